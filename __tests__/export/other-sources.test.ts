/** @jest-environment node */
import { zipSync, strToU8 } from 'fflate';
import { englishErrorText } from '@/scripts/english/english-errors';
import { ExportError } from '@/lib/export/export-error';
import type { ExportData } from '@/lib/export/export-data';
import { ASSUMED_PLAY_MS, FLAG, REASON, SOURCE } from '@/lib/export/plays/play-codes';
import { readExport } from '@/lib/export/read-export';
import { PLATFORM_FAMILIES } from '@/lib/export/services/platform-family';
import { csv } from '@/fixtures/other-services';

/**
 * Apple Music, YouTube Music and Last.fm readers on generated files with the quirks of the real
 * exports.
 */
const enc = (s: string) => strToU8(s);

const ACTIVITY_HEADER = [
  'Album Name',
  'Event End Timestamp',
  'Event Start Timestamp',
  'Event Type',
  'Song Name',
  'Play Duration Milliseconds',
  'Media Duration In Milliseconds',
  'End Reason Type',
  'Device OS Name',
  'Device Type',
  'Offline',
  'UTC Offset In Seconds',
  'Media Type',
];

function activityRow(o: {
  song: string;
  album?: string;
  start: string;
  end: string;
  ms: number;
  reason: string;
  type?: string;
  device?: string;
  offline?: string;
  artist?: string;
}): string[] {
  const row = [
    o.album ?? 'An Album, with a comma',
    o.end,
    o.start,
    o.type ?? 'PLAY_END',
    o.song,
    String(o.ms),
    '200000',
    o.reason,
    o.device ?? 'iOS',
    'iPhone',
    o.offline ?? 'false',
    '3600',
    'AUDIO',
  ];
  return o.artist === undefined ? row : [...row, o.artist];
}

function appleActivity(withArtist: boolean, days = 40): string {
  const header = withArtist ? [...ACTIVITY_HEADER, 'Artist Name'] : ACTIVITY_HEADER;
  const rows: string[][] = [header];
  for (let d = 0; d < days; d++) {
    const day = new Date(Date.UTC(2025, 0, 1 + d));
    for (let k = 0; k < 10; k++) {
      const start = new Date(day.getTime() + (18 * 60 + k * 4) * 60_000);
      const end = new Date(start.getTime() + 200_000);
      rows.push(
        activityRow({
          song: `Song "${k}", part\n${k % 3}`,
          start: start.toISOString(),
          end: end.toISOString(),
          ms: 200_000,
          reason: k === 9 ? 'TRACK_SKIPPED_FORWARDS' : 'NATURAL_END_OF_TRACK',
          artist: withArtist ? `Artist ${k % 4}` : undefined,
        }),
      );
    }
    rows.push(
      activityRow({
        song: 'x',
        start: '',
        end: '',
        ms: 0,
        reason: '',
        type: 'LYRIC_DISPLAY',
        artist: withArtist ? 'A' : undefined,
      }),
    );
  }
  return csv(rows);
}

function appleDaily(days = 40): string {
  const rows: string[][] = [
    [
      'Country',
      'Track Identifier',
      'Media type',
      'Date Played',
      'Hours',
      'Play Duration Milliseconds',
      'End Reason Type',
      'Source Type',
      'Play Count',
      'Skip Count',
      'Track Description',
    ],
  ];
  for (let d = 0; d < days; d++) {
    const date = new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10).replace(/-/g, '');
    for (let k = 0; k < 10; k++)
      rows.push([
        'DE',
        String(k),
        'AUDIO',
        date,
        '18, 19',
        '200000',
        'NATURAL_END_OF_TRACK',
        'IPHONE',
        '1',
        '0',
        `Daily Artist ${k % 4} - Song "${k}", part\n${k % 3}`,
      ]);
  }
  return csv(rows);
}

function artistsOf(data: ExportData): string[] {
  return [...new Set(Array.from(data.plays.artist, (id) => data.plays.artistNames[id] ?? ''))].sort();
}

