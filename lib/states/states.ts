import {
  FLAVOR_ROWS,
  HIGH_THRESHOLD,
  rowForBins,
  type FlavorRow,
  type FlavorSlug,
  type TraitKey,
} from '../flavor/table';
import { buildResult, type FlavorResult } from '../flavor/result';
import type { Certainty } from '../flavor/certainty';
import { encodeReading, readingFromResult } from '../links/link';
import { FRIEND_STORAGE_KEY } from '../links/friend-storage';
import { acceptWidgetResult } from '../result-io/accept';
import { STORAGE_KEY } from '../result-io/storage';
import type { KeyValueStore } from '../storage';
import { serializeVenueSetting, VENUE_STORAGE_KEY } from '../venue/venue';
import { crewStateMemory, crewStateToken, LONG_OWN_NAME, type CrewSeed } from './crew-states';
import { CREW_MEMORY_KEY } from '../crew/crew-memory';
import { VENUE_CREW_KEY } from '../crew/venue-crew';
import { localePath, type Locale } from '../i18n/routing';
import { SAMPLE_LISTENERS } from '../samples/sample-roster';
import { STEPS_KEY, TARGETS, type StateStep } from './state-steps';

/**
 * The states page (docs/qa.md, preview builds only): every state of the product one tap away. Each state is
 * reached the way the product reaches it: a real route, with what the product itself would have stored by then
 * (a result the built-in scorer made, a friend's reading as a personal link carries it, the venue setting). This
 * module says, per state, which result it needs and what it writes; `/states/open?state=<id>` writes it and
 * goes to the route (lib/states/seed-page.ts). Nothing here runs on a production build.
 */

/** The groups of the states page, in order; each is a heading in the `States.groups` messages. */
export const STATE_GROUPS = [
  'flavors',
  'results',
  'samples',
  'pages',
  'friends',
  'crew',
  'venue',
  'widget',
  'lastfm',
  'quiz',
  'dialog',
  'toasts',
  'share',
  'messages',
] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

/**
 * The sources the widget reads a listening history from, each with a result state: its small export is made in
 * lib/states/source-exports.ts (named after the sources of `Evidence.unfed`).
 */
export const EXPORT_SOURCES = ['lastfm', 'apple-music', 'youtube-music', 'spotify-extended'] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];

/** Which result a state needs in the tab before it opens. */
export type ResultSource =
  /** A row of the table, far from every line (a sure scoop) or with one trait just over it (a swirl). */
  | { readonly kind: 'row'; readonly slug: FlavorSlug; readonly swirl: boolean }
  /** A built-in sample listener, read and scored by the import's own code. */
  | { readonly kind: 'sample'; readonly sampleId: string }
  /** A small export of that source, made in memory (lib/states/source-exports.ts), read and scored by the import. */
  | { readonly kind: 'export'; readonly source: ExportSource }
  /** The listening quiz, answered the same way every time, scored by the quiz's own scorer. */
  | { readonly kind: 'quiz' };

export interface StateSpec {
  readonly id: string;
  readonly group: StateGroup;
  /** The result saved as the visitor's own before the route opens; none: the tab holds no result. */
  readonly result?: ResultSource;
  /** A friend's reading: opened by its personal link (alone) or kept for the tab beside a result. */
  readonly friend?: { readonly name?: string };
  /** Venue mode on, with this idle time. */
  readonly venueIdleSeconds?: number;
  /** A saved result that cannot be read (the read-error toast). */
  readonly corrupt?: boolean;
  /** A crew link (lib/states/crew-states.ts): its fragment is added to the path. */
  readonly crew?: CrewSeed;
  /** A crew built so far at a venue screen's counter, kept in the tab (lib/crew/venue-crew.ts). */
  readonly venueCrew?: CrewSeed;
  /** The public page of this flavour (its label names the flavour); opened with nothing stored. */
  readonly flavorPage?: FlavorSlug;
  /**
   * A personal link that is not the friend's own good one: cut short on the way (it does not read), the
   * friend's opened on another flavour's page (it does not match), or the visitor's own (needs a result).
   */
  readonly link?: 'cut' | 'elsewhere' | 'own';
  /** What the visitor does once the route is open (lib/states/state-steps.ts): typing, taps, a canvas refusing. */
  readonly steps?: readonly StateStep[];
  /** The route, unprefixed; a friend's link adds its own fragment. */
  readonly path: string;
}

