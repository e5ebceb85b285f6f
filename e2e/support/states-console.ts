/**
 * The console errors a state logs on purpose (docs/qa.md § Console lines): the product's own logging of the
 * failure the state shows, in English whatever the page's language. Any other error in a state's console is a
 * fault (e2e/states.spec.ts).
 */
export const CONSOLE_ON_PURPOSE: Readonly<Record<string, readonly string[]>> = {
  'toast-processing-error': ['Could not process the widget result:'],
  'toast-connection-error': ['Widget error:'],
  'share-picture-failed': ['The share picture could not be drawn.'],
  'share-duo-failed': ['The share picture could not be drawn.', 'The duo picture could not be drawn.'],
  'share-crew-failed': ['The crew picture could not be drawn.'],
  'error-screen': ['A render error asked for by the states page'],
  // The 404 screen's own line, and the browser's for the page's 404 answer.
  'not-found': ['User attempted to access non-existent route:', 'the server responded with a status of 404'],
};

/** The console errors of a state that are not among its own on-purpose lines. */
export function unexpectedConsole(id: string, lines: readonly string[]): string[] {
  const expected = CONSOLE_ON_PURPOSE[id] ?? [];
  return lines.filter((line) => !expected.some((part) => line.includes(part)));
}
