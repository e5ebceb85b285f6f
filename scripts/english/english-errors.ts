import { englishTranslator } from './english';
import {
  EXPORT_ERROR_CODES,
  exportErrorText,
  type ExportErrorCode,
  type ExportErrorDetail,
} from '../../lib/export/export-error';

/**
 * The refusals' English words, for tests, scripts and server code only: this module reads the English
 * catalogue (scripts/english/english.ts), so no client component and no worker may import it. The widget and the
 * import worker say a refusal with the page's own `ExportErrors` messages (exportErrorText).
 */
const english = englishTranslator('ExportErrors');

/** A refusal (an ExportError, or a code and its detail) in English. */
export function englishErrorText(failure: {
  readonly code: ExportErrorCode;
  readonly detail?: ExportErrorDetail;
}): string {
  return exportErrorText(english, failure);
}

/** Each code's English message (the words of messages/en.json's ExportErrors). */
export const EXPORT_ERROR_MESSAGES: Readonly<Record<ExportErrorCode, string>> = Object.fromEntries(
  EXPORT_ERROR_CODES.map((code) => [code, englishErrorText({ code })]),
) as Record<ExportErrorCode, string>;