/** The friend of the friend states: a row with a swirl, so their card shows the second scoop too. */
export const FRIEND_ROW: FlavorSlug = 'caramel';
export const FRIEND_NAME = 'Sam';
/** The sample listener whose result is shown: Luna sits just over a line, so her card has a swirl. */
export const SAMPLE_ID = 'luna';
/** The shortest idle time venue mode allows (lib/venue/venue.ts), so the countdown comes within seconds. */
export const COUNTDOWN_IDLE_SECONDS = 5;
/** The flavour page a friend's link is opened on by mistake: any row but FRIEND_ROW. */
export const ELSEWHERE_ROW: FlavorSlug = 'vanilla';
/** A name the link's rules refuse for a character (lib/links/friend-name.ts: no markup). */
export const BAD_NAME = '<Sam>';
/** A name over MAX_NAME_LENGTH (26 units): the field's maxLength stops typing at 24, an input event does not. */
export const LONG_NAME = 'Maximiliane Leopoldsberger';
/** The text saved for the read-error state: a result cut off half way, as a broken write would leave it. */
export const CORRUPT_RESULT_TEXT = '{"E_score":"72","C_score":';

const DEFAULT_IDLE_SECONDS = 90;

/**
 * The widget's refusals: the built-in widget, opened with `?state=<id>` on a preview build, reads that state's
 * files (lib/states/widget-files.ts) through its real import, as if the visitor had dropped them.
 */
export const WIDGET_STATES = [
  'widget-not-export',
  'widget-corrupt-zip',
  'widget-technical-log',
  'widget-no-history',
  'widget-podcasts',
  'widget-empty',
  'widget-too-few',
  'widget-too-large',
  'widget-apple',
  'widget-youtube',
  'widget-youtube-html',
  'widget-too-many-files',
  'widget-zip-locked',
  'widget-zip-unsafe',
] as const;

/**
 * The widget past its refusals: a readable export dropped and then cancelled with the progress panel's own
 * Cancel, or read to the end, in a widget no page frames (the done panel then says where to go).
 */
export const WIDGET_RUN_STATES = ['widget-cancelled', 'widget-done'] as const;
export type WidgetRunStateId = (typeof WIDGET_RUN_STATES)[number];

/**
 * Last.fm in the built-in widget: `/embed/upload?state=<id>` reads a profile through the widget's own Last.fm
 * client and import, with a stand-in for our route's answers (lib/states/lastfm-answers.ts); the offline
 * state tells the widget the device is offline.
 */
export const LASTFM_STATES = [
  'lastfm-unknown-user',
  'lastfm-private',
  'lastfm-rate-limited',
  'lastfm-upstream',
  'lastfm-quota',
  'lastfm-too-few',
  'lastfm-progress',
  'lastfm-queue',
  'lastfm-offline',
  'lastfm-queue-full',
  'lastfm-bad-request',
  'lastfm-invalid-name',
  'lastfm-unavailable',
  'lastfm-forbidden',
] as const;
export type LastfmStateId = (typeof LASTFM_STATES)[number];

/**
 * The listening quiz in the built-in widget: `/embed/upload?state=<id>` opens it as its entry does, at the first
 * question, carrying on with answers kept, or finished with too few answers (lib/states/quiz-states.ts).
 */
export const QUIZ_STATES = ['quiz-questions', 'quiz-carry-on', 'quiz-too-few'] as const;
export type QuizStateId = (typeof QUIZ_STATES)[number];

