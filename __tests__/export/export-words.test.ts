import { englishErrorText, EXPORT_ERROR_MESSAGES } from '@/scripts/english/english-errors';
import {
  EXPORT_ERROR_CODES,
  exportErrorText,
  notEnoughMusicError,
  refusalFor,
} from '@/lib/export/export-error';
import { translatorFor } from '@/lib/i18n/translator';
import { lastfmFailureMessage } from '@/scripts/english/english-failures';
import { LASTFM_FAILURES, lastfmFailureText } from '@/lib/lastfm/recent-tracks';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** Every refusal the widget shows, in German; the English words stay the spec's (english-errors.ts). */
const german = translatorFor('de', de, 'ExportErrors');
const english = translatorFor('en', en, 'ExportErrors');

describe('refusals in German', () => {
  it('says every code in German, and in English exactly as the message', () => {
    for (const code of EXPORT_ERROR_CODES) {
      expect(exportErrorText(english, { code })).toBe(EXPORT_ERROR_MESSAGES[code]);
      const text = exportErrorText(german, { code });
      expect(text).not.toBe(EXPORT_ERROR_MESSAGES[code]);
      expect(text).not.toMatch(/\b(the|your|and|this)\b/);
    }
  });

  it("says a recognised service's refusal and the visitor's numbers in German", () => {
    const apple = refusalFor('ZIP_DAMAGED', { service: 'apple', file: 'Apple_Media_Services.zip' });
    expect(exportErrorText(english, apple)).toBe(englishErrorText(apple));
    expect(exportErrorText(german, apple)).toBe(
      'Das ist ein Export von Apple Music, aber die ZIP scheint kaputt oder unvollständig zu sein. Wir haben „Apple_Media_Services.zip“ gefunden und brauchen „Apple Music Play Activity.csv“ oder „Apple Music - Track Play History.csv“ aus dem Ordner „Apple Music Activity“ in Apples ZIP. Wähl auf privacy.apple.com „Kopie deiner Daten anfordern“ → „Informationen zu Apple Media Services“ und zieh dann die ganze ZIP, die Apple dir schickt (oder eine dieser Dateien), hierher.',
    );
    const thin = notEnoughMusicError(1234, 1);
    expect(exportErrorText(english, thin)).toBe(englishErrorText(thin));
    expect(exportErrorText(german, thin)).toContain(
      'Gefunden: 1.234\u00a0Wiedergaben von 30\u00a0Sekunden oder mehr, verteilt auf 1\u00a0Tag;',
    );
    expect(exportErrorText(german, notEnoughMusicError(1, 2, 'youtube'))).toContain(
      'Gefunden innerhalb eines Jahres: 1\u00a0Wiedergabe von',
    );
  });

  it('says every Last.fm failure in German, the minutes counted', () => {
    for (const error of [...LASTFM_FAILURES, 'too-few' as const]) {
      expect(lastfmFailureText(english, error)).toBe(lastfmFailureMessage(error));
      expect(lastfmFailureText(german, error)).not.toBe(lastfmFailureMessage(error));
    }
    expect(lastfmFailureText(german, 'quota', 1_490)).toContain('In etwa 25\u00a0Minuten');
    expect(lastfmFailureText(german, 'quota', 30)).toContain('In etwa 1\u00a0Minute ');
  });
});
