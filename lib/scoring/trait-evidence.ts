import { TRAIT_NAMES, type Bin, type TraitKey } from '../flavor/table';
import { capitalise, formatCount, plural } from './evidence-format';

/**
 * The 3–8 evidence sentences of one trait (§4.3 step 7, §5): a hedged trait line first ("tend to",
 * "suggests", never "you are"), then the features that agree with the bin, strongest first, then the ones
 * that point the other way (honest counterpoints), then an "early read" note when data is thin.
 */
export const MIN_SIGNALS = 3;
export const MAX_SIGNALS = 8;

export interface EvidenceItem {
  readonly sentence: string;
  /** weight × direction × z: the feature's pull on the trait. */
  readonly contribution: number;
}

const SUGGESTS: Readonly<Record<TraitKey, Readonly<Record<Bin, string>>>> = {
  O: { High: 'an explorer streak', Low: 'that you know what you love and keep coming back to it' },
  C: { High: 'a steady, regular rhythm', Low: 'that you go with the flow more than the clock' },
  E: {
    High: 'that music is often part of your social time',
    Low: 'that music is more of a personal, solo space for you',
  },
};

/** §4.3 step 6: 55 ≤ T < 65 is "leaning" — still a firm bin, worded more softly. */
function traitLine(trait: TraitKey, score: number, bin: Bin): string {
  const name = TRAIT_NAMES[trait];
  const leaning = score >= 55 && score < 65;
  const tendency =
    bin === 'High'
      ? leaning
        ? `tend to lean slightly higher on ${name}`
        : `tend to score higher on ${name}`
      : leaning
        ? `tend to land just below the middle on ${name}`
        : `tend to score lower on ${name}`;
  return `Listeners with habits like yours ${tendency}, and your listening suggests ${SUGGESTS[trait][bin]}.`;
}

export interface Coverage {
  readonly qualifyingPlays: number;
  readonly days: number;
  readonly earlyRead: boolean;
}

export function traitEvidence(
  trait: TraitKey,
  score: number,
  bin: Bin,
  items: readonly EvidenceItem[],
  coverage: Coverage,
): string[] {
  const agrees = (c: number) => (bin === 'High' ? c >= 0 : c <= 0);
  const byStrength = (a: EvidenceItem, b: EvidenceItem) =>
    Math.abs(b.contribution) - Math.abs(a.contribution);
  const supporting = items.filter((i) => agrees(i.contribution)).sort(byStrength);
  const counter = items.filter((i) => !agrees(i.contribution)).sort(byStrength);

  const sentences = [traitLine(trait, score, bin)];
  for (const item of supporting) sentences.push(capitalise(item.sentence));
  counter.forEach((item, k) => {
    const text = capitalise(item.sentence);
    sentences.push(k === 0 ? `That said: ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);
  });
  const note = `This read rests on ${plural(coverage.qualifyingPlays, 'song', 'songs')} played for 30 seconds or more over ${formatCount(coverage.days)} days${coverage.earlyRead ? ', so treat it as an early read that may shift as you listen more' : ''}.`;
  if (coverage.earlyRead || sentences.length < MIN_SIGNALS) {
    // The note must survive the cap when it matters most (an early read), so it replaces the weakest line.
    if (sentences.length >= MAX_SIGNALS) sentences.length = MAX_SIGNALS - 1;
    sentences.push(note);
  }
  return sentences.slice(0, MAX_SIGNALS);
}
