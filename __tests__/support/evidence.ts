import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { rootTranslatorFor } from '@/lib/i18n/translator';

/**
 * What clues (lib/flavor/clue.ts) are written with, in each language: the whole catalogue, as a page's
 * `useTranslations()` sees the namespaces it was handed (`Evidence`, `Quiz`).
 */
export const EN_WORDS = rootTranslatorFor('en', en);
export const DE_WORDS = rootTranslatorFor('de', de as typeof en);

/**
 * What a start message carries for the worker to write its sentences and refusals
 * (lib/import/import-protocol.ts).
 */
export const EN_LANGUAGE = { locale: 'en', evidence: en.Evidence, exportErrors: en.ExportErrors } as const;
export const DE_LANGUAGE = { locale: 'de', evidence: de.Evidence, exportErrors: de.ExportErrors } as const;
