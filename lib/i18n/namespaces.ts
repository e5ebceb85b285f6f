import type { Messages } from './messages';

/**
 * Which catalogue namespaces each page's client components read (components/ui/client-messages.tsx writes only
 * these into the page's HTML). A component reading a namespace its page does not hand over shows the key
 * instead of words, which the Playwright suites (both languages) would see on screen.
 */
type Namespace = keyof Messages;

export const LANDING_NAMESPACES: readonly Namespace[] = ['Landing', 'Dialog', 'Footer'];
export const RESULT_NAMESPACES: readonly Namespace[] = ['Footer', 'Result', 'Why', 'Traits'];
// The flavour pages show the result card, and a personal link's meters and swirl line.
export const FLAVOR_PAGE_NAMESPACES: readonly Namespace[] = ['Footer', 'Result', 'Why', 'Traits'];
export const WIDGET_NAMESPACES: readonly Namespace[] = [];
export const SCREEN_NAMESPACES: readonly Namespace[] = ['Screens'];
