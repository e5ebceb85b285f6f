import type { ListeningNumbers } from './listening-numbers';
import { readClues, type Clue } from './clue';
import { renderClue } from './clue-text';
import { readScore, type FlavorResult } from './result';
import { HIGH_THRESHOLD, binFor, type Bin, type TraitKey } from './table';
import { intlLocale, type FlavorWords } from './words';
import type { Locale } from '../i18n/routing';
import type { RootTranslator, Translator } from '../i18n/translator';

/** "Why this flavour" on /flavor: what a result says about each trait, as plain text in the page language. */

export interface TraitExplanation {
  key: TraitKey;
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

/**
 * `words`: the page's translator (`useTranslations()`, with the `Evidence` and `Quiz.questions` messages). A
 * result with clues (clue.ts) shows each in the page's language; a clue that cannot be written, and a result
 * without clues (the third-party widget's, one saved before clues), shows the stored sentence.
 */
export function explainTraits(
  result: Pick<FlavorResult, 'E_score' | 'C_score' | 'O_score' | 'evidence' | 'clues'>,
  words?: RootTranslator,
): TraitExplanation[] {
  const scores = { E: result.E_score, C: result.C_score, O: result.O_score };
  // Storage is outside input: the clues pass their guard again before they are written.
  const clues = words && readClues(result.clues as unknown, result.evidence);
  return (['E', 'C', 'O'] as const).map((key) => {
    const score = Math.round(readScore(scores[key]) ?? 0);
    const stored = result.evidence[SIGNALS[key]];
    const signals = clues && words ? stored.map((s, i) => rewrite(clues[key][i], words) ?? s) : stored;
    return {
      key,
      score,
      // From the score, like the card's row: a saved result is canonical, so this equals its E/C/O_bin.
      bin: binFor(score),
      signals: signals.filter((s) => s.trim() !== ''),
    };
  });
}

function rewrite(clue: Clue | undefined, words: RootTranslator): string | undefined {
  return clue && renderClue(clue, words);
}

/** A trait's name in the page language: "Openness", "Offenheit". */
export function traitName(key: TraitKey, traits: Translator<'Traits'>): string {
  return traits(key);
}

/** High or Low as the meter shows it: "High", "Hoch". */
export function binLabel(bin: Bin, traits: Translator<'Traits'>): string {
  return bin === 'High' ? traits('high') : traits('low');
}

/** The sentence a screen reader reads for a trait's meter (the bar itself is decoration). */
export function traitSummary(
  t: Pick<TraitExplanation, 'key' | 'score' | 'bin'>,
  traits: Translator<'Traits'>,
): string {
  return traits('summary', {
    name: traitName(t.key, traits),
    score: t.score,
    bin: t.bin,
    threshold: HIGH_THRESHOLD,
  });
}

/** A date of the numbers ("5 Jan 2023", "5. Jan. 2023"); an unreadable one stays as it is. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "Your listening in numbers": label and value, in reading order, in the page language. */
export function numberRows(
  n: ListeningNumbers,
  { why, locale }: FlavorWords,
): { label: string; value: string }[] {
  return [
    { label: why('playsLabel'), value: why('plays', { count: n.plays }) },
    // One decimal, as counted; the message then says "1 hour" or "512.3 hours" in the page's own digits.
    { label: why('hoursLabel'), value: why('hours', { hours: Math.round(n.hours * 10) / 10 }) },
    { label: why('daysLabel'), value: why('days', { count: n.days }) },
    { label: why('artistsLabel'), value: why('artists', { count: n.artists }) },
    { label: why('tracksLabel'), value: why('tracks', { count: n.tracks }) },
    {
      label: why('fromLabel'),
      value: why('fromTo', { from: formatDate(n.firstDate, locale), to: formatDate(n.lastDate, locale) }),
    },
  ];
}

function monthOf(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Which months were read: "Your listening from March 2017 to February 2018" (the newest year that holds
 * enough music, lib/scoring/listening/reading-year.ts). Last.fm's API gives only the last 12 months, and it says so.
 */
export function readingMonths(
  n: Pick<ListeningNumbers, 'firstDate' | 'lastDate' | 'lastfm'>,
  { why, locale }: FlavorWords,
): string {
  const from = monthOf(n.firstDate, locale);
  const to = monthOf(n.lastDate, locale);
  const span = from === to ? why('readingOneMonth', { month: from }) : why('readingMonths', { from, to });
  return n.lastfm ? why('readingLastfm', { span }) : why('readingNewest', { span });
}
