/** @jest-environment node */
import type { ExportData } from '@/lib/export/export-data';
import type { ExportBytes } from '@/lib/export/files/export-source';
import { readExport } from '@/lib/export/read-export';
import { conscientiousnessMeasures } from '@/lib/scoring/traits/conscientiousness-features';
import { extraversionMeasures } from '@/lib/scoring/traits/extraversion-features';
import type { FeatureMeasure } from '@/lib/scoring/traits/feature-measures';
import { buildListening } from '@/lib/scoring/listening/listening';
import { createLocalClock } from '@/lib/scoring/listening/local-time';
import { opennessMeasures } from '@/lib/scoring/traits/openness-features';

/**
 * Hand-checked feature values on small, fully specified exports, read through the real parser. Every
 * expected number below is worked out in the comment next to it.
 */
interface Row {
  start: number;
  ms: number;
  artist: string;
  track: string;
  album?: string;
  platform?: string;
  country?: string;
  reasonStart?: string | null;
  reasonEnd?: string | null;
  shuffle?: boolean;
  skipped?: boolean | null;
  offline?: boolean;
  incognito?: boolean;
}

const MIN = 60_000;
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

function extendedFile(rows: readonly Row[], name = 'Streaming_History_Audio_2024_0.json'): ExportBytes {
  const records = rows.map((r) => ({
    ts: new Date(r.start + r.ms).toISOString().replace('.000Z', 'Z'),
    platform: r.platform ?? 'android',
    ms_played: r.ms,
    conn_country: r.country ?? 'DE',
    ip_addr: '203.0.113.1',
    master_metadata_track_name: r.track,
    master_metadata_album_artist_name: r.artist,
    master_metadata_album_album_name: r.album ?? `${r.artist} album`,
    spotify_track_uri: 'spotify:track:0000000000000000000000',
    episode_name: null,
    episode_show_name: null,
    spotify_episode_uri: null,
    reason_start: r.reasonStart === undefined ? 'trackdone' : r.reasonStart,
    reason_end: r.reasonEnd === undefined ? 'trackdone' : r.reasonEnd,
    shuffle: r.shuffle ?? true,
    skipped: r.skipped === undefined ? false : r.skipped,
    offline: r.offline ?? false,
    offline_timestamp: Math.floor(r.start / 1000),
    incognito_mode: r.incognito ?? false,
  }));
  return { name, bytes: new TextEncoder().encode(JSON.stringify(records, null, 2)) };
}

function json(name: string, value: unknown): ExportBytes {
  return { name, bytes: new TextEncoder().encode(JSON.stringify(value)) };
}

/**
 * Dataset A: 40 days from Monday 2024-01-01 (UTC). Every weekday has one session of ten 3-minute plays,
 * starting at 09:00 on even-numbered weekdays and 10:00 on odd ones (15 days each) on an Android phone;
 * every Saturday and Sunday one session at 21:00 on a cast speaker, offline. Play k (0..399 in time order)
 * is by "Artist k%50", song "Song k%100".
 */
function datasetA(): Row[] {
  const rows: Row[] = [];
  let weekdayIndex = 0;
  for (let d = 0; d < 40; d++) {
    const day = utc(2024, 1, 1) + d * DAY;
    const weekday = new Date(day).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const startHour = weekend ? 21 : weekdayIndex++ % 2 === 0 ? 9 : 10;
    for (let j = 0; j < 10; j++) {
      rows.push({
        start: day + startHour * 60 * MIN + j * 3 * MIN,
        ms: 3 * MIN,
        artist: '',
        track: '',
        platform: weekend ? 'Partner google cast_voice;Google_Home;;1.0' : 'android',
        offline: weekend,
      });
    }
  }
  return rows.map((r, k) => ({ ...r, artist: `Artist ${k % 50}`, track: `Song ${k % 100}` }));
}

async function listen(files: ExportBytes[], timeZone = 'UTC') {
  const data: ExportData = await readExport(files);
  return buildListening(data, createLocalClock(timeZone));
}

function byId(measures: FeatureMeasure[]): Record<string, FeatureMeasure> {
  return Object.fromEntries(measures.map((m) => [m.id, m]));
}

