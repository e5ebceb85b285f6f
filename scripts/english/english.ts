import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import type { Messages } from '../../lib/i18n/messages';
import type { Translator } from '../../lib/i18n/translator';

/**
 * The English words of one namespace, for tests, scripts and server code only (the refusals' and Last.fm
 * alerts' English words, the quiz's English questions and reading time, the docs tables): the catalogue stays
 * the one place the words live. This module imports the whole English catalogue, so no client component and no
 * worker may import it, directly or through another module: a visitor's browser gets only its own language,
 * through the page's NextIntlClientProvider (lib/i18n/namespaces.ts), and the import worker only the
 * namespaces the page hands it (lib/import/import-protocol.ts).
 */
export function englishTranslator<N extends 'Quiz' | 'ExportErrors'>(namespace: N): Translator<N> {
  const messages = namespace === 'Quiz' ? { Quiz: en.Quiz } : { ExportErrors: en.ExportErrors };
  return createTranslator({
    locale: 'en',
    messages: messages as unknown as Messages,
    namespace,
  }) as unknown as Translator<N>;
}
