// use-intl is next-intl's core: its translator without next-intl's React provider and navigation code, which
// the root 'next-intl' entry would pull into a worker's or client component's bundle.
import { createTranslator, type _Translator } from 'use-intl/core';
import type { Locale } from './routing';
import type { Messages } from './messages';

/**
 * A translator for one namespace of the catalogue, typed by its keys and arguments. Pure code in lib/ that
 * builds sentences (the why view, the share text, the share pictures, the worker's evidence) takes one of these
 * instead of writing English itself: a component passes `useTranslations('…')`, a worker or a script passes
 * `translatorFor(…)`.
 */
export type Translator<N extends keyof Messages> = _Translator<Messages, N>;

/**
 * A translator outside React (a worker, a script, a test): the page hands the worker its namespace's messages
 * and language; scripts and tests import a catalogue. Numbers and dates are formatted in Berlin's time zone only
 * where a message asks for a date, and no message does: times are the visitor's own, formatted before.
 */
export function translatorFor<N extends keyof Messages>(locale: Locale, messages: Messages, namespace: N) {
  return createTranslator({ locale, messages, namespace }) as unknown as Translator<N>;
}

/**
 * A translator of the whole catalogue, keys named with their namespace (`Evidence.sentence.plain`): what a clue
 * is written with (lib/flavor/clue-text.ts), since a clue names keys of more than one namespace. A component
 * passes `useTranslations()`; a worker, a script or a test passes this, with the namespaces it has.
 */
export type RootTranslator = _Translator<Messages, never>;

export function rootTranslatorFor(locale: Locale, messages: Partial<Messages>): RootTranslator {
  return createTranslator({ locale, messages: messages as Messages }) as unknown as RootTranslator;
}