/**
 * The connect dialog's widget frame (components/landing/widget-frame.tsx) while its widget has not answered:
 * `/states/frame?state=<id>` frames no widget, so the frame says the widget is loading, and after its
 * DIALOG_SLOW_MS that it is taking longer, with its Reload button.
 */
export const DIALOG_STATES = ['dialog-loading', 'dialog-slow'] as const;
/** How long the frame waits for its widget before it says it is taking longer (the frame's SLOW_WIDGET_MS). */
export const DIALOG_SLOW_MS = 15_000;

/**
 * The toasts of the connect dialog's widget frame (components/landing/widget-frame.tsx), raised by its own
 * bridge: `/states/frame?state=<id>` frames the built-in widget, which picks a sample listener (Flavor
 * Found!, then /flavor), or answers as a failing widget would (an error; a result that is no result).
 */
export const FRAME_TOAST_STATES = [
  'toast-flavor-found',
  'toast-processing-error',
  'toast-connection-error',
] as const;
export type FrameToastStateId = (typeof FRAME_TOAST_STATES)[number];

/**
 * The toasts whose trigger needs a real tap or the clipboard (copy, copy my link, a failed copy, a failed
 * share): `/states/toast?state=<id>` raises each with the product's own call (components/ui/notify.ts).
 */
export const NOTIFY_TOAST_STATES = [
  'toast-copied',
  'toast-link-copied',
  'toast-copy-failed',
  'toast-share-failed',
  'toast-crew-link-copied',
] as const;
export type NotifyToastStateId = (typeof NOTIFY_TOAST_STATES)[number];

/**
 * A result from each source the widget reads, opened at its "Why this flavour": the clues, what the source
 * cannot show and how sure the read is differ by source.
 */
const sourceStates: StateSpec[] = EXPORT_SOURCES.map((source) => ({
  id: `result-${source}`,
  group: 'results' as const,
  result: { kind: 'export' as const, source },
  path: '/flavor#why-heading',
}));

/** Every other sample listener of the widget's picker (Luna is the `sample` state), as picking them makes it. */
const sampleStates: StateSpec[] = SAMPLE_LISTENERS.filter((s) => s.id !== SAMPLE_ID).map((s) => ({
  id: `sample-${s.id}`,
  group: 'samples' as const,
  result: { kind: 'sample' as const, sampleId: s.id },
  path: '/flavor',
}));

/**
 * The plain pages: a first visit's landing and the eight public flavour pages, no friend's link in the
 * fragment. Nothing is written: the seed step clears the browser, so a result left from before changes neither.
 */
const pageStates: StateSpec[] = [
  { id: 'page-landing', group: 'pages', path: '/' },
  ...FLAVOR_ROWS.map((row) => ({
    id: `page-flavor-${row.slug}`,
    group: 'pages' as const,
    flavorPage: row.slug,
    path: `/flavor/${row.slug}`,
  })),
];

const rowStates: StateSpec[] = FLAVOR_ROWS.flatMap((row) =>
  [false, true].map((swirl) => ({
    id: `${row.slug}-${swirl ? 'swirl' : 'sure'}`,
    group: 'flavors' as const,
    result: { kind: 'row' as const, slug: row.slug, swirl },
    path: '/flavor',
  })),
);

