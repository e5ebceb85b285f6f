import { TRAIT_NAMES, type Bin, type TraitKey } from '../../flavor/table';
import { capitalise, formatCount, plural } from './evidence-format';
import { QUALIFYING_MS, type FeatureId } from './feature-table';
import type { DataSourceId } from '../population-reference';
import { HABIT_NAMES, SOURCE_MISSES, SOURCE_NAMES } from './source-features';

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
  readonly sentence: string;
  /** weight × direction × z: the feature's pull on the trait. */
  readonly contribution: number;
  /** Measured against real listeners (not only the prior). */
  readonly referenced: boolean;
}

const SUGGESTS: Readonly<Record<TraitKey, Readonly<Record<Bin, string>>>> = {
  O: { High: 'an explorer streak', Low: 'that you know what you love and keep coming back to it' },
  C: { High: 'a steady, regular rhythm', Low: 'that you go with the flow more than the clock' },
  E: {
    High: 'that music is often part of your social time',
    Low: 'that music is more of a personal, solo space for you',
  },
};

/** What a score just either side of the line (55 ≤ T < 65) hints at: still a firm bin, worded more softly. */
const LEANS: Readonly<Record<TraitKey, Readonly<Record<Bin, string>>>> = {
  O: { High: 'shows a hint of an explorer streak', Low: 'leans slightly towards old favourites' },
  C: { High: 'shows a hint of a regular rhythm', Low: 'leans slightly towards going with the flow' },
  E: {
    High: 'hints that music is part of your social time',
    Low: 'leans slightly towards music as your own, solo space',
  },
};

function scoreLine(trait: TraitKey, score: number, bin: Bin): string {
  const name = TRAIT_NAMES[trait];
  const lead = `Put together, your ${name} comes out at ${score} out of 100`;
  if (score >= 55 && score < 65)
    return `${lead}, just ${bin === 'High' ? 'over' : 'under'} the line at 60: your listening ${LEANS[trait][bin]}.`;
  return `${lead}: listeners with habits like yours tend to score ${bin === 'High' ? 'higher' : 'lower'} here, and yours suggests ${SUGGESTS[trait][bin]}.`;
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
  readonly basis: string;
  /** Replaces the note on a score below 5 or above 95. */
  readonly extreme: string;
}

/** The data source, and the trait's habits it cannot show at all. */
export interface SourceLimits {
  readonly source: DataSourceId;
  readonly unfed: readonly FeatureId[];
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** "Spotify’s account data does not show shared speakers and cars or devices and places, so …" */
function unfedNote(limits: SourceLimits): string | undefined {
  // Two ids can name one habit (C4 and E6 are the same weekend shift).
  const habits = [...new Set(limits.unfed.map((id) => HABIT_NAMES[id]))];
  if (habits.length === 0) return undefined;
  const misses = SOURCE_MISSES[limits.source] ?? 'does not show';
  return `${capitalise(SOURCE_NAMES[limits.source])} ${misses} ${listInWords(habits)}, so ${habits.length === 1 ? 'that counts' : 'those count'} as average here.`;
}

export function traitEvidence(
  trait: TraitKey,
  score: number,
  bin: Bin,
  items: readonly EvidenceItem[],
  coverage: Coverage,
  limits?: SourceLimits,
): string[] {
  const agrees = (c: number) => (bin === 'High' ? c >= 0 : c <= 0);
  const byStrength = (a: EvidenceItem, b: EvidenceItem) =>
    Math.abs(b.contribution) - Math.abs(a.contribution);
  const supporting = items.filter((i) => agrees(i.contribution)).sort(byStrength);
  const counter = items.filter((i) => !agrees(i.contribution)).sort(byStrength);
  // The first sentence compares the visitor with real listeners whenever any habit was measured on them.
  const lead =
    supporting.find((i) => i.referenced) ?? supporting[0] ?? counter.find((i) => i.referenced) ?? counter[0];

  const facts = [...supporting, ...counter].filter((i) => i !== lead);
  const sentences: string[] = [];
  if (lead) sentences.push(capitalise(lead.sentence));
  sentences.push(scoreLine(trait, score, bin));
  let counterpoints = 0;
  for (const item of facts) {
    const text = capitalise(item.sentence);
    const first = !agrees(item.contribution) && counterpoints++ === 0;
    sentences.push(first ? `That said: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  }

  // Notes that must survive the cap replace the weakest facts.
  const notes: string[] = [];
  if (score < EXTREME_LOW || score > EXTREME_HIGH)
    notes.push(
      coverage.notes?.extreme ??
        `A score this far from 50 is rare: it takes nearly every habit pointing the same way over ${plural(coverage.qualifyingPlays, 'play', 'plays')}, and yours do.`,
    );
  const unfed = limits && unfedNote(limits);
  if (unfed) notes.push(unfed);
  if (coverage.notes && sentences.length + notes.length < MIN_SIGNALS) notes.push(coverage.notes.basis);
  else if (coverage.earlyRead || sentences.length + notes.length < MIN_SIGNALS)
    notes.push(
      `This read rests on ${plural(coverage.qualifyingPlays, 'song', 'songs')} played for ${QUALIFYING_MS / 1000} seconds or more over ${formatCount(coverage.days)} days${coverage.earlyRead ? ', so treat it as an early read that may shift as you listen more' : ''}.`,
    );
  return [...sentences.slice(0, MAX_SIGNALS - notes.length), ...notes];
}