/** Each play's song title, in play order. */
function titlesOf(data: ExportData): string[] {
  return Array.from(data.plays.title, (id) => data.plays.titleNames[id] ?? '');
}

describe('Apple Music', () => {
  it('reads Play Activity with an artist column: listens, end reasons, device, offline', async () => {
    const data = await readExport([
      { name: 'Apple Music Play Activity.csv', bytes: enc(appleActivity(true)) },
    ]);
    expect(data.source).toBe('apple-music');
    expect(data.plays.count).toBe(400);
    expect(artistsOf(data)).toEqual(['Artist 0', 'Artist 1', 'Artist 2', 'Artist 3']);
    expect(Array.from(data.plays.source).every((s) => s === SOURCE.apple)).toBe(true);
    const reasons = new Set(data.plays.reasonEnd);
    expect(reasons).toEqual(new Set([REASON.trackdone, REASON.fwdbtn]));
    const skipped = Array.from(data.plays.flags).filter((f) => f & FLAG.skipped).length;
    expect(skipped).toBe(40);
    expect(Array.from(data.plays.flags).every((f) => f & FLAG.offlineKnown)).toBe(true);
    expect(PLATFORM_FAMILIES[data.plays.platform[0] ?? 0]).toBe('phone');
    expect(titlesOf(data)).toContain('Song "3", part\n0');
    expect(data.plays.albumNames[data.plays.album[0] ?? -1]).toBe('An Album, with a comma');
  });

  it('without an artist column takes the artist from Play History Daily Tracks ("Artist - Title")', async () => {
    const data = await readExport([
      { name: 'Apple Music Play Activity.csv', bytes: enc(appleActivity(false)) },
      { name: 'Apple Music - Play History Daily Tracks.csv', bytes: enc(appleDaily()) },
    ]);
    expect(data.plays.count).toBe(400);
    expect(artistsOf(data)).toEqual(['Daily Artist 0', 'Daily Artist 1', 'Daily Artist 2', 'Daily Artist 3']);
  });

  it('joins the segments of one listen (pause, scrub) into one play', async () => {
    const rows = [ACTIVITY_HEADER];
    const seg = (s: string, e: string, ms: number, reason: string, song = 'Long Song') =>
      activityRow({ song, start: `2025-03-01T10:${s}Z`, end: `2025-03-01T10:${e}Z`, ms, reason });
    rows.push(seg('00:00', '01:00', 60_000, 'PLAYBACK_MANUALLY_PAUSED'));
    rows.push(seg('05:00', '06:00', 60_000, 'SCRUB_BEGIN'));
    rows.push(seg('06:10', '07:10', 60_000, 'NATURAL_END_OF_TRACK'));
    rows.push(seg('07:10', '07:20', 10_000, 'TRACK_SKIPPED_FORWARDS', 'Next Song'));
    const data = await readExport([{ name: 'Apple Music Play Activity.csv', bytes: enc(csv(rows)) }]);
    expect(data.plays.count).toBe(2);
    expect(data.plays.ms[0]).toBe(180_000);
    expect(data.plays.end[0]).toBe(Date.UTC(2025, 2, 1, 10, 7, 10));
    expect(data.plays.reasonEnd[0]).toBe(REASON.trackdone);
    expect(data.plays.reasonEnd[1]).toBe(REASON.fwdbtn);
  });

  it('reads the outer zip with nested zips inside (Apple_Media_Services.zip -> Apple Music Activity.zip)', async () => {
    const inner = zipSync({
      'Apple Music Activity/Apple Music Play Activity.csv': enc(appleActivity(false)),
      'Apple Music Activity/Apple Music - Play History Daily Tracks.csv': enc(appleDaily()),
      'Apple Music Activity/Apple Music Library Tracks.json': enc('[{"Title":"x"}]'),
    });
    const middle = zipSync({
      'Apple_Media_Services/Apple Music Activity.zip': inner,
      'Read me.pdf': enc('%PDF'),
    });
    const outer = zipSync({ 'Apple_Media_Services.zip': middle });
    const data = await readExport([{ name: 'privacy-export.zip', bytes: outer }]);
    expect(data.source).toBe('apple-music');
    expect(data.plays.count).toBe(400);
    expect(artistsOf(data)).toContain('Daily Artist 2');
  });
});

