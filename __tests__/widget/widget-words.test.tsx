import { screen } from '@testing-library/react';
import type { ImportState } from '@/components/widget/use-import';
import { UploadWidget } from '@/components/widget/upload-widget';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { renderIntl } from '../support/intl';
import { translatorFor } from '@/lib/i18n/translator';

/**
 * The widget's main screen in both languages. The import pool (workers), the Last.fm status call and the
 * quiz's lazy chunk are stubbed: this is about the words on screen, not the import (e2e covers that).
 */
let state: ImportState = { phase: 'idle' };
jest.mock('@/components/widget/use-import', () => {
  // The summary's words are the real ones: the stub only replaces the worker pool.
  const { readSummary } = jest.requireActual<typeof import('@/components/widget/use-import')>(
    '@/components/widget/use-import',
  );
  return {
    readSummary,
    useImport: () => ({
      state,
      ready: true,
      start: jest.fn(),
      run: jest.fn(),
      cancel: jest.fn(),
      reset: jest.fn(),
      retry: jest.fn(),
      fail: jest.fn(),
      showProgress: jest.fn(),
    }),
  };
});
jest.mock('@/components/widget/use-lastfm-available', () => ({ useLastfmAvailable: () => true }));
jest.mock('@/components/widget/quiz/use-quiz-module', () => ({
  useQuizModule: () => ({ status: 'loading' }),
}));
jest.mock('@/components/widget/use-embedding', () => ({ useEmbedding: () => null }));

/** Every word-only message of a namespace (no arguments, no tags), in English and German. */
function plainPairs(namespace: 'Widget' | 'Quiz'): [string, string][] {
  const walk = (e: unknown, d: unknown): [string, string][] =>
    typeof e === 'string'
      ? [[e, String(d)]]
      : Object.keys(e as object).flatMap((k) =>
          walk((e as Record<string, unknown>)[k], (d as Record<string, unknown>)[k]),
        );
  return walk(en[namespace], de[namespace]).filter(([e]) => !/[{<]/.test(e));
}

const text = () => document.body.textContent ?? '';

describe('the widget in German', () => {
  beforeEach(() => {
    state = { phase: 'idle' };
  });

  it('shows every way in in German, with no English sentence left', () => {
    renderIntl(<UploadWidget />, { locale: 'de' });
    const words = de.Widget;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.title);
    // Its main landmark is named by that title: framed in the dialog, the page has a main landmark of its own.
    expect(screen.getByRole('main', { name: words.title })).toBeInTheDocument();
    expect(screen.getByTestId('drop-zone')).toHaveTextContent(words.dropTitle);
    // Which files to choose is in "How do I get my data?", not on the tile.
    expect(screen.getByText(words.howTitle).closest('details')).toHaveTextContent(words.dropHint);
    expect(screen.getByLabelText(words.chooseFiles)).toHaveAttribute('type', 'file');
    expect(text()).toContain(words.howTitle);
    expect(text()).toContain(words.privacyFiles);
    expect(
      screen.getByRole('button', { name: translatorFor('de', de, 'Quiz')('entryStart', { count: 10 }) }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: words.lastfmRead })).toBeInTheDocument();
    expect(screen.getByTestId('samples')).toHaveTextContent(words.samplesTitle);
    expect(screen.getByTestId('samples')).toHaveTextContent(words.samples.maya);
    for (const [english, german] of plainPairs('Widget'))
      if (english !== german)
        expect({ english, shown: text().includes(english) }).toEqual({ english, shown: false });
    // No English word of a sentence anywhere on the screen (file and service names aside).
    expect(text()).not.toMatch(/\b(the|your|you|and|of|or|from|here|this|with)\b/i);
  });

  it('says a refusal in German', () => {
    state = { phase: 'failed', fileLabel: '„daten.zip“', message: de.ExportErrors.ZIP_DAMAGED, retry: true };
    renderIntl(<UploadWidget />, { locale: 'de' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wir konnten „daten.zip“ nicht verwenden');
    expect(screen.getByRole('button', { name: de.Widget.tryAgain })).toBeInTheDocument();
    // The one file picker: our own words on a label, the native input inside it.
    expect(screen.getByLabelText('Andere Dateien wählen')).toHaveAttribute('type', 'file');
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(1);
  });

  it('says how close a too-short history came, and offers the questions first', () => {
    state = {
      phase: 'failed',
      fileLabel: '„daten.zip“',
      message: de.ExportErrors.NOT_ENOUGH_MUSIC,
      retry: false,
      shortBy: { plays: 120, days: 11 },
    };
    renderIntl(<UploadWidget />, { locale: 'de' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(de.Widget.almostThere);
    expect(alert).toHaveTextContent('120 von 300 Wiedergaben');
    expect(alert).toHaveTextContent('11 von 30 Tagen');
    expect(alert).toHaveTextContent(de.ExportErrors.NOT_ENOUGH_MUSIC.slice(0, 40));
    const quiz = translatorFor('de', de, 'Quiz')('entryInstead', { count: 10 });
    // Compared as it is: toHaveTextContent would fold the no-break spaces the German keeps.
    expect(alert.querySelector('button')?.textContent).toContain(quiz);
  });

  it('counts the plays the German way', () => {
    state = {
      phase: 'done',
      result: {} as never,
      summary: {
        musicRows: 5158,
        filesRead: 2,
        olderYears: { yearsRead: { from: 2024, to: 2025 }, filesNotNeeded: 1 },
      } as never,
    };
    renderIntl(<UploadWidget />, { locale: 'de' });
    // German grouping (5.158), the plural of the files read and the singular of the one not needed.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wir haben 5.158 Wiedergaben aus 2 Dateien gelesen (2024–2025); eine ältere Datei brauchten wir nicht.',
    );
  });
});

describe('the widget in English keeps its words', () => {
  beforeEach(() => {
    state = { phase: 'idle' };
  });

  it('says what it said before', () => {
    renderIntl(<UploadWidget />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find your flavour in your music listening',
    );
    expect(text()).toContain(
      'From Spotify, Apple Music, YouTube Music or Last.fm. Your files are read on this device, never uploaded, and nothing is kept once you close this page.',
    );
    expect(screen.getByRole('button', { name: 'Answer 10 questions' })).toBeVisible();
    expect(text()).toContain('On Spotify, open Account → Privacy settings → Download your data.');
  });

  it('counts plays and files as before', () => {
    state = {
      phase: 'done',
      result: {} as never,
      summary: {
        musicRows: 5158,
        filesRead: 18,
        olderYears: { yearsRead: { from: 2025, to: 2025 }, filesNotNeeded: 16 },
      } as never,
    };
    renderIntl(<UploadWidget />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We read 5,158 music plays from 18 files (2025); the 16 files of older years were not needed.',
    );
  });
});
