/**
 * The spec's toasts (docs/product-rules.md § States, § Errors). Their words are in the catalogues'
 * `Toasts` namespace (messages/en.json keeps the spec's English word for word); this module only says
 * which toasts there are, which of them are red and how long the copy toasts last.
 */
export type ToastKind = 'flavorFound' | 'connectionError' | 'processingError' | 'readError';

/** Which of them use the destructive (red-bordered) style (docs/product-rules.md § Errors). */
export const DESTRUCTIVE_TOASTS: ReadonlySet<ToastKind> = new Set([
  'connectionError',
  'processingError',
  'readError',
]);

/** The copy-to-clipboard toast lasts 4000 ms (docs/product-rules.md § Constants); so does "Link copied!". */
export const COPY_TOAST_MS = 4000;
