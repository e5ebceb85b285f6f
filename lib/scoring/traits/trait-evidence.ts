import type { Bin, TraitKey } from '../../flavor/table';
import { evidenceClue as t, withCase, type Clue } from '../../flavor/clue';
import { capitalise } from './evidence-format';
import { QUALIFYING_MS, type FeatureId } from './feature-table';
import type { DataSourceId } from '../population-reference';

/**
 * The 3–8 evidence sentences of one trait (docs/scoring-model.md § Evidence). Every sentence carries the
 * visitor's own numbers: first the habit that pulled hardest towards the result (measured against real
 * listeners where we can), then the trait's score with a hedged reading ("tend to", "suggests", never "you
 * are"), then the other agreeing habits by strength, then those pointing the other way (honest
 * counterpoints), then notes on rare extremes and on thin data.
 */
export const MIN_SIGNALS = 3;
export const MAX_SIGNALS = 8;
/** Scores beyond these are rare by design (trait-score.ts limitTails) and say why they were given. */
export const EXTREME_LOW = 5;
export const EXTREME_HIGH = 95;

export interface EvidenceItem {
  readonly sentence: Clue;
  /** weight × direction × z: the feature's pull on the trait. */
  readonly contribution: number;
  /** Measured against real listeners (not only the prior). */
  readonly referenced: boolean;
}

/**
 * The trait's score with its hedged reading; a score just either side of the line (55 ≤ T < 65) is still a
 * firm bin, worded more softly.
 */
function scoreLine(trait: TraitKey, score: number, bin: Bin): Clue {
  const lean = score >= 55 && score < 65;
  return t(`score.${trait}.${lean ? (bin === 'High' ? 'leanHigh' : 'leanLow') : bin}`, { score });
}

export interface Coverage {
  readonly qualifyingPlays: number;
  readonly days: number;
  readonly earlyRead: boolean;
  /** A read that is not a listening history (the quiz) says in its own words what it rests on. */
  readonly notes?: CoverageNotes;
}

export interface CoverageNotes {
  /** Replaces the note on plays and days, when the trait needs a third sentence. */
  readonly basis: Clue;
  /** Replaces the note on a score below 5 or above 95. */
  readonly extreme: Clue;
}

/** The data source, and the trait's habits it cannot show at all. */
export interface SourceLimits {
  readonly source: DataSourceId;
  readonly unfed: readonly FeatureId[];
}

/** "a, b or c": the list's clues but the last are written joined with ", ". */
function listInWords(items: readonly Clue[]): Clue {
  const last = items[items.length - 1];
  if (items.length <= 1 && last) return last;
  return t('format.or', { items: items.slice(0, -1), last: last ?? '' });
}

/** Two ids name one habit: C4 and E6 are the same weekend shift. */
const SAME_HABIT: Partial<Record<FeatureId, FeatureId>> = { E6: 'C4' };

/** "Spotify’s account data does not show shared speakers and cars or devices and places, so …" */
function unfedNote(limits: SourceLimits): Clue | undefined {
  // Two ids can name one habit (C4 and E6 are the same weekend shift): it is named once.
  const ids = [...new Set(limits.unfed.map((id) => SAME_HABIT[id] ?? id))];
  const habits = ids.map((id) => t(`habits.${id}`));
  if (habits.length === 0) return undefined;
  return t(`unfed.${limits.source}`, { habits: listInWords(habits), count: habits.length });
}

export function traitEvidence(
  trait: TraitKey,
  score: number,
  bin: Bin,
  items: readonly EvidenceItem[],
  coverage: Coverage,
  limits?: SourceLimits,
): Clue[] {
  const agrees = (c: number) => (bin === 'High' ? c >= 0 : c <= 0);
  const byStrength = (a: EvidenceItem, b: EvidenceItem) =>
    Math.abs(b.contribution) - Math.abs(a.contribution);
  const supporting = items.filter((i) => agrees(i.contribution)).sort(byStrength);
  const counter = items.filter((i) => !agrees(i.contribution)).sort(byStrength);
  // The first sentence compares the visitor with real listeners whenever any habit was measured on them.
  const lead =
    supporting.find((i) => i.referenced) ?? supporting[0] ?? counter.find((i) => i.referenced) ?? counter[0];

  const facts = [...supporting, ...counter].filter((i) => i !== lead);
  const sentences: Clue[] = [];
  if (lead) sentences.push(capitalise(lead.sentence));
  sentences.push(scoreLine(trait, score, bin));
  // "That said: music played on …": English lowers the sentence's first letter, German keeps its nouns' capitals
  // (the case `counter`, applied in the language the clue is written in).
  let counterpoints = 0;
  for (const item of facts) {
    const first = !agrees(item.contribution) && counterpoints++ === 0;
    sentences.push(
      first ? t('counterpoint', { sentence: withCase(item.sentence, 'counter') }) : capitalise(item.sentence),
    );
  }

  // Notes that must survive the cap replace the weakest facts.
  const notes: Clue[] = [];
  if (score < EXTREME_LOW || score > EXTREME_HIGH)
    notes.push(
      coverage.notes?.extreme ?? t('notes.extreme', { plays: Math.round(coverage.qualifyingPlays) }),
    );
  const unfed = limits && unfedNote(limits);
  if (unfed) notes.push(unfed);
  if (coverage.notes && sentences.length + notes.length < MIN_SIGNALS) notes.push(coverage.notes.basis);
  else if (coverage.earlyRead || sentences.length + notes.length < MIN_SIGNALS)
    notes.push(
      t(coverage.earlyRead ? 'notes.basisEarly' : 'notes.basis', {
        songs: Math.round(coverage.qualifyingPlays),
        seconds: QUALIFYING_MS / 1000,
        days: Math.round(coverage.days),
      }),
    );
  return [...sentences.slice(0, MAX_SIGNALS - notes.length), ...notes];
}
