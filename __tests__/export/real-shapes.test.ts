/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { zipSync, strToU8 } from 'fflate';
import { englishErrorText, EXPORT_ERROR_MESSAGES } from '@/scripts/english/english-errors';
import { ExportError } from '@/lib/export/export-error';
import { SOURCE } from '@/lib/export/plays/play-codes';
import { readExport } from '@/lib/export/read-export';
import { importExport } from '@/lib/import/run-import';
import {
  appleExportZip,
  appleMusicCsvFiles,
  appleWithoutHistoryZip,
  thinNewestYearHistory,
  trackPlayHistory,
  youtubeWatchHistory,
} from '@/fixtures/other-services';
import { textFile } from '@/fixtures/zip-writer';

/**
 * Exports as people keep them: Apple's older Play Activity columns, Apple's Track Play History
 * on its own, an old history whose newest year is thin, and refusals that name the service recognised.
 */
jest.setTimeout(60_000);

async function refusal(files: Parameters<typeof readExport>[0]): Promise<ExportError> {
  try {
    await importExport(files, { words: EN_WORDS, timeZone: 'UTC' });
  } catch (error) {
    if (error instanceof ExportError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Apple Music Play Activity, older columns', () => {
  it('reads the song from Content Name, the artist from Artist Name, and a duration where none is written', async () => {
    const data = await readExport(appleMusicCsvFiles({ generation: 'older' }));
    expect(data.source).toBe('apple-music');
    expect(data.plays.count).toBe(60 * 12);
    expect(data.plays.artistNames.some((a) => a.startsWith('Old Artist'))).toBe(true);
    expect(data.plays.titleNames.some((t) => t.startsWith('Old Song'))).toBe(true);
    // Half the rows leave Play Duration empty: the positions give 210 s or 12 s, never 0.
    const ms = new Set(Array.from(data.plays.ms));
    expect([...ms].sort((a, b) => a - b)).toEqual([12_000, 210_000]);
  });

  it('gives a flavour through the nested zips', async () => {
    const outcome = await importExport([appleExportZip({ generation: 'older' })], {
      words: EN_WORDS,
      timeZone: 'UTC',
    });
    expect(outcome.breakdown.source).toBe('apple-music');
    expect(outcome.numbers.plays).toBeGreaterThan(500);
  });
});

describe('Apple Music - Track Play History.csv on its own', () => {
  it('is a history: "Artist - Title" split at the first dash, epoch-ms starts, skips from the gaps', async () => {
    const data = await readExport([trackPlayHistory()]);
    expect(data.source).toBe('apple-track-history');
    expect(data.plays.count).toBe(60 * 12);
    expect(Array.from(data.plays.source).every((s) => s === SOURCE.appleHistory)).toBe(true);
    expect(data.plays.artistNames.every((a) => a.startsWith('History Artist'))).toBe(true);
    expect(data.plays.titleNames).toContain('History Song 7 (feat. Someone - Else)');
    // A song followed by the next within 30 s was skipped; the others count as full plays.
    expect(Array.from(data.plays.ms).some((ms) => ms === 10_000)).toBe(true);
  });

  it('gives a flavour, and the evidence says what the file cannot show', async () => {
    const outcome = await importExport([appleExportZip({ generation: 'track-history' })], {
      words: EN_WORDS,
      timeZone: 'UTC',
    });
    expect(outcome.breakdown.source).toBe('apple-track-history');
    const all = Object.values(outcome.result.evidence).flat().join(' ');
    expect(all).toContain('Apple Music’s Track Play History does not show');
  });

  it('beside Play Activity, only names artists: the plays are Play Activity’s', async () => {
    const data = await readExport([...appleMusicCsvFiles(), trackPlayHistory()]);
    expect(data.source).toBe('apple-music');
    expect(Array.from(data.plays.source).some((s) => s === SOURCE.appleHistory)).toBe(false);
  });
});

describe('the year that is read', () => {
  it('an old history with 86 plays in its newest year is read from the newest year that holds enough', async () => {
    const outcome = await importExport([thinNewestYearHistory()], { words: EN_WORDS, timeZone: 'UTC' });
    expect(outcome.numbers.plays).toBeGreaterThanOrEqual(300);
    // The busy years ended in early 2023; the thin plays run into 2024.
    expect(outcome.numbers.lastDate < '2024-01-01').toBe(true);
    expect(outcome.numbers.firstDate >= '2022-01-01').toBe(true);
  });
});

describe('refusals name what they recognised', () => {
  it('Apple files without a play history', async () => {
    const error = await refusal([appleWithoutHistoryZip()]);
    expect(englishErrorText(error)).toMatch(
      /^Apple Music files, but no play history we can read: we found “Apple Music - Container Details\.csv”/,
    );
    expect(englishErrorText(error)).toContain('Apple Music Play Activity.csv');
    expect(englishErrorText(error)).toContain('privacy.apple.com');
    expect(englishErrorText(error)).not.toMatch(/Spotify|YouTube/);
  });

  it('a YouTube history with no music in it', async () => {
    const videos = JSON.stringify([
      {
        header: 'YouTube',
        title: 'Watched a video',
        titleUrl: 'https://www.youtube.com/watch?v=x',
        time: '2025-01-01T10:00:00Z',
        products: ['YouTube'],
      },
    ]);
    const error = await refusal([
      textFile('Takeout/YouTube and YouTube Music/history/watch-history.json', videos),
    ]);
    expect(error.code).toBe('ONLY_PODCASTS');
    expect(englishErrorText(error)).toMatch(/^YouTube Music files, but/);
    expect(englishErrorText(error)).toContain('“watch-history.json”');
    expect(englishErrorText(error)).toContain('takeout.google.com');
    expect(englishErrorText(error)).not.toMatch(/Spotify|Apple/);
  });

  it('too little YouTube music says how to get more from Google, not from Spotify', async () => {
    const error = await refusal([youtubeWatchHistory({ days: 5, perDay: 10 })]);
    expect(error.code).toBe('NOT_ENOUGH_MUSIC');
    expect(englishErrorText(error)).toContain('YouTube Music history');
    expect(englishErrorText(error)).not.toMatch(/Spotify|Apple/);
  });

  it('Spotify account files without a history keep the Spotify words', async () => {
    const zip = zipSync({
      'Spotify Account Data/Userdata.json': strToU8('{"username":"x","country":"GB"}'),
    });
    const error = await refusal([{ name: 'my_spotify_data.zip', bytes: zip }]);
    expect(error.code).toBe('NO_HISTORY');
    expect(englishErrorText(error)).toBe(EXPORT_ERROR_MESSAGES.NO_HISTORY);
    expect(englishErrorText(error)).toContain('Spotify');
    expect(englishErrorText(error)).not.toMatch(/Apple|YouTube/);
  });
});