export const STATES: readonly StateSpec[] = [
  ...rowStates,
  { id: 'sample', group: 'results', result: { kind: 'sample', sampleId: SAMPLE_ID }, path: '/flavor' },
  { id: 'quiz', group: 'results', result: { kind: 'quiz' }, path: '/flavor' },
  {
    id: 'why',
    group: 'results',
    result: { kind: 'row', slug: 'mint-chocolate-chip', swirl: true },
    path: '/flavor#why-heading',
  },
  ...sourceStates,
  ...sampleStates,
  ...pageStates,
  { id: 'friend-named', group: 'friends', friend: { name: FRIEND_NAME }, path: '/flavor' },
  { id: 'friend-anonymous', group: 'friends', friend: {}, path: '/flavor' },
  {
    id: 'friend-named-beside',
    group: 'friends',
    result: { kind: 'sample', sampleId: SAMPLE_ID },
    friend: { name: FRIEND_NAME },
    path: '/flavor',
  },
  {
    id: 'friend-anonymous-beside',
    group: 'friends',
    result: { kind: 'quiz' },
    friend: {},
    path: '/flavor',
  },
  { id: 'friend-unreadable', group: 'friends', link: 'cut', path: `/flavor/${FRIEND_ROW}` },
  { id: 'friend-other-flavour', group: 'friends', link: 'elsewhere', path: `/flavor/${ELSEWHERE_ROW}` },
  {
    id: 'friend-own',
    group: 'friends',
    result: { kind: 'row', slug: 'sorbet', swirl: true },
    link: 'own',
    path: '/flavor/sorbet',
  },
  {
    id: 'friend-removed',
    group: 'friends',
    result: { kind: 'row', slug: 'strawberry', swirl: false },
    friend: { name: FRIEND_NAME },
    steps: [{ kind: 'tap', target: TARGETS.friendRemove }],
    path: '/flavor',
  },
  {
    id: 'crew-one',
    group: 'crew',
    result: { kind: 'row', slug: 'chocolate', swirl: false },
    crew: { others: 0, names: 'none', own: {} },
    path: '/crew',
  },
  {
    id: 'crew-three',
    group: 'crew',
    result: { kind: 'row', slug: 'vanilla', swirl: true },
    crew: { others: 3, names: 'short' },
    path: '/crew',
  },
  {
    id: 'crew-ten',
    group: 'crew',
    result: { kind: 'row', slug: 'matcha-pistachio', swirl: true },
    crew: { others: 9, names: 'long', own: { name: LONG_OWN_NAME } },
    path: '/crew',
  },
  {
    id: 'crew-full',
    group: 'crew',
    result: { kind: 'row', slug: 'coffee', swirl: false },
    crew: { others: 10, names: 'short' },
    path: '/crew',
  },
  {
    id: 'crew-named',
    group: 'crew',
    result: { kind: 'row', slug: 'strawberry', swirl: false },
    crew: { others: 3, names: 'short', own: { name: 'Nina' }, name: 'Eisbande Kreuzberg' },
    path: '/crew',
  },
  {
    id: 'crew-older-link',
    group: 'crew',
    result: { kind: 'row', slug: 'vanilla', swirl: false },
    crew: { others: 2, names: 'short', own: { name: 'Nina' }, remembered: 'newer' },
    path: '/crew',
  },
  {
    id: 'crew-grew-apart',
    group: 'crew',
    result: { kind: 'row', slug: 'caramel', swirl: false },
    crew: { others: 2, names: 'short', own: { name: 'Nina' }, remembered: 'apart' },
    path: '/crew',
  },
  { id: 'crew-tampered', group: 'crew', crew: { others: 3, names: 'short', edited: 2 }, path: '/crew' },
  {
    id: 'crew-sample',
    group: 'crew',
    result: { kind: 'sample', sampleId: SAMPLE_ID },
    crew: { others: 3, names: 'short' },
    path: '/crew',
  },
  { id: 'crew-unreadable', group: 'crew', path: '/crew#c1-zzzzzzz' },
  { id: 'crew-empty', group: 'crew', path: '/crew' },
  {
    id: 'crew-added',
    group: 'crew',
    result: { kind: 'row', slug: 'caramel', swirl: false },
    crew: { others: 3, names: 'short' },
    steps: [{ kind: 'tap', target: TARGETS.crewAdd }],
    path: '/crew',
  },
  {
    id: 'crew-start-sample',
    group: 'crew',
    result: { kind: 'sample', sampleId: SAMPLE_ID },
    path: '/flavor',
  },
  {
    id: 'crew-start-name',
    group: 'crew',
    result: { kind: 'row', slug: 'chocolate', swirl: true },
    steps: [
      { kind: 'type', target: TARGETS.nameField, text: BAD_NAME },
      { kind: 'tap', target: TARGETS.startCrew },
    ],
    path: '/flavor',
  },
  { id: 'venue-landing', group: 'venue', venueIdleSeconds: DEFAULT_IDLE_SECONDS, path: '/' },
  {
    id: 'venue-result',
    group: 'venue',
    result: { kind: 'row', slug: 'vanilla', swirl: false },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    path: '/flavor',
  },
  {
    id: 'venue-crew-result',
    group: 'venue',
    result: { kind: 'row', slug: 'mint-chocolate-chip', swirl: false },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    venueCrew: { others: 2, names: 'short' },
    path: '/flavor',
  },
  {
    id: 'venue-crew',
    group: 'venue',
    result: { kind: 'row', slug: 'sorbet', swirl: false },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    crew: { others: 2, names: 'short', own: {} },
    path: '/crew',
  },
  {
    id: 'venue-crew-full',
    group: 'venue',
    result: { kind: 'row', slug: 'coffee', swirl: false },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    venueCrew: { others: 10, names: 'short' },
    path: '/flavor',
  },
  {
    id: 'venue-crew-sample',
    group: 'venue',
    result: { kind: 'sample', sampleId: SAMPLE_ID },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    venueCrew: { others: 2, names: 'short' },
    path: '/flavor',
  },
  {
    id: 'venue-crew-name',
    group: 'venue',
    result: { kind: 'row', slug: 'matcha-pistachio', swirl: false },
    venueIdleSeconds: DEFAULT_IDLE_SECONDS,
    venueCrew: { others: 2, names: 'short' },
    steps: [
      { kind: 'type', target: TARGETS.nameField, text: BAD_NAME },
      { kind: 'tap', target: TARGETS.venueAddNext },
    ],
    path: '/flavor',
  },
  // The countdown opens on Playwright's clock (e2e/states.spec.ts): it stays the last of its group.
  {
    id: 'venue-countdown',
    group: 'venue',
    result: { kind: 'row', slug: 'strawberry', swirl: true },
    venueIdleSeconds: COUNTDOWN_IDLE_SECONDS,
    path: '/flavor',
  },
  ...WIDGET_STATES.map((id) => ({ id, group: 'widget' as const, path: `/embed/upload?state=${id}` })),
  ...WIDGET_RUN_STATES.map((id) => ({ id, group: 'widget' as const, path: `/embed/upload?state=${id}` })),
  ...LASTFM_STATES.map((id) => ({ id, group: 'lastfm' as const, path: `/embed/upload?state=${id}` })),
  ...QUIZ_STATES.map((id) => ({ id, group: 'quiz' as const, path: `/embed/upload?state=${id}` })),
  ...DIALOG_STATES.map((id) => ({ id, group: 'dialog' as const, path: `/states/frame?state=${id}` })),
  ...FRAME_TOAST_STATES.map((id) => ({ id, group: 'toasts' as const, path: `/states/frame?state=${id}` })),
  ...NOTIFY_TOAST_STATES.map((id) => ({ id, group: 'toasts' as const, path: `/states/toast?state=${id}` })),
  {
    id: 'share-picture-failed',
    group: 'share',
    result: { kind: 'row', slug: 'vanilla', swirl: true },
    steps: [{ kind: 'refuse-canvas' }],
    path: '/flavor',
  },
  {
    id: 'share-duo-failed',
    group: 'share',
    result: { kind: 'row', slug: 'mint-chocolate-chip', swirl: false },
    friend: { name: FRIEND_NAME },
    steps: [{ kind: 'refuse-canvas' }],
    path: '/flavor',
  },
  {
    id: 'share-crew-failed',
    group: 'share',
    result: { kind: 'row', slug: 'strawberry', swirl: true },
    crew: { others: 2, names: 'short', own: {} },
    steps: [{ kind: 'refuse-canvas' }, { kind: 'tap', target: TARGETS.crewPictureMake }],
    path: '/crew',
  },
  {
    id: 'share-name-too-long',
    group: 'share',
    result: { kind: 'row', slug: 'coffee', swirl: true },
    steps: [{ kind: 'type', target: TARGETS.nameField, text: LONG_NAME }],
    path: '/flavor',
  },
  {
    id: 'share-name-characters',
    group: 'share',
    result: { kind: 'row', slug: 'sorbet', swirl: false },
    steps: [{ kind: 'type', target: TARGETS.nameField, text: BAD_NAME }],
    path: '/flavor',
  },
  { id: 'read-error', group: 'messages', corrupt: true, path: '/flavor' },
  // No saved value makes a page throw (every one passes its guard): a preview-only page that throws as it
  // renders is the smallest way to the site's real error boundary (app/[locale]/error.tsx).
  { id: 'error-screen', group: 'messages', path: '/states/error' },
];

