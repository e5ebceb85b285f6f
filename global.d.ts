import type { Locale } from './lib/i18n/routing';
import type en from './messages/en.json';

/**
 * Typed keys: next-intl checks every `t('…')` against the English catalogue, so a key that does not exist
 * fails `npm run typecheck`; __tests__/i18n/catalogues.test.ts makes the German catalogue hold exactly the same
 * keys and arguments.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