describe('features on dataset A (400 plays, 40 days)', () => {
  let O: Record<string, FeatureMeasure>;
  let C: Record<string, FeatureMeasure>;
  let E: Record<string, FeatureMeasure>;
  beforeAll(async () => {
    const l = await listen([extendedFile(datasetA())]);
    expect(l.qualifying.length).toBe(400);
    O = byId(opennessMeasures(l));
    C = byId(conscientiousnessMeasures(l));
    E = byId(extraversionMeasures(l));
  });

  it('O1: 50 artists in 400 plays, scaled to 1,000 plays: 50 x (1000/400)^0.75 = 99.41', () => {
    expect(O.O1).toMatchObject({ artists: 50, plays: 400 });
    expect(O.O1?.value).toBeCloseTo(50 * 2.5 ** 0.75, 6);
  });

  it('O2: only days 7–9 bring artists not played 30 to 7 days before: 30 of the 330 plays with a look-back', () => {
    // Artists repeat every 5 days (50 artists, 10 plays a day). A play counts once the 30-to-7-days-back
    // stretch holds 10 plays: from day 7 (Monday 8 January, whose look-back holds day 0's session). Days 7, 8
    // and 9 play artists 20–49, not heard on days 0–2; from day 10 every artist was heard 10 days before.
    expect(O.O2?.value).toBeCloseTo(30 / 330, 12);
    expect(O.O2).toMatchObject({ topNewArtist: 'Artist 20' });
  });

  it('O3: each artist has 8 plays, so the top 10 hold 80/400 = 20%; ties quote the first name', () => {
    // Fewer than 2,000 plays: one stretch, the whole window.
    expect(O.O3).toEqual({ id: 'O3', value: 0.2, stretch: 400, topArtist: 'Artist 0' });
  });

  it('O4: 400 plays over 100 songs = 4 plays per song; "Song 0" by Artist 0 has 4', () => {
    expect(O.O4).toEqual({
      id: 'O4',
      value: 4,
      stretch: 400,
      topTrack: 'Song 0',
      topTrackArtist: 'Artist 0',
      topTrackPlays: 4,
    });
  });

  it('O6: everything is shuffled, so no album runs', () => {
    expect(O.O6?.value).toBe(0);
  });

  it('C1: nothing starts between 00:00 and 04:59', () => {
    expect(C.C1?.value).toBe(0);
  });

  it('C2: the first weekday song is at 09:00 on 15 days and 10:00 on 15: median 09:30 = 5.5 h after 04:00', () => {
    expect(C.C2).toEqual({ id: 'C2', value: 5.5, days: 30 });
  });

  it('C8: the last weekday song starts at 09:27 or 10:27: median 09:57 = 5.95 h after 04:00', () => {
    expect(C.C8?.value).toBeCloseTo(5.95, 9);
    expect(C.C8).toMatchObject({ days: 30 });
  });

  it('C3: first plays alternate 09:00 / 10:00, a circular SD of 30.04 minutes', () => {
    // R = cos(30 min as an angle); SD = sqrt(-2 ln R) in minutes.
    const theta = (30 / 1440) * 2 * Math.PI;
    const sd = (Math.sqrt(-2 * Math.log(Math.cos(theta))) * 1440) / (2 * Math.PI);
    expect(sd).toBeCloseTo(30.04, 2);
    expect(C.C3).toMatchObject({ days: 30 });
    expect(C.C3?.value).toBeCloseTo(sd, 6);
    expect((C.C3 as { meanFirstMinute: number }).meanFirstMinute).toBeCloseTo(570, 6);
  });

  it('C4 / E6: weekend midpoint 21:14 minus weekday 09:44 = 11.5 hours later', () => {
    expect(C.C4?.value).toBeCloseTo(11.5, 6);
    expect(E.E6?.value).toBeCloseTo(11.5, 6);
  });

  it('C6: no short plays, so follow-through is 100% (extended rules, not the proxy)', () => {
    expect(C.C6).toEqual({ id: 'C6', value: 1, proxy: false });
  });

  it('C7: the 100 weekend plays were offline: 100/400 = 25%', () => {
    expect(C.C7?.value).toBe(0.25);
  });

  it('C5, E3, O5 drop out without Playlist, Follow and SearchQueries files', () => {
    expect(C.C5).toBeUndefined();
    expect(E.E3).toBeUndefined();
    expect(O.O5).toBeUndefined();
  });

  it('E1: music on 5 Friday and Saturday nights (the Saturdays at 21:00) of the 12 in 6 weeks', () => {
    expect(E.E1).toEqual({ id: 'E1', value: 5 / 12, nights: 5, weekendNights: 12 });
  });

  it('E2: the 100 weekend plays went to a cast speaker: 25%', () => {
    expect(E.E2?.value).toBe(0.25);
  });

  it('E4: 400 songs over 40 listening days = 10 a day', () => {
    expect(E.E4).toEqual({ id: 'E4', value: 10, days: 40 });
  });

  it('E7: music on all 40 days', () => {
    expect(E.E7).toEqual({ id: 'E7', value: 1, activeDays: 40, days: 40 });
  });

  it('E5: 2 device kinds (phone, speaker) + 1 country - 1 = 2', () => {
    expect(E.E5).toEqual({ id: 'E5', value: 2, deviceKinds: 2, countries: 1 });
  });
});

