import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import type { EvidenceWords } from '../lib/scoring/traits/evidence-format';

/**
 * The scripts' reports quote evidence in English, the customer's language (scores do not depend on the
 * language). Read from the catalogue at run time: scripts/ imports neither messages/ nor lib/i18n.
 */
const english = JSON.parse(readFileSync(join(__dirname, '..', 'messages', 'en.json'), 'utf8')) as {
  Evidence: Record<string, unknown>;
  Quiz: Record<string, unknown>;
};

/** The clues' words (lib/flavor/clue.ts): `Evidence`, and `Quiz` for the options a quiz answer quotes. */
export const EN_WORDS = createTranslator({
  locale: 'en',
  messages: { Evidence: english.Evidence, Quiz: english.Quiz },
}) as unknown as EvidenceWords;

/**
 * For runs that read only the scores, which do not depend on the words (the quiz's whole answer space, the
 * tests' thousands of random visitors): every clue is written as "·". Writing the English sentences is most of
 * a score's cost, about five times the rest.
 */
export const SCORES_ONLY = Object.assign(() => '·', { has: () => true }) as unknown as EvidenceWords;
