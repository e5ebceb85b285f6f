import de from '@/messages/de.json';
import en from '@/messages/en.json';
import type { FlavorWords } from '@/lib/flavor/words';
import { translatorFor } from '@/lib/i18n/translator';

/** The why view's words (lib/flavor/words.ts) in a language, as a script or a test writes them. */
export function wordsFor(locale: 'en' | 'de'): FlavorWords {
  const messages = locale === 'de' ? de : en;
  return {
    locale,
    why: translatorFor(locale, messages, 'Why'),
    traits: translatorFor(locale, messages, 'Traits'),
    flavors: translatorFor(locale, messages, 'Flavors'),
  };
}

/** The rows' words (`Flavors`) in a language, as a component reads them. */
export function flavorNamesFor(locale: 'en' | 'de') {
  return translatorFor(locale, locale === 'de' ? de : en, 'Flavors');
}

/** The pair lines (`Pairs`) in a language. */
export function pairWordsFor(locale: 'en' | 'de') {
  return translatorFor(locale, locale === 'de' ? de : en, 'Pairs');
}
