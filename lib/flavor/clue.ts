import type { MessageKeys, NestedKeyOf } from 'use-intl/core';
import { isRecord } from '../guards';
import type { Messages } from '../i18n/messages';
import type { TraitKey } from './table';

/**
 * A clue (an evidence sentence) as data: what it says, not its words. The scorer builds clues and writes them
 * once in the scoring language into the result's `evidence.*_signals` (the spec's strings, for third parties
 * and old readers); it keeps the clues too (`FlavorResult.clues`), so the why view writes them again in the
 * page's language (clue-text.ts). docs/scoring-model.md § Evidence.
 *
 * A clue is a message key of the catalogue, namespace and all (`Evidence.sentence.plain`,
 * `Quiz.questions.first-song.options.0`), with its arguments: plain text (a name from the export, a clock
 * time, a select's value), a number, another clue, or a list of clues that is written joined with ", ".
 */
export interface Clue {
  readonly key: string;
  readonly args?: Readonly<Record<string, ClueArg>>;
  /** How the written words' first letter is cased (see ClueCase); absent: as the message has it. */
  readonly case?: ClueCase;
}

export type ClueArg = string | number | Clue | readonly Clue[];

/**
 * `up`: the first letter upper-cased (a sentence's start). `counter`: a sentence after "That said:", whose first
 * letter the language lowers (English) or keeps (German, whose nouns keep their capitals): the language's
 * `Evidence.counterpointCase`.
 */
export type ClueCase = 'up' | 'counter';

/** Per trait, one clue per evidence sentence, in the order of the result's signals. */
export type TraitClues = Readonly<Record<TraitKey, readonly Clue[]>>;

/** A key of the `Evidence` messages, checked against the English catalogue as `Translator<'Evidence'>` does. */
export type EvidenceKey = MessageKeys<Messages['Evidence'], NestedKeyOf<Messages['Evidence']>>;

/** A quiz question's id, as the catalogue's `Quiz.questions` names them. */
export type QuizQuestionKey = keyof Messages['Quiz']['questions'];

/** The clue of an `Evidence` message: `evidenceClue('fact.O2', { percent })` says what `t('fact.O2', …)` said. */
export function evidenceClue(key: EvidenceKey, args?: Readonly<Record<string, ClueArg>>): Clue {
  return args ? { key: `Evidence.${key}`, args } : { key: `Evidence.${key}` };
}

/** The very words of a quiz option's button (`Quiz.questions.<id>.options.<index>`). */
export function optionClue(question: QuizQuestionKey, index: number): Clue {
  return { key: `Quiz.questions.${question}.options.${index}` };
}

export function withCase(clue: Clue, c: ClueCase): Clue {
  return { ...clue, case: c };
}

/** The keys a clue may name: `Evidence` messages and the quiz's options, nothing else of the catalogue. */
const CLUE_KEY = /^(?:Evidence(?:\.[A-Za-z0-9-]+){1,4}|Quiz\.questions\.[a-z0-9-]+\.options\.[0-9])$/;
const ARG_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** A key every segment of which names the catalogue's own entries (never `constructor`, `toString`, …). */
export function isClueKey(key: unknown): key is string {
  return (
    typeof key === 'string' &&
    key.length <= 120 &&
    CLUE_KEY.test(key) &&
    key.split('.').every((part) => !(part in Object.prototype))
  );
}

/** Limits of a stored clue: the scorer's deepest is 6 levels (the quiz's counterpoint), 8 clues a trait. */
export const CLUE_LIMITS = {
  depth: 8,
  perTrait: 12,
  args: 8,
  list: 25,
  text: 200,
  /** Clues of the three traits together, nested ones included. */
  nodes: 800,
} as const;

function readClue(value: unknown, depth: number, budget: { nodes: number }): Clue | undefined {
  if (depth > CLUE_LIMITS.depth || ++budget.nodes > CLUE_LIMITS.nodes || !isRecord(value)) return undefined;
  const { key, args, case: c } = value;
  if (!isClueKey(key)) return undefined;
  if (c !== undefined && c !== 'up' && c !== 'counter') return undefined;
  if (Object.keys(value).some((name) => name !== 'key' && name !== 'args' && name !== 'case'))
    return undefined;
  let read: Record<string, ClueArg> | undefined;
  if (args !== undefined) {
    if (!isRecord(args)) return undefined;
    const entries = Object.entries(args);
    if (entries.length > CLUE_LIMITS.args) return undefined;
    read = {};
    for (const [name, arg] of entries) {
      const checked = ARG_NAME.test(name) ? readArg(arg, depth, budget) : undefined;
      if (checked === undefined) return undefined;
      read[name] = checked;
    }
  }
  return { key, ...(read && { args: read }), ...(c && { case: c }) };
}

function readArg(value: unknown, depth: number, budget: { nodes: number }): ClueArg | undefined {
  if (typeof value === 'string') return value.length <= CLUE_LIMITS.text ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    if (value.length > CLUE_LIMITS.list) return undefined;
    const list = value.map((item) => readClue(item, depth + 1, budget));
    return list.every((item): item is Clue => item !== undefined) ? list : undefined;
  }
  return readClue(value, depth + 1, budget);
}

/** The result's stored signals (result.ts FlavorEvidence), which the clues stand beside one for one. */
type Signals = Readonly<
  Record<'extraversion_signals' | 'conscientiousness_signals' | 'openness_signals', readonly string[]>
>;

const SIGNALS: Readonly<Record<TraitKey, keyof Signals>> = {
  E: 'extraversion_signals',
  C: 'conscientiousness_signals',
  O: 'openness_signals',
};

/**
 * A result's clues as outside input (storage, the worker's reply, the widget's message): kept only when every
 * clue has the shape above, within the limits, and each trait has exactly one clue per stored signal;
 * anything else is dropped as a whole, never the result (the view then shows the stored signals). Whether a
 * key exists in the catalogue is checked when a clue is written (clue-text.ts).
 */
export function readClues(value: unknown, evidence: Signals): TraitClues | undefined {
  if (!isRecord(value)) return undefined;
  const budget = { nodes: 0 };
  const out: Partial<Record<TraitKey, Clue[]>> = {};
  for (const trait of ['E', 'C', 'O'] as const) {
    const list = value[trait];
    if (!Array.isArray(list) || list.length > CLUE_LIMITS.perTrait) return undefined;
    if (list.length !== evidence[SIGNALS[trait]].length) return undefined;
    const clues = list.map((item) => readClue(item, 1, budget));
    if (!clues.every((c): c is Clue => c !== undefined)) return undefined;
    out[trait] = clues;
  }
  return out as TraitClues;
}