describe('local time', () => {
  it('uses the visitor zone: in New York (UTC-5 in January) 09:00 UTC starts at 04:00, late night', async () => {
    const l = await listen([extendedFile(datasetA())], 'America/New_York');
    const C = byId(conscientiousnessMeasures(l));
    // The 15 "09:00 UTC" weekday sessions start 04:00–04:27 local: 150/400 of the (equal-length) plays.
    expect(C.C1?.value).toBe(0.375);
  });
});

describe('O2 fresh artists', () => {
  /** Three 3-minute plays at 12:00 on each of `days` days from 2024-01-01; `artist(d, j)` names them. */
  function daily(days: number, artist: (d: number, j: number) => string | undefined): Row[] {
    const rows: Row[] = [];
    for (let d = 0; d < days; d++)
      for (let j = 0; j < 3; j++) {
        const name = artist(d, j);
        if (name)
          rows.push({
            start: utc(2024, 1, 1, 12) + d * DAY + j * 3 * MIN,
            ms: 3 * MIN,
            artist: name,
            track: 'Song',
          });
      }
    return rows;
  }

  it('counts plays whose artist was not played 30 to 7 days before, once that stretch holds 10 plays', async () => {
    // Days 0–89: "Old d%10" only; days 90–179: two "Old d%10" and one brand-new "New d". Every Old artist
    // was played 10 and 20 days earlier. A play counts once its look-back (30 to 7 days before it) holds 10
    // plays: on day 10 that is true from its second play (9 plays of days 0–2, plus day 3's first), so 2 + 169
    // × 3 = 509 plays count, of which the 90 "New" ones are fresh. Ties quote the first name in order.
    const rows = daily(180, (d, j) => (d >= 90 && j === 2 ? `New ${d}` : `Old ${d % 10}`));
    const O = byId(opennessMeasures(await listen([extendedFile(rows)])));
    expect(O.O2).toEqual({ id: 'O2', value: 90 / 509, topNewArtist: 'New 100' });
  });

  it('an artist back after more than three weeks is fresh again; the days after a long break are left out', async () => {
    // "Old d%10" on days 0–59 and 100–159 (nothing in between); "Comeback" on day 20 (never heard before) and
    // day 55 (not heard 30 to 7 days before). Counted: 149 plays from day 10 and, after the break, 149 from
    // day 110, when the look-back holds 10 plays again; without that guard every play of days 100–109 would
    // look fresh. Fresh: the two "Comeback" plays.
    const rows = daily(160, (d, j) => {
      if (d >= 60 && d < 100) return undefined;
      return (d === 20 || d === 55) && j === 2 ? 'Comeback' : `Old ${d % 10}`;
    });
    const O = byId(opennessMeasures(await listen([extendedFile(rows)])));
    expect(O.O2).toEqual({ id: 'O2', value: 2 / 298, topNewArtist: 'Comeback' });
  });
});