/**
 * States that no link can reach honestly (a real wait of minutes, a widget previews never frame): the states
 * page names each under its group, with how to see it by hand (`States.byHand.<id>`), instead of a link.
 */
export interface ByHandState {
  readonly id: string;
  readonly group: StateGroup;
}

export const BY_HAND_STATES: readonly ByHandState[] = [
  { id: 'lastfm-queue-long', group: 'lastfm' },
  { id: 'widget-own-progress', group: 'widget' },
  { id: 'widget-stalled', group: 'widget' },
  { id: 'widget-internal', group: 'widget' },
  { id: 'widget-no-files', group: 'widget' },
  { id: 'quiz-load-failed', group: 'quiz' },
  { id: 'dialog-opening', group: 'dialog' },
  { id: 'dialog-needs-internet', group: 'messages' },
  { id: 'crew-already-in', group: 'crew' },
];

/** The 404 state: no seed, a path that is none of the site's pages, reached as any mistyped address reaches it. */
export const NOT_FOUND_STATE = 'not-found';
const MISSING_PAGE = '/no-such-page';

/**
 * The address that opens a state in a language, from a clean browser: the seed step for every state (it clears
 * what the browser holds, then writes the state's own), the missing page for the 404. QA copies it into reports.
 */
export function stateHref(locale: Locale, id: string): string {
  if (id === NOT_FOUND_STATE) return localePath(locale, MISSING_PAGE);
  return `${localePath(locale, '/states/open')}?state=${encodeURIComponent(id)}`;
}

