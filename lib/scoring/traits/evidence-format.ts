import { evidenceClue, withCase, type Clue } from '../../flavor/clue';
import type { Locale } from '../../i18n/routing';
import type { RootTranslator } from '../../i18n/translator';

/**
 * Number and name formatting for evidence sentences (whole numbers: no precise-sounding decimals for a playful
 * read). The sentences are built as clues (lib/flavor/clue.ts): words, plurals and number grouping come from
 * the `Evidence` messages when a clue is written, in the language of the translator that writes it.
 */
/** What the scorer writes the stored signals with: a translator of the `Evidence` (and, for the quiz, `Quiz`) messages. */
export type EvidenceWords = RootTranslator;

/** "1,234,567" in English, "1.234.567" in German. */
export function formatCount(n: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(n));
}

/** "37%", "under 1%" (never a misleading 0% for a real but tiny share), "over 99%"; German "37 %". */
export function formatPercent(share: number): Clue {
  const pct = Math.round(share * 100);
  if (pct === 0 && share > 0) return evidenceClue('format.underOne');
  if (pct === 100 && share < 1) return evidenceClue('format.overNinetyNine');
  return evidenceClue('format.percent', { share: pct / 100 });
}

/** Clock time from minutes after midnight, rounded to 5 minutes: "08:35", "23:10" (the same digits in English and German). */
export function formatClock(minuteOfDay: number): string {
  const rounded = (Math.round(minuteOfDay / 5) * 5) % 1440;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "about 2 hours", "about 40 minutes". */
export function formatDuration(hours: number): Clue {
  const h = Math.abs(hours);
  if (h < 1) return evidenceClue('format.aboutMinutes', { minutes: Math.max(1, Math.round(h * 60)) });
  return evidenceClue('format.aboutHours', { hours: Math.round(h) });
}

const MAX_NAME = 60;

/**
 * A name from the export as plain text: control characters removed, whitespace collapsed, long names cut.
 * The UI renders it as text (never HTML), so nothing else needs escaping.
 */
export function cleanName(name: string): string {
  const text = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > MAX_NAME
    ? `${chars
        .slice(0, MAX_NAME - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** A sentence's start: its first letter upper-cased when it is written. */
export function capitalise(sentence: Clue): Clue {
  return withCase(sentence, 'up');
}
