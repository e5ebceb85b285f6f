import type { Locale } from './routing';

/**
 * One catalogue per language of the table (lib/i18n/languages.ts), `messages/<code>.json`. The bundler makes one
 * chunk per file of messages/ for this import, loaded only for its language, so a page bundles only its
 * visitor's language; at build time next-intl's loader precompiles each one (next.config.mjs).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return ((await import(`../../messages/${locale}.json`)) as { default: Messages }).default;
}

export type Messages = typeof import('../../messages/en.json');