/** The row of a slug of the table (every FlavorSlug has one). */
export function rowOf(slug: FlavorSlug): FlavorRow {
  const row = FLAVOR_ROWS.find((r) => r.slug === slug);
  if (!row) throw new Error(`No row ${slug}`);
  return row;
}

/**
 * Whom a sample state shows, for its label: the listener's name and the row their habits are made for (each
 * sample is a caricature of one row: lib/samples/sample-roster.ts).
 */
export function sampleOf(sampleId: string): { readonly name: string; readonly slug: FlavorSlug } | undefined {
  const sample = SAMPLE_LISTENERS.find((s) => s.id === sampleId);
  return sample && { name: sample.name, slug: rowForBins(sample.bins).slug };
}

export function stateById(id: unknown): StateSpec | undefined {
  return typeof id === 'string' ? STATES.find((state) => state.id === id) : undefined;
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];
/** A sure reading: every trait far from the line, with a listening-sized spread. */
const SURE = { high: 82, low: 24, spread: 6 };
/** A swirl: Openness 3 points from the line on its own side, the spread a short listening year has. */
const SWIRL = { nearHigh: HIGH_THRESHOLD + 3, nearLow: HIGH_THRESHOLD - 4, spread: 7 };

/**
 * A row's result as the built-in scorer shapes it (buildResult, the table's values, and how sure it is,
 * certainty.ts): sure, or with Openness by the line, so the card shows a second scoop.
 */
