import type { Locale } from './routing';

/**
 * One catalogue per language (messages/<locale>.json). Loaded by a dynamic import per language, so a page
 * bundles only its visitor's language; at build time next-intl's loader precompiles each one (next.config.mjs).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'de'
    ? (await import('../../messages/de.json')).default
    : (await import('../../messages/en.json')).default;
}

export type Messages = typeof import('../../messages/en.json');
