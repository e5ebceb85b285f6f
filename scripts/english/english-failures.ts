import { englishTranslator } from './english';
import { LASTFM_FAILURES, lastfmFailureText, type LastfmFailure } from '../../lib/lastfm/recent-tracks';

/**
 * The Last.fm alerts' English words, for the route, tests and scripts only: this module reads the English
 * catalogue (scripts/english/english.ts), so the widget never imports it; it says a failure with the page's own
 * `ExportErrors` messages (lastfmFailureText).
 */

/** The alert's words for a failure, in English (messages/en.json, ExportErrors.lastfm). */
export function lastfmFailureMessage(error: LastfmFailure | 'too-few', retryAfterS?: number): string {
  return lastfmFailureText(englishTranslator('ExportErrors'), error, retryAfterS);
}

/** Each failure's English words (messages/en.json, ExportErrors.lastfm). */
export const LASTFM_MESSAGES: Readonly<Record<LastfmFailure | 'too-few', string>> = Object.fromEntries(
  [...LASTFM_FAILURES, 'too-few' as const].map((error) => [error, lastfmFailureMessage(error)]),
) as Record<LastfmFailure | 'too-few', string>;