function ytEntry(o: { header?: string; title: string; channel?: string | null; time: string }): unknown {
  return {
    header: o.header ?? 'YouTube Music',
    title: o.title,
    titleUrl: 'https://music.youtube.com/watch?v=abc',
    ...(o.channel === null ? {} : { subtitles: [{ name: o.channel ?? 'Some Artist - Topic', url: 'x' }] }),
    time: o.time,
    products: ['YouTube'],
    activityControls: ['YouTube watch history'],
  };
}

describe('YouTube Music', () => {
  const entries = (): unknown[] => {
    const out: unknown[] = [];
    for (let d = 0; d < 40; d++)
      for (let k = 0; k < 10; k++)
        out.push(
          ytEntry({
            title: `Watched Tune ${k}`,
            channel: `Band ${k % 5} - Topic`,
            time: new Date(Date.UTC(2025, 0, 1 + d, 19, k * 3)).toISOString(),
          }),
        );
    out.push(
      ytEntry({
        header: 'YouTube',
        title: 'Watched a cat video',
        channel: 'Cats',
        time: '2025-01-05T10:00:00.000Z',
      }),
    );
    out.push(ytEntry({ title: 'Watched Untitled upload', channel: null, time: '2025-01-06T10:00:00.000Z' }));
    return out;
  };

  it('keeps YouTube Music entries only, artist from "… - Topic", title without "Watched ", assumed durations', async () => {
    const data = await readExport([
      {
        name: 'Takeout/YouTube and YouTube Music/history/watch-history.json',
        bytes: enc(JSON.stringify(entries())),
      },
    ]);
    expect(data.source).toBe('youtube-music');
    expect(data.plays.count).toBe(401);
    expect(data.summary.videoRowsExcluded).toBe(1);
    expect(artistsOf(data)).toEqual(['', 'Band 0', 'Band 1', 'Band 2', 'Band 3', 'Band 4']);
    expect(titlesOf(data)).toContain('Tune 3');
    expect(titlesOf(data)).not.toContain('Watched Tune 3');
    expect(Array.from(data.plays.ms).every((ms) => ms === ASSUMED_PLAY_MS)).toBe(true);
    // end - ms is the real start time.
    const first = (data.plays.end[0] ?? 0) - (data.plays.ms[0] ?? 0);
    expect(first).toBe(Date.UTC(2025, 0, 1, 19, 0));
  });

  it('explains the HTML form of Takeout', async () => {
    const error = await readExport([
      { name: 'watch-history.html', bytes: enc('<html><body>YouTube Music</body></html>') },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportError);
    expect((error as ExportError).code).toBe('YOUTUBE_HTML');
    expect(englishErrorText(error as ExportError)).toMatch(/JSON/);
  });
});

describe('Last.fm scrobble files', () => {
  it('reads scrobbles with their start times and the assumed duration', async () => {
    const scrobbles = Array.from({ length: 400 }, (_, i) => ({
      artist: `Artist ${i % 7}`,
      track: `Track ${i}`,
      album: i % 2 ? 'Album' : '',
      uts: 1_735_689_600 + i * 3_600 * 3,
    }));
    const data = await readExport([
      {
        name: 'lastfm-someone.json',
        bytes: enc(
          JSON.stringify({
            lastfm_user: 'someone',
            scrobbles: [...scrobbles, { artist: 'x', track: '', album: '', uts: 0 }],
          }),
        ),
      },
    ]);
    expect(data.source).toBe('lastfm');
    expect(data.plays.count).toBe(400);
    expect(data.summary.invalidRows).toBe(1);
    expect((data.plays.end[0] ?? 0) - (data.plays.ms[0] ?? 0)).toBe(1_735_689_600_000);
    expect(data.plays.ms[0]).toBe(ASSUMED_PLAY_MS);
  });
});
