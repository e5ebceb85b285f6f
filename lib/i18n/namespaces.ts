import type { Messages } from './messages';

/**
 * Which catalogue namespaces each page's client components read (components/ui/client-messages.tsx writes only
 * these into the page's HTML). A component reading a namespace its page does not hand over shows the key
 * instead of words, which the Playwright suites (both languages) would see on screen.
 */
type Namespace = keyof Messages;

export const LANDING_NAMESPACES: readonly Namespace[] = ['Landing', 'Footer'];
export const RESULT_NAMESPACES: readonly Namespace[] = ['Footer'];
export const FLAVOR_PAGE_NAMESPACES: readonly Namespace[] = ['Footer'];
export const WIDGET_NAMESPACES: readonly Namespace[] = ['Widget', 'Quiz', 'ExportErrors'];
export const SCREEN_NAMESPACES: readonly Namespace[] = ['Screens'];
