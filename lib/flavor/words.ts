import { languageOf } from '../i18n/languages';
import type { Locale } from '../i18n/routing';
import type { Translator } from '../i18n/translator';

/**
 * What the why view's sentences are written with (explain.ts, swirl.ts): the page's language and its `Why` and
 * `Traits` messages, and the rows' names. A component passes `useTranslations(…)` (components/why/use-flavor-words.ts); a script or a
 * test passes `translatorFor(…)`.
 */
export interface FlavorWords {
  readonly locale: Locale;
  readonly why: Translator<'Why'>;
  readonly traits: Translator<'Traits'>;
  /** The rows' words (`Flavors.<slug>`): the flavours the sentences name. */
  readonly flavors: Translator<'Flavors'>;
}

/**
 * The `Intl` locale of a page language (lib/i18n/languages.ts): English keeps the British forms it always showed
 * ("5 Jan 2023", "March 2017", "A, B and C" without a serial comma); German is Germany's ("5. Jan. 2023", "5.158").
 */
export function intlLocale(locale: Locale): string {
  return languageOf(locale).intl;
}
