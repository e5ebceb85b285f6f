import en from '../messages/en.json';
import { translatorFor } from '../lib/i18n/translator';

/** The scripts' reports quote evidence in English, the customer's language (the scores do not depend on it). */
export const EN_WORDS = translatorFor('en', en, 'Evidence');