describe('E7 days with music', () => {
  it('leaves a break of two weeks or more out of the days counted', async () => {
    // Dataset A's 40 days, then 20 days without music, then 10 more days with a session each.
    const rows = datasetA();
    for (let d = 0; d < 10; d++)
      for (let j = 0; j < 10; j++)
        rows.push({
          start: utc(2024, 3, 1, 12) + d * DAY + j * 3 * MIN,
          ms: 3 * MIN,
          artist: 'Later',
          track: `L${j}`,
        });
    const E = byId(extraversionMeasures(await listen([extendedFile(rows)])));
    // 50 days with music; the 20-day gap (9 February to 1 March) counts as one day: 40 + 1 + 9 = 50.
    expect(E.E7).toEqual({ id: 'E7', value: 1, activeDays: 50, days: 50 });
  });

  it('counts shorter gaps: music on every other day is half the days', async () => {
    const rows = datasetA().filter((r) => Math.floor((r.start - utc(2024, 1, 1)) / DAY) % 2 === 0);
    const E = byId(
      extraversionMeasures(
        await listen([extendedFile(rows.concat(rows.map((r) => ({ ...r, start: r.start + 40 * DAY }))))]),
      ),
    );
    // Days 0, 2, …, 78: 40 days with music over a span of 79.
    expect(E.E7).toMatchObject({ activeDays: 40, days: 79 });
  });
});

describe('O6 album runs', () => {
  it('counts 4+ unshuffled, in-order plays of one album that started because the last one finished', async () => {
    const rows = datasetA();
    // Turn the 6 Monday sessions (10 plays each) into front-to-back album plays.
    const mondays = rows.filter((r) => new Date(r.start).getUTCDay() === 1);
    mondays.forEach((r, k) => {
      Object.assign(r, {
        artist: 'Album Band',
        album: 'Whole Record',
        track: `Side ${k % 10}`,
        shuffle: false,
      });
      r.reasonStart = k % 10 === 0 ? 'clickrow' : 'trackdone';
    });
    const O = byId(opennessMeasures(await listen([extendedFile(rows)])));
    // 60 of 400 qualifying plays sit in runs.
    expect(O.O6).toEqual({ id: 'O6', value: 60 / 400, album: 'Whole Record', albumArtist: 'Album Band' });
  });
});

describe('C6 early skips', () => {
  const sessionStart = (rows: Row[], n: number) =>
    rows.filter((r) => new Date(r.start).getUTCDay() === 2)[n * 10]?.start ?? 0;

  it('applies the reason_end rules, and the next-play-within-5-s fallback when reasons are missing', async () => {
    const rows = datasetA();
    const s = (n: number) => sessionStart(rows, n);
    const short = (start: number, extra: Partial<Row>): Row => ({
      start,
      ms: 5000,
      artist: 'Artist 0',
      track: 'Short',
      ...extra,
    });
    rows.push(
      short(s(0) - 10 * MIN, { reasonEnd: 'fwdbtn' }), // skip
      short(s(1) - 10 * MIN, { reasonEnd: 'endplay', skipped: true }), // stopped, not a skip
      short(s(2) - 10 * MIN, { reasonEnd: 'trackdone', skipped: true }), // skip
      short(s(3) - 10 * MIN, { reasonEnd: 'trackdone', skipped: false }), // not a skip
      short(s(4) - 7000, { reasonEnd: null, reasonStart: null }), // next play starts 2 s after it ends: skip
      short(s(5) - 65_000, { reasonEnd: null, reasonStart: null }), // next play 60 s later: not a skip
    );
    rows.sort((a, b) => a.start - b.start);
    const C = byId(conscientiousnessMeasures(await listen([extendedFile(rows)])));
    // 3 skips among 406 music plays.
    expect(C.C6).toEqual({ id: 'C6', value: 1 - 3 / 406, proxy: false });
  });

  it('falls back to the under-30-s proxy for account data', async () => {
    const rows = datasetA();
    for (let k = 0; k < 6; k++)
      rows.push({ start: sessionStart(rows, k) - 10 * MIN, ms: 5000, artist: 'A', track: 'T' });
    const account = rows.map((r) => ({
      endTime: new Date(r.start + r.ms).toISOString().slice(0, 16).replace('T', ' '),
      artistName: r.artist,
      trackName: r.track,
      msPlayed: r.ms,
    }));
    const C = byId(conscientiousnessMeasures(await listen([json('StreamingHistory_music_0.json', account)])));
    expect(C.C6).toEqual({ id: 'C6', value: 400 / 406, proxy: true });
    expect(C.C7).toBeUndefined();
    const E = byId(extraversionMeasures(await listen([json('StreamingHistory_music_0.json', account)])));
    expect(E.E2).toBeUndefined();
    expect(E.E5).toBeUndefined();
  });
});

