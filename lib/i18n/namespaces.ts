import type { Messages } from './messages';

/**
 * Which catalogue namespaces each page's client components read (components/words/client-messages.tsx writes only
 * these into the page's HTML). A component reading a namespace its page does not hand over shows the key
 * instead of words, which the Playwright suites (both languages) would see on screen.
 */
type Namespace = keyof Messages;

/**
 * A namespace, or one group of a namespace that a page needs without the rest (`Quiz.questions`; `Crew.start`,
 * /flavor's "Start a crew", and `Crew.venue`, a venue screen's crew buttons, without the crew page's words).
 */
export type ClientNamespace = Namespace | 'Quiz.questions' | 'Crew.start' | 'Crew.venue';

/** The landing renders its own words on the server; the connect dialog, loaded on demand, gets these as data. */
export const DIALOG_NAMESPACES: readonly Namespace[] = ['Dialog', 'Toasts', 'Offline'];
/**
 * /flavor writes the result's clues in the page's language (components/why/why-flavor.tsx): the `Evidence`
 * messages, and the quiz's option words that an answer's clue quotes (`Quiz.questions`, not the whole quiz).
 */
export const RESULT_NAMESPACES: readonly ClientNamespace[] = [
  'Footer',
  'Result',
  'Why',
  'Traits',
  'Share',
  'Friends',
  'Picture',
  'Toasts',
  'Phone',
  'Venue',
  'Sample',
  'Flavors',
  'Pairs',
  'Ingredients',
  'Evidence',
  'Quiz.questions',
  'Crew.start',
  'Crew.venue',
];
// The flavour pages show the result card, and a personal link's meters, swirl line and pair.
export const FLAVOR_PAGE_NAMESPACES: readonly Namespace[] = [
  'Footer',
  'Result',
  'Why',
  'Traits',
  'Friends',
  'Toasts',
  'Sample',
  'Flavors',
  'Pairs',
  'Ingredients',
];
/**
 * The crew page (docs/crew.md): the sundae, the crew's flavour and swirl line, its pairs, a member beside the
 * visitor (the friend view and its duo picture), joining (the name field's `Share` words) and the QR code's
 * `Phone` words, and on a venue screen "Next visitor" (`Venue`); the connect dialog, loaded on demand, gets
 * DIALOG_NAMESPACES as data and shows `Dialog`'s "Opening…" while it loads.
 */
export const CREW_NAMESPACES: readonly ClientNamespace[] = [
  'Footer',
  'Crew',
  'Venue',
  'Friends',
  'Picture',
  'Share',
  'Toasts',
  'Phone',
  'Dialog',
  'Why',
  'Traits',
  'Sample',
  'Flavors',
  'Pairs',
  'Ingredients',
];
export const WIDGET_NAMESPACES: readonly Namespace[] = [
  'Offline',
  'Evidence',
  'Widget',
  'Quiz',
  'ExportErrors',
  'Sample',
];
/** The venue screen's countdown, on every page (the root layout mounts it: components/venue/venue-mount.tsx). */
export const VENUE_NAMESPACES: readonly Namespace[] = ['Venue'];
