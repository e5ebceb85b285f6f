import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import type { Messages } from './messages';
import type { Translator } from './translator';

/**
 * The English words of one namespace, for lib code that keeps an English value besides the translated one (an
 * error's `message`, the quiz's reading-time arithmetic, the docs tables, tests): the catalogue stays the one
 * place the words live. Only that namespace is handed to the translator, so a bundler that drops unused JSON
 * properties keeps just it.
 */
export function englishTranslator<N extends 'Quiz' | 'ExportErrors'>(namespace: N): Translator<N> {
  const messages = namespace === 'Quiz' ? { Quiz: en.Quiz } : { ExportErrors: en.ExportErrors };
  return createTranslator({
    locale: 'en',
    messages: messages as unknown as Messages,
    namespace,
  }) as unknown as Translator<N>;
}
