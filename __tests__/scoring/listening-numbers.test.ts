/** @jest-environment node */
import { EN_LANGUAGE, EN_WORDS } from '@/__tests__/support/evidence';
import { importExport, handleImportMessage } from '@/lib/import/run-import';
import type { ImportReply } from '@/lib/import/import-protocol';
import { isImportReply } from '@/lib/import/import-protocol';
import { readListeningNumbers } from '@/lib/flavor/listening-numbers';
import { extendedHistoryFiles } from '@/fixtures/history-writers';
import { generatePlays, PROFILES } from '@/fixtures/listener-profiles';

jest.setTimeout(30_000);

const profile = PROFILES.explorer;
const files = () => [
  ...extendedHistoryFiles(generatePlays({ profile, plays: 3000, seed: 7 }), { folder: '' }),
];

describe('listening numbers from the built-in scorer', () => {
  it('counts plays, hours, days, artists, tracks and the date range of the scored window', async () => {
    const outcome = await importExport(files(), { words: EN_WORDS, timeZone: 'UTC' });
    const n = outcome.numbers;
    expect(n.plays).toBe(outcome.breakdown.qualifyingPlays);
    expect(n.days).toBe(Math.round(outcome.breakdown.days));
    expect(n.hours).toBeGreaterThan(0);
    expect(n.artists).toBeGreaterThan(1);
    expect(n.artists).toBeLessThanOrEqual(n.tracks);
    expect(n.tracks).toBeLessThanOrEqual(n.plays);
    expect(n.firstDate <= n.lastDate).toBe(true);
    expect(n.lastDate).toBe(outcome.breakdown.windowEnd.slice(0, 10));
    // Plain JSON that survives its own guard unchanged.
    expect(readListeningNumbers(JSON.parse(JSON.stringify(n)))).toEqual(n);
  });

  it('travels inside the worker reply result as listening_numbers, and the reply passes its guard', async () => {
    const replies: ImportReply[] = [];
    const sources = files().map((f) => new File([f.bytes as BlobPart], f.name));
    await handleImportMessage(
      { type: 'start', jobId: 1, files: sources, timeZone: 'UTC', ...EN_LANGUAGE },
      (r) => replies.push(r),
    );
    const done = replies.find((r) => r.type === 'done');
    expect(done).toBeDefined();
    expect(isImportReply(done)).toBe(true);
    if (done?.type !== 'done') return;
    expect(readListeningNumbers(done.result.listening_numbers)).toEqual(done.result.listening_numbers);
  });
});

describe('readListeningNumbers', () => {
  const good = {
    plays: 1200,
    hours: 61.5,
    days: 300,
    artists: 140,
    tracks: 620,
    firstDate: '2023-01-02',
    lastDate: '2023-12-30',
  };

  it('keeps exactly our fields', () => {
    expect(readListeningNumbers({ ...good, extra: '<script>' })).toEqual(good);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['an array', [1, 2]],
    ['a string', JSON.stringify(good)],
    ['a negative count', { ...good, plays: -1 }],
    ['a text count', { ...good, hours: '61' }],
    ['an infinite count', { ...good, tracks: Infinity }],
    ['a bad date', { ...good, firstDate: 'yesterday' }],
    ['a missing date', { ...good, lastDate: undefined }],
  ])('refuses %s', (_, value) => {
    expect(readListeningNumbers(value)).toBeUndefined();
  });
});