export function rowResult(row: FlavorRow, swirl: boolean): FlavorResult {
  const score = (trait: TraitKey) => {
    const high = row.bins[trait] === 'High';
    if (swirl && trait === 'O') return high ? SWIRL.nearHigh : SWIRL.nearLow;
    return high ? SURE.high : SURE.low;
  };
  const scores = { E: score('E'), C: score('C'), O: score('O') };
  const spread = (trait: TraitKey) => (swirl && trait === 'O' ? SWIRL.spread : SURE.spread);
  const certainty: Certainty = {
    basis: 'listening',
    spread: Object.fromEntries(TRAITS.map((t) => [t, spread(t)])) as Record<TraitKey, number>,
  };
  return { ...buildResult(scores), certainty };
}

/** What a state writes before its route opens, and where it then goes (unprefixed). */
export interface SeedPlan {
  readonly session: Readonly<Record<string, string>>;
  readonly local: Readonly<Record<string, string>>;
  readonly path: string;
}

/**
 * The text the app itself keeps for a result: what `complete` hands it, taken through its own intake
 * (lib/result-io/accept.ts: parse, check against the table, save).
 */
export function acceptedText(result: FlavorResult): string {
  const kept = new Map<string, string>();
  const store: Pick<KeyValueStore, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
  const outcome = acceptWidgetResult(JSON.stringify(result), store);
  if (!outcome.ok) throw new Error(`A state's result was refused: ${outcome.reason}`);
  return kept.get(STORAGE_KEY) ?? '';
}

/**
 * The fragment of a state's personal link (StateSpec.link): the visitor's own, from their result; else the
 * friend's, whole (opened on another flavour's page, it does not match) or cut after its three scores (a v2
 * link without its spreads, as a message that broke the line leaves it: it does not read).
 */
export function linkToken(
  link: NonNullable<StateSpec['link']>,
  result: FlavorResult | undefined,
): string | undefined {
  // Your own link without a result of yours: no link (a plan made without its result, as a test asks).
  if (link === 'own') return result && encodeReading(readingFromResult(result));
  const friend = readingFromResult(rowResult(rowOf(FRIEND_ROW), true), FRIEND_NAME);
  const token = encodeReading(friend) ?? '';
  return link === 'cut' ? token.split('-').slice(0, 4).join('-') : token;
}

/**
 * The plan of a state, given the result its source made (the caller makes it: rowResult, or the import's and
 * the quiz's own scorers). Every state starts from a browser that holds nothing of ours (resetBrowser), so
 * what a state shows never depends on the one opened before.
 */
export function seedPlan(state: StateSpec, result: FlavorResult | undefined): SeedPlan {
  const session: Record<string, string> = {};
  const local: Record<string, string> = {};
  let path = state.path;
  if (result) session[STORAGE_KEY] = acceptedText(result);
  if (state.corrupt) session[STORAGE_KEY] = CORRUPT_RESULT_TEXT;
  if (state.venueIdleSeconds !== undefined)
    local[VENUE_STORAGE_KEY] = serializeVenueSetting({ on: true, idleSeconds: state.venueIdleSeconds });
  if (state.friend) {
    const friend = rowResult(rowOf(FRIEND_ROW), true);
    const token = encodeReading(readingFromResult(friend, state.friend.name)) ?? '';
    // Beside a result, the reading is kept for the tab as the friend's page keeps it (lib/links/friend-storage.ts);
    // alone, the friend's personal link itself opens.
    if (result) session[FRIEND_STORAGE_KEY] = token;
    else path = `/flavor/${FRIEND_ROW}#${token}`;
  }
  const link = state.link && linkToken(state.link, result);
  if (link) path = `${path}#${link}`;
  if (state.steps) session[STEPS_KEY] = JSON.stringify(state.steps);
  if (state.venueCrew) session[VENUE_CREW_KEY] = crewStateToken(state.venueCrew, undefined) ?? '';
  const crew = state.crew && crewStateToken(state.crew, result);
  if (crew) path = `${path}#${crew}`;
  const memory = state.crew && crewStateMemory(state.crew, result);
  if (memory) local[CREW_MEMORY_KEY] = memory;
  return { session, local, path };
}
