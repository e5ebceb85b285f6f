/** @jest-environment node */
import type { ExportData } from '@/lib/export/export-data';
import { QUALIFYING_MS } from '@/lib/export/minimum-data';
import { REASON } from '@/lib/export/play-codes';
import type { Plays } from '@/lib/export/plays';
import { readExport } from '@/lib/export/read-export';
import { appleLens } from '@/lib/lenses/apple-lens';
import { lastfmLens, lastfmScrobbles } from '@/lib/lenses/lastfm-lens';
import { youtubeLens } from '@/lib/lenses/youtube-lens';
import { accountExportFiles } from '@/e2e/fixtures/spotify-export';

/**
 * Each lens turns a Spotify listener's plays into another service's export files; reading those files with
 * the widget's own reader must give back the same listening, as far as that service records it.
 */
const DAY_MS = 86_400_000;
const berlin = (utcMs: number) =>
  new Date(utcMs).getUTCMonth() >= 3 && new Date(utcMs).getUTCMonth() < 9 ? 120 : 60;
const options = { offsetMinutes: berlin };

let spotify: ExportData;
beforeAll(async () => {
  spotify = await readExport([...accountExportFiles({ profile: 'explorer', plays: 4000, seed: 3 })]);
});

interface Listen {
  start: number;
  artist: string;
  title: string;
}

function listens(plays: Plays, keep: (i: number) => boolean = () => true): Listen[] {
  const out: Listen[] = [];
  for (let i = 0; i < plays.count; i++)
    if (keep(i))
      out.push({
        start: (plays.end[i] ?? 0) - (plays.ms[i] ?? 0),
        artist: plays.artistNames[plays.artist[i] ?? -1] ?? '',
        title: plays.titleNames[plays.title[i] ?? -1] ?? '',
      });
  return out.sort(
    (a, b) => a.start - b.start || a.title.localeCompare(b.title) || a.artist.localeCompare(b.artist),
  );
}

describe('the Last.fm lens', () => {
  it('scrobbles every play of 30 s or more, with its start, artist and title, and nothing else', async () => {
    const read = await readExport(lastfmLens(1_000_000)(spotify.plays, options));
    expect(read.source).toBe('lastfm');
    const played = (i: number) => (spotify.plays.ms[i] ?? 0) >= QUALIFYING_MS;
    const expected = listens(spotify.plays, played).map((l) => ({
      ...l,
      start: Math.floor(l.start / 1000) * 1000,
    }));
    expect(listens(read.plays)).toEqual(expected);
  });

  it('keeps only the latest scrobbles of the last year when capped, as our route does', () => {
    const all = lastfmScrobbles(spotify.plays, 1_000_000);
    const capped = lastfmScrobbles(spotify.plays, 1000);
    expect(capped).toHaveLength(1000);
    expect(capped).toEqual(all.slice(0, 1000));
    // Newest first, and never older than a year before the latest play.
    const latest = spotify.plays.end[spotify.plays.count - 1] ?? 0;
    expect(all.every((s, k) => k === 0 || s.uts <= (all[k - 1]?.uts ?? 0))).toBe(true);
    expect(Math.min(...all.map((s) => s.uts * 1000))).toBeGreaterThanOrEqual(latest - 365 * DAY_MS - 1000);
  });
});

describe('the YouTube Music lens', () => {
  it('logs every song started, skips included, with the artist from its "- Topic" channel', async () => {
    const read = await readExport(youtubeLens(spotify.plays, options));
    expect(read.source).toBe('youtube-music');
    const started = (i: number) => (spotify.plays.ms[i] ?? 0) >= 1000;
    expect(listens(read.plays)).toEqual(listens(spotify.plays, started));
    expect(read.summary.videoRowsExcluded).toBe(0);
  });
});

describe('the Apple Music lens', () => {
  it('gives back every listen, paused ones joined, with Spotify’s time played and end, artists from Daily Tracks', async () => {
    const files = appleLens(spotify.plays, options);
    const activity = new TextDecoder().decode(files[0]?.bytes);
    expect(activity).toContain('PLAYBACK_MANUALLY_PAUSED');
    expect(activity.split('\r\n')[0]).not.toContain('Artist Name');
    const read = await readExport(files);
    expect(read.source).toBe('apple-music');
    expect(read.plays.count).toBe(spotify.plays.count);
    const byEnd = (p: Plays) =>
      Array.from(
        { length: p.count },
        (_, i) => `${p.end[i]}|${p.ms[i]}|${p.titleNames[p.title[i] ?? -1]}`,
      ).sort();
    expect(byEnd(read.plays)).toEqual(byEnd(spotify.plays));
    // The artist comes from Daily Tracks; a title two artists share on one day may take the other's name.
    const sameArtist = listens(read.plays).filter((l, k) => l.artist === listens(spotify.plays)[k]?.artist);
    expect(sameArtist.length / read.plays.count).toBeGreaterThan(0.97);
  });

  it('ends a play under 30 s as a skip and a longer one naturally, in the listener’s own offset', async () => {
    const read = await readExport(appleLens(spotify.plays, options));
    for (let i = 0; i < read.plays.count; i++) {
      const short = (read.plays.ms[i] ?? 0) < QUALIFYING_MS;
      expect(read.plays.reasonEnd[i]).toBe(short ? REASON.fwdbtn : REASON.trackdone);
      const start = (read.plays.end[i] ?? 0) - (read.plays.ms[i] ?? 0);
      expect(read.plays.utcOffset[i]).toBe(berlin(start));
    }
  });
});