describe('features from auxiliary files', () => {
  it('C5 curation, E3 social footprint (2023 Follow shape) and O5 search rate', async () => {
    const item = { track: { trackName: 't', artistName: 'a', albumName: 'b', trackUri: 'spotify:track:x' } };
    const playlist = (name: string, items: number, followers: number) => ({
      name,
      lastModifiedDate: '2024-01-01',
      items: Array.from({ length: items }, () => item),
      description: null,
      numberOfFollowers: followers,
    });
    // 20 searches between Saturday 2024-01-06 00:00 and Saturday 2024-02-03 00:00 (UTC).
    const searches = Array.from({ length: 20 }, (_, k) => ({
      platform: '',
      searchTime: `${new Date(utc(2024, 1, 6) + (k * (utc(2024, 2, 3) - utc(2024, 1, 6))) / 19).toISOString()}[UTC]`,
      searchQuery: `query ${k}`,
      searchInteractionURIs: [],
    }));
    const l = await listen([
      extendedFile(datasetA()),
      json('Playlist1.json', {
        playlists: [
          playlist('a', 12, 4),
          playlist('b', 12, 0),
          playlist('c', 10, 6),
          playlist('d', 5, 0),
          playlist('e', 9, 0),
        ],
      }),
      json('Follow.json', { followerCount: 5, followingUsersCount: 7, dismissingUsersCount: 0 }),
      json('YourLibrary.json', {
        tracks: Array.from({ length: 25 }, () => ({ artist: 'a', album: 'b', track: 't' })),
        albums: [],
      }),
      json('SearchQueries.json', searches),
    ]);
    const C = byId(conscientiousnessMeasures(l));
    const E = byId(extraversionMeasures(l));
    const O = byId(opennessMeasures(l));
    // 3 playlists with 10+ items; 25 saved tracks.
    expect(C.C5).toEqual({ id: 'C5', value: 3, savedTracks: 25 });
    // log1p(5 + 7) + log1p(4 + 6).
    expect(E.E3).toEqual({
      id: 'E3',
      value: Math.log1p(12) + Math.log1p(10),
      followers: 5,
      following: 7,
      playlistFollowers: 10,
    });
    // Plays ending between the first and last search: 4 full weeks = 20 weekdays + 8 weekend days = 280.
    expect(O.O5).toEqual({ id: 'O5', value: (100 * 20) / 280, searches: 20 });
  });

  it('reads the 2025 Follow shape (lists of users)', async () => {
    const l = await listen([
      extendedFile(datasetA()),
      json('Follow.json', { userIsFollowing: ['a', 'b'], userIsFollowedBy: ['c'], userIsBlocking: [] }),
    ]);
    expect(byId(extraversionMeasures(l)).E3).toMatchObject({
      followers: 1,
      following: 2,
      playlistFollowers: 0,
    });
  });
});

describe('minimum data', () => {
  it('needs 300 qualifying plays over at least 30 days', async () => {
    const rows = datasetA();
    await expect(listen([extendedFile(rows.slice(0, 299))])).rejects.toMatchObject({
      code: 'NOT_ENOUGH_MUSIC',
    });
    // 30 days of the dataset hold fewer than 300 plays; stretch ten plays a day over 30 days + a bit.
    const dense = datasetA().filter((r) => r.start < utc(2024, 1, 1) + 30 * DAY);
    await expect(listen([extendedFile(dense)])).rejects.toMatchObject({ code: 'NOT_ENOUGH_MUSIC' });
    await expect(listen([extendedFile(rows)])).resolves.toBeDefined();
  });

  it('does not count plays under 30 seconds', async () => {
    const rows = datasetA().map((r, k) => (k < 150 ? { ...r, ms: 29_000 } : r));
    await expect(listen([extendedFile(rows)])).rejects.toMatchObject({ code: 'NOT_ENOUGH_MUSIC' });
  });
});
