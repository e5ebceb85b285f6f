/** @jest-environment node */
import compile from 'icu-minify/compile';
import { DE_WORDS, EN_WORDS } from '@/__tests__/support/evidence';
import { renderClue, writeClue } from '@/lib/flavor/clue-text';
import type { Messages } from '@/lib/i18n/messages';
import type { RootTranslator } from '@/lib/i18n/translator';
import { buildQuiz } from '@/lib/quiz/quiz';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { importSample } from '@/lib/import/run-import';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import de from '@/messages/de.json';

jest.setTimeout(60_000);

/** Messages as next-intl's loader precompiles them for the pages (nested arrays instead of ICU text). */
function precompile(tree: unknown): unknown {
  if (typeof tree === 'string') return compile(tree);
  return Object.fromEntries(
    Object.entries(tree as Record<string, unknown>).map(([k, v]) => [k, precompile(v)]),
  );
}

/**
 * /flavor in German: its precompiled `Evidence` and `Quiz.questions` (lib/i18n/namespaces.ts), formatted as
 * next-intl's plugin has the pages' bundles do it (the small formatter, which cannot read ICU text). Only this
 * translator gets that formatter; the words it is compared with come from the ICU text.
 */
function pageTranslator(): RootTranslator {
  let page: RootTranslator | undefined;
  jest.isolateModules(() => {
    jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
    const { rootTranslatorFor } =
      jest.requireActual<typeof import('@/lib/i18n/translator')>('@/lib/i18n/translator');
    page = rootTranslatorFor('de', {
      Evidence: precompile(de.Evidence),
      Quiz: { questions: precompile(de.Quiz.questions) },
    } as unknown as Partial<Messages>);
  });
  return page!;
}
const page = pageTranslator();

describe('clues written from precompiled messages, as on /flavor', () => {
  it('a quiz result scored in English reads in German word for word', () => {
    const quiz = buildQuiz();
    const { clues } = scoreAnswers(
      quiz,
      quiz.questions.map((_, i) => (i === 4 ? null : i % 5)),
      EN_WORDS,
    ).result;
    const all = [...clues!.E, ...clues!.C, ...clues!.O];
    expect(all.map((c) => renderClue(c, page))).toEqual(all.map((c) => writeClue(c, DE_WORDS)));
  });

  it('a sample listener scored in English reads in German word for word', async () => {
    const { clues } = (await importSample(SAMPLE_LISTENERS[0]!.id, EN_WORDS)).result;
    const all = [...clues!.E, ...clues!.C, ...clues!.O];
    expect(all.map((c) => renderClue(c, page))).toEqual(all.map((c) => writeClue(c, DE_WORDS)));
  });

  it('writes nothing for a group of messages or a clue missing an argument', () => {
    expect(renderClue({ key: 'Evidence.fact' }, page)).toBeUndefined();
    expect(renderClue({ key: 'Evidence.sentence.plain', args: { main: 'x' } }, page)).toBeUndefined();
  });
});
