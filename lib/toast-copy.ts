/** The spec's toasts, word for word (docs/product-rules.md § States, § Errors). */
export const TOAST_COPY = {
  flavorFound: { title: 'Flavor Found!', description: "We've analyzed your sweet tunes." },
  connectionError: { title: 'Connection Error', description: 'Something went wrong. Please try again.' },
  processingError: {
    title: 'Scoop, there it is... an error!',
    description: 'Could not process your Spotify data. Please try again.',
  },
  readError: { title: 'An Error Occurred', description: 'Could not read your Spotify data.' },
} as const;

export type ToastKind = keyof typeof TOAST_COPY;

/** Which of them use the destructive (red-bordered) style (docs/product-rules.md § Errors). */
export const DESTRUCTIVE_TOASTS: ReadonlySet<ToastKind> = new Set([
  'connectionError',
  'processingError',
  'readError',
]);

/** The copy-to-clipboard toast lasts 4000 ms (docs/product-rules.md § Constants). */
export const COPY_TOAST_MS = 4000;

/**
 * The copy toast tells the visitor to go to the chosen network and paste (the spec's rule); the two
 * failure toasts are ours. Every toast text of the app is in this module.
 */
export const COPIED_TOAST = {
  title: 'Copied to clipboard!',
  description: (network: string) => `Now go to ${network} and paste your message to share.`,
} as const;

export const COPY_FAILED_TOAST = {
  title: 'Could not copy automatically',
  description: 'Select the text shown below the buttons and copy it yourself.',
} as const;

/** "Copy my link" worked (docs/sharing-links.md); it lasts as long as the copy toast. */
export const LINK_COPIED_TOAST = {
  title: 'Link copied!',
  description: 'Send it to a friend: it opens your flavour and your three scores.',
} as const;

export const SHARE_FAILED_TOAST = {
  title: 'Sharing did not work',
  description: 'We saved the picture to your device instead: post it from your photos or downloads.',
} as const;
