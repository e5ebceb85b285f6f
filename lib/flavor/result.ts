import { isRecord, numberOrNumericString } from '../guards';
import { binFor, rowForBins, type Bin, type FlavorRow, type RowKey } from './table';
import { cardFieldsForRow } from './card';
import type { ListeningNumbers } from './listening-numbers';
import type { Certainty } from './certainty';
import type { TraitClues } from './clue';
import type { SampleMarker } from '../sample-name';

/** The flavour result of docs/product-rules.md § The result and the table, as the AI (or our built-in scorer) produces it and as we store it. */
export interface FlavorEvidence {
  extraversion_signals: string[];
  conscientiousness_signals: string[];
  openness_signals: string[];
}

export interface FlavorResult {
  E_score: string;
  C_score: string;
  O_score: string;
  E_bin: Bin;
  C_bin: Bin;
  O_bin: Bin;
  row_key: RowKey;
  personality_type: string;
  funky_flavour_name: string;
  og_flavour_name: string;
  og_flavour_description: string;
  personality_description: string;
  celebrities: string[];
  primary_color: { name: string; hex: string };
  evidence: FlavorEvidence;
  /**
   * Ours, not the spec's: what the built-in widget counted. Optional (the third-party widget and results
   * saved before it existed have none); isFlavorResult ignores it, and readers pass it through
   * readListeningNumbers (storage drops a malformed one rather than the whole result).
   */
  listening_numbers?: ListeningNumbers;
  /**
   * Set only for a built-in sample listener's result: every view says it is a sample, worded by the page from
   * the id (lib/sample-name.ts). Readers pass it through readSample, which also reads the older English marker.
   */
  sample?: SampleMarker;
  /** Set only for a result from the listening quiz: every view says it comes from answers. */
  quiz?: QuizMarker;
  /**
   * Ours, not the spec's: how sure the built-in scorer is (certainty.ts). Optional: the third-party
   * widget's results and results saved before it existed have none and keep today's view.
   */
  certainty?: Certainty;
  /**
   * Ours, not the spec's: the built-in scorer's evidence sentences as data (clue.ts), one per signal, so the
   * why view writes them in the page's language. Optional like `certainty`; readers pass it through readClues
   * (a malformed one is dropped, never the result), and the signals stay the words for everyone else.
   */
  clues?: TraitClues;
}

/** How many of the quiz's questions the visitor answered. */
export interface QuizMarker {
  answered: number;
  asked: number;
}

export interface TraitScores {
  E: number;
  C: number;
  O: number;
}

export const EMPTY_EVIDENCE: FlavorEvidence = {
  extraversion_signals: [],
  conscientiousness_signals: [],
  openness_signals: [],
};

/** Scores are strings "0"–"100" in the schema; numbers are accepted too. Anything else is not a score. */
export function readScore(value: unknown): number | undefined {
  const n = numberOrNumericString(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : undefined;
}

/** Builds a complete result whose every table value comes from the canonical row for the scores. */
export function buildResult(scores: TraitScores, evidence: FlavorEvidence = EMPTY_EVIDENCE): FlavorResult {
  const bins = { E: binFor(scores.E), C: binFor(scores.C), O: binFor(scores.O) };
  const row: FlavorRow = rowForBins(bins);
  return {
    E_score: String(scores.E),
    C_score: String(scores.C),
    O_score: String(scores.O),
    E_bin: bins.E,
    C_bin: bins.C,
    O_bin: bins.O,
    row_key: row.rowKey,
    ...cardFieldsForRow(row),
    og_flavour_description: row.ogFlavorDescription,
    evidence: {
      extraversion_signals: [...evidence.extraversion_signals],
      conscientiousness_signals: [...evidence.conscientiousness_signals],
      openness_signals: [...evidence.openness_signals],
    },
  };
}

/** Keeps only string signals; a missing or malformed evidence block becomes empty lists. */
export function readEvidence(value: unknown): FlavorEvidence {
  if (!isRecord(value)) return EMPTY_EVIDENCE;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  return {
    extraversion_signals: list(value.extraversion_signals),
    conscientiousness_signals: list(value.conscientiousness_signals),
    openness_signals: list(value.openness_signals),
  };
}

/**
 * The shape guard for values we stored ourselves (storage reads, worker replies).
 *
 * Self-contained on purpose: /flavor also runs it as an inline script, serialised with Function#toString,
 * before any bundle has loaded (lib/prepaint/prepaint.ts). So it may use only its argument and JavaScript's
 * globals: its small helpers live inside it (`isRecord` mirrors lib/guards.ts, `isScoreText` is readScore
 * for strings; __tests__/flavor/result-guard.test.ts keeps them in step).
 */
export function isFlavorResult(value: unknown): value is FlavorResult {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const isStringArray = (v: unknown): v is string[] =>
    Array.isArray(v) && v.every((item) => typeof item === 'string');
  const isScoreText = (v: unknown): v is string => {
    if (typeof v !== 'string' || v.trim() === '') return false;
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 && n <= 100;
  };
  const isBin = (v: unknown) => v === 'High' || v === 'Low';
  if (!isRecord(value)) return false;
  const color = value.primary_color;
  const evidence = value.evidence;
  return (
    isScoreText(value.E_score) &&
    isScoreText(value.C_score) &&
    isScoreText(value.O_score) &&
    isBin(value.E_bin) &&
    isBin(value.C_bin) &&
    isBin(value.O_bin) &&
    typeof value.row_key === 'string' &&
    typeof value.personality_type === 'string' &&
    typeof value.funky_flavour_name === 'string' &&
    typeof value.og_flavour_name === 'string' &&
    typeof value.og_flavour_description === 'string' &&
    typeof value.personality_description === 'string' &&
    isStringArray(value.celebrities) &&
    isRecord(color) &&
    typeof color.name === 'string' &&
    typeof color.hex === 'string' &&
    isRecord(evidence) &&
    isStringArray(evidence.extraversion_signals) &&
    isStringArray(evidence.conscientiousness_signals) &&
    isStringArray(evidence.openness_signals)
  );
}
