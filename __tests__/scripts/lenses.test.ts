/** @jest-environment node */
import type { ExportData } from '@/lib/export/export-data';
import { QUALIFYING_MS } from '@/lib/export/minimum-data';
import { REASON } from '@/lib/export/plays/play-codes';
import type { Plays } from '@/lib/export/plays/plays';
import { readExport } from '@/lib/export/read-export';
import { appleLens } from '@/scripts/calibration/lenses/apple-lens';
import { lastfmLens, lastfmScrobbles } from '@/scripts/calibration/lenses/lastfm-lens';
import { youtubeLens } from '@/scripts/calibration/lenses/youtube-lens';
import { samplePeriods } from '@/lib/lastfm/sampling';
import { accountExportFiles } from '@/fixtures/spotify-export';

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

  it('reads a year over the cap as the newest part of each of five periods, as the widget does', async () => {
    const year = await readExport([
      ...accountExportFiles({ profile: 'explorer', plays: 8000, days: 365, seed: 5 }),
    ]);
    const all = lastfmScrobbles(year.plays, 1_000_000);
    // Newest first, and never older than a year before the latest play.
    const latest = year.plays.end[year.plays.count - 1] ?? 0;
    expect(all.every((s, k) => k === 0 || s.uts <= (all[k - 1]?.uts ?? 0))).toBe(true);
    expect(Math.min(...all.map((s) => s.uts * 1000))).toBeGreaterThanOrEqual(latest - 365 * DAY_MS - 1000);
    // Under the cap: everything. Over it: 1,000 / 5 = 200 from each period, its newest.
    expect(lastfmScrobbles(year.plays, all.length)).toEqual(all);
    const capped = lastfmScrobbles(year.plays, 1000);
    expect(capped).toHaveLength(1000);
    const periods = samplePeriods(Math.floor(latest / 1000) + 1, 365);
    periods.forEach((p, k) => {
      const inPeriod = all.filter((s) => s.uts >= p.from && s.uts < p.to);
      expect(capped.slice(k * 200, (k + 1) * 200)).toEqual(inPeriod.slice(0, 200));
    });
    // The route's older behaviour, kept for comparison in the report: the newest 1,000 only.
    expect(lastfmScrobbles(year.plays, 1000, false)).toEqual(all.slice(0, 1000));
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

  it('reads a song followed by the next within 30 s as a skip, as Spotify logged it', async () => {
    const read = await readExport(youtubeLens(spotify.plays, options));
    const short = (p: Plays) => {
      let n = 0;
      for (let i = 0; i < p.count; i++) if ((p.ms[i] ?? 0) < QUALIFYING_MS) n++;
      return n;
    };
    // Exactly the plays YouTube logs (a second or more) whose next logged song started under 30 s later.
    const p = spotify.plays;
    const logged = Array.from({ length: p.count }, (_, i) => i).filter((i) => (p.ms[i] ?? 0) >= 1000);
    const starts = logged.map((i) => (p.end[i] ?? 0) - (p.ms[i] ?? 0)).sort((a, b) => a - b);
    const proven = starts.filter((t, k) => k + 1 < starts.length && (starts[k + 1] ?? 0) - t < QUALIFYING_MS);
    expect(short(read.plays)).toBe(proven.length);
    // A skip is never made up: each is one Spotify logged under 30 s too, or a start within 30 s of the next.
    expect(proven.length).toBeGreaterThan(0);
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
