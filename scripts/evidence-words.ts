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
