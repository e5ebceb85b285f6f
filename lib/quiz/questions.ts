import type { TraitKey } from '../flavor/table';
import type { FeatureId } from '../scoring/traits/feature-table';
import type { QuizMeasureId } from './quiz-measures';
import type { Translator } from '../i18n/translator';

/**
 * The listening quiz's questions (docs/scoring-model.md § The listening quiz), in words people know: how often,
 * how long, at what time, never a count out of 100. Each asks about one habit a listener notices about
 * themselves (`measure`, computed from plays in quiz-measures.ts) that stands near one habit of the model
 * (`feature`); each option is a range of that habit in everyday words. Where real listeners fall among those
 * ranges is measured on the calibration corpus (quiz-calibration.json), and each option stands for the
 * feature value of the listener in the middle of its own (option-scale.ts). Order: what you play, when, how.
 */
export type QuizFeature = Extract<
  FeatureId,
  'O2' | 'O3' | 'O4' | 'C1' | 'C2' | 'C6' | 'C8' | 'E1' | 'E4' | 'E7'
>;

export interface QuestionSpec {
  /** Stable id: answers, tests, the calibration file and the docs table name a question by it. */
  readonly id: QuizMeasureId;
  readonly feature: QuizFeature;
  readonly trait: TraitKey;
  /**
   * Where one option ends and the next begins, in the measure's unit: one fewer than the options, which run
   * from the least of the habit to the most. The words of the question and its options are in the catalogue
   * (Quiz.questions, read with questionWords), never here: this module goes to the visitor's browser.
   */
  readonly edges: readonly number[];
  /** The unit of `edges`, for the docs. */
  readonly unit: string;
  /** true: more of the asked habit is more of the feature; false: less of it (skips against follow-through). */
  readonly rising: boolean;
  /** The question's wide-screen group: a few questions share a screen where there is room. */
  readonly group: 'what' | 'when' | 'how';
}

/** How many options a question offers: one more than its edges. */
export function optionCount(q: Pick<QuestionSpec, 'edges'>): number {
  return q.edges.length + 1;
}

/** The words of a question and its options, in `t`'s language (messages/<locale>.json, Quiz.questions). */
export function questionWords(
  t: Translator<'Quiz'>,
  q: Pick<QuestionSpec, 'id' | 'edges'>,
): { readonly text: string; readonly labels: readonly string[] } {
  // Options are keyed 0…n−1 in the catalogue; there is one more option than edges.
  const labels = Array.from({ length: optionCount(q) }, (_, k) =>
    t(`questions.${q.id}.options.${k}` as `questions.${QuizMeasureId}.options.0`),
  );
  return { text: t(`questions.${q.id}.text`), labels };
}

/** The questions, in the order the quiz asks them. */
export const QUESTIONS: readonly QuestionSpec[] = [
  {
    id: 'new-artists',
    feature: 'O2',
    trait: 'O',
    // Days a week with a song by an artist not played in the four weeks before.
    edges: [1.5, 2.5, 4.5, 5.5],
    unit: 'days a week',
    rising: true,
    group: 'what',
  },
  {
    id: 'favourites',
    feature: 'O3',
    trait: 'O',
    // The top ten artists' part of the plays (O3 itself).
    edges: [0.22, 0.3, 0.42, 0.55],
    unit: 'part of the plays',
    rising: true,
    group: 'what',
  },
  {
    id: 'on-repeat',
    feature: 'O4',
    trait: 'O',
    // Days a week with one song played three times or more.
    edges: [0.25, 0.75, 2, 3.5],
    unit: 'days a week',
    rising: true,
    group: 'what',
  },
  {
    id: 'days-a-week',
    feature: 'E7',
    trait: 'E',
    // E7 (days with music, breaks of two weeks left out) times seven.
    edges: [4.5, 5.5, 6.5],
    unit: 'days a week',
    rising: true,
    group: 'when',
  },
  {
    id: 'weekend-evenings',
    feature: 'E1',
    trait: 'E',
    // E1 itself: the Friday and Saturday evenings (18:00–02:00) with music.
    edges: [0.3, 0.5, 0.75, 0.9],
    unit: 'part of those evenings',
    rising: true,
    group: 'when',
  },
  {
    id: 'first-song',
    feature: 'C2',
    trait: 'C',
    // C2 (hours after 04:00) on the clock.
    edges: [8.5, 10, 11, 13],
    unit: 'hour of the day',
    rising: true,
    group: 'when',
  },
  {
    id: 'last-song',
    feature: 'C8',
    trait: 'C',
    // C8 (hours after 04:00) on the clock, past 24 after midnight.
    edges: [19, 20.5, 22, 24],
    unit: 'hour of the day',
    rising: true,
    group: 'when',
  },
  {
    id: 'after-midnight',
    feature: 'C1',
    trait: 'C',
    // Days a week with a song started 00:00–04:59.
    edges: [0.25, 0.75, 1.5, 3],
    unit: 'days a week',
    rising: true,
    group: 'when',
  },
  {
    id: 'hours-a-day',
    feature: 'E4',
    trait: 'E',
    // Hours of songs (30 s or more) per day with music.
    edges: [1, 1.5, 2.5, 4.5],
    unit: 'hours',
    rising: true,
    group: 'how',
  },
  {
    id: 'skips',
    feature: 'C6',
    trait: 'C',
    // The songs skipped within 30 seconds (1 − C6).
    edges: [0.1, 0.2, 0.4, 0.55],
    unit: 'part of the songs',
    // C6 is follow-through: more skipping is less of it.
    rising: false,
    group: 'how',
  },
];
