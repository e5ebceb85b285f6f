/** Every toast of spec §4 and §8, word for word. */
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

/** Spec §8: which toasts use the destructive (red-bordered) style. */
export const DESTRUCTIVE_TOASTS: ReadonlySet<ToastKind> = new Set([
  'connectionError',
  'processingError',
  'readError',
]);

/** Spec §9: the copy-to-clipboard toast lasts 4000 ms. */
export const COPY_TOAST_MS = 4000;
