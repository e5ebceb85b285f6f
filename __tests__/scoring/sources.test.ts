/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import type { ExportInput } from '@/lib/export/files/export-source';
import { importExport, type ImportOutcome } from '@/lib/import/run-import';
import type { DataSourceId } from '@/lib/scoring/population-reference';
import { SOURCE_FEATURES } from '@/lib/scoring/traits/source-features';
import { artistName, trackName } from '@/fixtures/synthetic-names';
import { generatePlays, PROFILES, type SyntheticPlay } from '@/fixtures/listener-profiles';
import { csv } from '@/fixtures/other-services';

/**
 * Scoring with fewer signals: every source feeds only what it records, and the same two contrasting
 * listeners (the explorer night-owl party-goer and the routine loyal homebody) still land on the right
 * sides of each other whatever the source.
 */
jest.setTimeout(30_000);

const encoder = new TextEncoder();
const file = (name: string, text: string): ExportInput => ({ name, bytes: encoder.encode(text) });
const music = (plays: readonly SyntheticPlay[]) => plays.filter((p) => p.kind === 'music' && !p.incognito);

function youtube(plays: readonly SyntheticPlay[]): ExportInput {
  const entries = music(plays).map((p) => ({
    header: 'YouTube Music',
    title: `Watched ${trackName(p.artist, p.track)}`,
    subtitles: [{ name: `${artistName(p.artist)} - Topic` }],
    time: new Date(p.end - p.ms).toISOString(),
    products: ['YouTube'],
  }));
  return file('watch-history.json', JSON.stringify(entries.reverse()));
}

function lastfm(plays: readonly SyntheticPlay[]): ExportInput {
  const scrobbles = music(plays).map((p) => ({
    artist: artistName(p.artist),
    track: trackName(p.artist, p.track),
    album: '',
    uts: Math.floor((p.end - p.ms) / 1000),
  }));
  return file('lastfm-scrobbles.json', JSON.stringify({ lastfm_user: 'someone', scrobbles }));
}

function apple(plays: readonly SyntheticPlay[]): ExportInput {
  const header = [
    'Artist Name',
    'Song Name',
    'Album Name',
    'Event Start Timestamp',
    'Event End Timestamp',
    'Event Type',
    'Play Duration Milliseconds',
    'End Reason Type',
    'Device OS Name',
    'Offline',
  ];
  const rows = music(plays).map((p) => [
    artistName(p.artist),
    trackName(p.artist, p.track),
    `Album ${p.album}`,
    new Date(p.end - p.ms).toISOString(),
    new Date(p.end).toISOString(),
    'PLAY_END',
    String(p.ms),
    p.reasonEnd === 'fwdbtn' ? 'TRACK_SKIPPED_FORWARDS' : 'NATURAL_END_OF_TRACK',
    /android/i.test(p.device.short) ? 'Android' : 'iOS',
    String(p.offline),
  ]);
  return file('Apple Music Play Activity.csv', csv([header, ...rows]));
}

const WRITERS: Record<
  'youtube-music' | 'lastfm' | 'apple-music',
  (p: readonly SyntheticPlay[]) => ExportInput
> = { 'youtube-music': youtube, lastfm, 'apple-music': apple };

async function scoreAs(
  source: keyof typeof WRITERS,
  profile: 'explorer' | 'homebody',
): Promise<ImportOutcome> {
  const plays = generatePlays({ profile: PROFILES[profile], plays: 5000, seed: 5 });
  return importExport([WRITERS[source](plays)], { words: EN_WORDS, timeZone: 'UTC' });
}

describe.each(Object.keys(WRITERS) as (keyof typeof WRITERS)[])('%s', (source) => {
  let explorer: ImportOutcome;
  let homebody: ImportOutcome;
  beforeAll(async () => {
    explorer = await scoreAs(source, 'explorer');
    homebody = await scoreAs(source, 'homebody');
  });

  it('is read as its own source and feeds only the features it records', () => {
    for (const outcome of [explorer, homebody]) {
      expect({ source: outcome.breakdown.source, data: outcome.summary.packages }).toEqual(
        expect.objectContaining({ source }),
      );
      for (const trait of ['E', 'C', 'O'] as const)
        for (const f of outcome.breakdown.traits[trait].features)
          expect(SOURCE_FEATURES[source as DataSourceId].has(f.id)).toBe(true);
    }
  });

  it('says what the source could not show', () => {
    const text = Object.values(explorer.result.evidence).flat().join(' ');
    expect(text).toMatch(/does not show .* count as average here\./);
  });

  it('still puts the explorer above the homebody on Openness and Extraversion, below on Conscientiousness', () => {
    const score = (o: ImportOutcome, t: 'E' | 'C' | 'O') => o.breakdown.traits[t].score;
    expect(score(explorer, 'O')).toBeGreaterThan(score(homebody, 'O'));
    expect(score(explorer, 'E')).toBeGreaterThan(score(homebody, 'E'));
    expect(score(explorer, 'C')).toBeLessThan(score(homebody, 'C'));
  });
});

describe('sources without play lengths', () => {
  it('count songs, never an assumed length: skips only where the times prove them (YouTube Music)', async () => {
    for (const source of ['youtube-music', 'lastfm'] as const) {
      const outcome = await scoreAs(source, 'explorer');
      const ids = Object.values(outcome.breakdown.traits).flatMap((t) => t.features.map((f) => f.id));
      // Songs per day and days with music count songs, which every source records.
      expect(ids).toEqual(expect.arrayContaining(['E4', 'E7']));
      // Last.fm only ever sees songs of 30 s or more; YouTube Music logs every song started.
      if (source === 'lastfm') expect(ids).not.toContain('C6');
      else expect(ids).toContain('C6');
    }
  });
});

describe('Apple Music’s own UTC offsets', () => {
  /** 400 listens over 40 days, each started between 23:00 and 23:30 UTC, with the given offset column (or none). */
  function lateListens(offsetSeconds: string | undefined): ExportInput {
    const header = ['Artist Name', 'Song Name', 'Event Start Timestamp', 'Event End Timestamp', 'Event Type'];
    header.push('Play Duration Milliseconds', 'End Reason Type');
    if (offsetSeconds !== undefined) header.push('UTC Offset In Seconds');
    const rows: string[] = [];
    for (let d = 0; d < 40; d++)
      for (let k = 0; k < 10; k++) {
        const start = Date.UTC(2025, 0, 1 + d, 23, 0) + k * 200_000;
        const row = [`Artist ${k}`, `Song ${d}-${k}`, new Date(start).toISOString()];
        row.push(new Date(start + 180_000).toISOString(), 'PLAY_END', '180000', 'NATURAL_END_OF_TRACK');
        if (offsetSeconds !== undefined) row.push(offsetSeconds);
        rows.push(row.join(','));
      }
    return file('Apple Music Play Activity.csv', [header.join(','), ...rows].join('\n'));
  }
  const lateNight = async (offset: string | undefined) => {
    const outcome = await importExport([lateListens(offset)], { words: EN_WORDS, timeZone: 'UTC' });
    return outcome.breakdown.traits.C.features.find((f) => f.id === 'C1')?.value;
  };

  it('place each listen in the local time it was recorded in, not the visitor’s zone', async () => {
    // 23:00–23:30 UTC is 00:00–00:30 at +1 h (late night) and 18:00–18:30 at −5 h; without the column, UTC.
    expect(await lateNight('3600')).toBeGreaterThan(0.9);
    expect(await lateNight('-18000')).toBe(0);
    expect(await lateNight(undefined)).toBe(0);
    expect(await lateNight('not a number')).toBe(0);
  });
});
