import type { ListeningNumbers } from './listening-numbers';
import { readScore, type FlavorResult } from './result';
import { HIGH_THRESHOLD, TRAIT_NAMES, binFor, type Bin, type TraitKey } from './table';

/** "Why this flavour" on /flavor: what a result says about each trait, as plain text. */

export interface TraitExplanation {
  key: TraitKey;
  name: string;
  /** 0–100, whole. */
  score: number;
  bin: Bin;
  signals: readonly string[];
}

const SIGNALS: Readonly<Record<TraitKey, keyof FlavorResult['evidence']>> = {
  E: 'extraversion_signals',
  C: 'conscientiousness_signals',
  O: 'openness_signals',
};

/** How many evidence sentences show before "show more". */
export const VISIBLE_SIGNALS = 3;

export function explainTraits(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score' | 'evidence'>,
): TraitExplanation[] {
  const scores = { E: result.E_score, C: result.C_score, O: result.O_score };
  return (['E', 'C', 'O'] as const).map((key) => {
    const score = Math.round(readScore(scores[key]) ?? 0);
    return {
      key,
      name: TRAIT_NAMES[key],
      score,
      // From the score, like the card's row: a saved result is canonical, so this equals its E/C/O_bin.
      bin: binFor(score),
      signals: result.evidence[SIGNALS[key]].filter((s) => s.trim() !== ''),
    };
  });
}

/** The sentence a screen reader reads for a trait's meter (the bar itself is decoration). */
export function traitSummary(t: Pick<TraitExplanation, 'name' | 'score' | 'bin'>): string {
  return `${t.name}: ${t.score} out of 100, ${t.bin} (${HIGH_THRESHOLD} and up counts as High)`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}

/** "Your listening in numbers": label and value, in reading order. */
export function numberRows(n: ListeningNumbers): { label: string; value: string }[] {
  const plural = (count: number, one: string, many: string) =>
    `${count === 1 ? '1' : whole.format(count)} ${count === 1 ? one : many}`;
  return [
    { label: 'Plays counted', value: plural(n.plays, 'play', 'plays') },
    { label: 'Listening time', value: `${oneDecimal.format(n.hours)} ${n.hours === 1 ? 'hour' : 'hours'}` },
    { label: 'Days covered', value: plural(n.days, 'day', 'days') },
    { label: 'Artists', value: plural(n.artists, 'artist', 'artists') },
    { label: 'Tracks', value: plural(n.tracks, 'track', 'tracks') },
    { label: 'From', value: `${formatDate(n.firstDate)} to ${formatDate(n.lastDate)}` },
  ];
}

const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthOf(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : month.format(date);
}

/**
 * Which months were read: "Your listening from March 2017 to February 2018" (the newest year that holds
 * enough music, lib/scoring/listening/reading-year.ts). Last.fm's API gives only the last 12 months, and it says so.
 */
export function readingMonths(n: Pick<ListeningNumbers, 'firstDate' | 'lastDate' | 'lastfm'>): string {
  const from = monthOf(n.firstDate);
  const to = monthOf(n.lastDate);
  const span = from === to ? `Your listening in ${from}` : `Your listening from ${from} to ${to}`;
  return n.lastfm
    ? `${span}: Last.fm lets us read only your last 12 months of scrobbles.`
    : `${span}: the newest 12 months of your history with enough music to read.`;
}
