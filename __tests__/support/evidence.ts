import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { translatorFor } from '@/lib/i18n/translator';

/** The evidence sentences' words as the page hands them to the worker, in each language. */
export const EN_WORDS = translatorFor('en', en, 'Evidence');
export const DE_WORDS = translatorFor('de', de as typeof en, 'Evidence');

/**
 * What a start message carries for the worker to write its sentences and refusals
 * (lib/import/worker-protocol.ts).
 */
export const EN_LANGUAGE = { locale: 'en', evidence: en.Evidence, exportErrors: en.ExportErrors } as const;
export const DE_LANGUAGE = { locale: 'de', evidence: de.Evidence, exportErrors: de.ExportErrors } as const;
