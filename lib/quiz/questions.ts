import type { TraitKey } from '../flavor/table';
import type { FeatureId } from '../scoring/feature-table';

/**
 * The listening quiz's questions (docs/scoring-model.md § The listening quiz): one habit of the model each,
 * asked as a number the visitor can estimate. Each question says how its answer and the feature's value
 * convert into each other (`toAnswer` / `fromAnswer`, from the feature's own definition in
 * lib/scoring/feature-table.ts); its options are then cut where real listeners sit (option-scale.ts), so
 * their numbers follow the population reference. Order: what you play, when, how.
 */
export type QuizFeature = Extract<
  FeatureId,
  'O1' | 'O2' | 'O6' | 'C1' | 'C2' | 'C5' | 'C6' | 'E1' | 'E2' | 'E4'
>;

/**
 * `count`: whole numbers ("25–34"); `hours`: hours in steps of a quarter at the finest ("1.5–2"); `clock`: a
 * time of day in hours from midnight, past 24 for after midnight ("08:00–09:00", "before 07:00").
 */
export type AnswerUnit = 'count' | 'hours' | 'clock';

export interface QuestionSpec {
  /** Stable id: answers, tests and the docs table name a question by it. */
  readonly id: string;
  readonly feature: QuizFeature;
  readonly trait: TraitKey;
  /** The question as the visitor reads it. */
  readonly text: string;
  readonly unit: AnswerUnit;
  /** Answers the options may span, in the question's unit. */
  readonly bounds: readonly [min: number, max: number];
  /** Rounding steps for the options' numbers, coarsest first (the coarsest that keeps the middle honest wins). */
  readonly steps: readonly number[];
  /** The answer for a feature value, and back. */
  readonly toAnswer: (value: number) => number;
  readonly fromAnswer: (answer: number) => number;
  /** true: a bigger answer is more of the feature; false: less of it (skips against follow-through). */
  readonly rising: boolean;
  /** How the evidence repeats an answer: "You said 25–34 different artists in your last 100 songs". */
  readonly said: (option: string) => string;
  /** What a bigger and a smaller answer than most listeners' is called. */
  readonly compare: readonly [more: string, less: string];
  /** How the evidence names the question when it was skipped. */
  readonly topic: string;
  /** The question's wide-screen group: a few questions share a screen where there is room. */
  readonly group: 'what' | 'when' | 'how';
}

const COUNT_STEPS = [10, 5, 2, 1] as const;
const HOUR_STEPS = [1, 0.5, 0.25] as const;
const PER_100 = { toAnswer: (v: number) => 100 * v, fromAnswer: (a: number) => a / 100 } as const;
/** O1 counts artists per 1,000 plays and scales a shorter stretch of n plays by (n/1000)^0.75. */
const ARTISTS_IN_100 = 0.1 ** 0.75;
/** C2 is hours after 04:00; the question asks for the time on the clock. */
const CLOCK_FROM_FOUR = { toAnswer: (v: number) => v + 4, fromAnswer: (a: number) => a - 4 } as const;

export const QUESTIONS: readonly QuestionSpec[] = [
  {
    id: 'artists',
    feature: 'O1',
    trait: 'O',
    text: 'In your last 100 songs, how many different artists?',
    unit: 'count',
    bounds: [1, 100],
    steps: COUNT_STEPS,
    toAnswer: (v) => v * ARTISTS_IN_100,
    fromAnswer: (a) => a / ARTISTS_IN_100,
    rising: true,
    said: (o) => `You said ${o} different artists in your last 100 songs`,
    compare: ['more artists than', 'fewer artists than'],
    topic: 'how many artists you play',
    group: 'what',
  },
  {
    id: 'new-artists',
    feature: 'O2',
    trait: 'O',
    text: 'Of 100 songs, how many are by artists you hadn’t played for a month?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    // O2 is the share of songs by artists not played in the three weeks before the last week.
    ...PER_100,
    rising: true,
    said: (o) => `You said ${o} of 100 songs are by artists you hadn’t played for a month`,
    compare: ['more fresh artists than', 'fewer fresh artists than'],
    topic: 'fresh artists',
    group: 'what',
  },
  {
    id: 'albums',
    feature: 'O6',
    trait: 'O',
    text: 'Of 100 songs, how many are from albums played start to finish?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    ...PER_100,
    rising: true,
    said: (o) => `You said ${o} of 100 songs are from albums played start to finish`,
    compare: ['more whole albums than', 'fewer whole albums than'],
    topic: 'whole albums',
    group: 'what',
  },
  {
    id: 'after-midnight',
    feature: 'C1',
    trait: 'C',
    text: 'Of 100 songs, how many start between midnight and 5 a.m.?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    ...PER_100,
    rising: true,
    said: (o) => `You said ${o} of 100 songs start between midnight and 5 a.m.`,
    compare: ['more night listening than', 'less night listening than'],
    topic: 'late nights',
    group: 'when',
  },
  {
    id: 'weekend-nights',
    feature: 'E1',
    trait: 'E',
    text: 'Of 100 Friday and Saturday nights, how many have music, 6 p.m.–2 a.m.?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    // E1 is the share of Friday and Saturday nights (18:00–02:00) with music.
    ...PER_100,
    rising: true,
    said: (o) => `You said ${o} of 100 Friday and Saturday nights have music`,
    compare: ['more weekend nights with music than', 'fewer weekend nights with music than'],
    topic: 'weekend nights',
    group: 'when',
  },
  {
    id: 'first-song',
    feature: 'C2',
    trait: 'C',
    text: 'On a weekday, when does your first song usually play?',
    unit: 'clock',
    bounds: [4, 28],
    steps: HOUR_STEPS,
    ...CLOCK_FROM_FOUR,
    rising: true,
    said: (o) => `You said your first song on a weekday comes ${o}`,
    compare: ['later than', 'earlier than'],
    topic: 'when your weekday starts',
    group: 'when',
  },
  {
    id: 'songs',
    feature: 'E4',
    trait: 'E',
    text: 'On a day you listen, how many songs do you hear?',
    unit: 'count',
    bounds: [1, 1000],
    steps: COUNT_STEPS,
    toAnswer: (v) => v,
    fromAnswer: (a) => a,
    rising: true,
    said: (o) => `You said you hear ${o} songs on a day you listen`,
    compare: ['more songs a day than', 'fewer songs a day than'],
    topic: 'songs per day',
    group: 'how',
  },
  {
    id: 'out-loud',
    feature: 'E2',
    trait: 'E',
    text: 'Of 100 songs, how many play out loud: speakers, TV, car?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    ...PER_100,
    rising: true,
    said: (o) => `You said ${o} of 100 songs play out loud, on speakers, a TV or in a car`,
    compare: ['more shared-device listening than', 'less shared-device listening than'],
    topic: 'speakers and cars',
    group: 'how',
  },
  {
    id: 'skips',
    feature: 'C6',
    trait: 'C',
    text: 'Of 100 songs, how many do you skip within 30 seconds?',
    unit: 'count',
    bounds: [0, 100],
    steps: COUNT_STEPS,
    // C6 is follow-through, 1 − the early-skip rate.
    toAnswer: (v) => 100 * (1 - v),
    fromAnswer: (a) => 1 - a / 100,
    rising: false,
    said: (o) => `You said you skip ${o} of 100 songs within 30 seconds`,
    compare: ['more skipping than', 'less skipping than'],
    topic: 'skips',
    group: 'how',
  },
  {
    id: 'playlists',
    feature: 'C5',
    trait: 'C',
    text: 'How many playlists of 10+ songs have you made?',
    unit: 'count',
    bounds: [0, 1000],
    steps: COUNT_STEPS,
    toAnswer: (v) => v,
    fromAnswer: (a) => a,
    rising: true,
    said: (o) => `You said you have made ${o} playlists of 10 or more songs`,
    compare: ['more playlists than', 'fewer playlists than'],
    topic: 'playlists',
    group: 'how',
  },
];
