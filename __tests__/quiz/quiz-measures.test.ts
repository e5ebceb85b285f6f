/** @jest-environment node */
import { readExport } from '@/lib/export/read-export';
import { measureHabit } from '@/lib/quiz/quiz-measures';
import { buildListening } from '@/lib/scoring/listening/listening';
import { createLocalClock } from '@/lib/scoring/listening/local-time';
import { measureListening } from '@/lib/scoring/score-export';

/**
 * The habits the quiz asks about, measured from plays (lib/quiz/quiz-measures.ts), on a small export worked out
 * by hand: 70 days from Monday 1 January 2024, ten three-minute songs from 18:00 UTC every day (artists A0–A4
 * in turn, and one artist never heard before), one song three times on every even day, and a song at 01:00
 * after every seventh day.
 */
const DAY = 86_400_000;
const SONG = 3 * 60_000;
const FIRST = Date.UTC(2024, 0, 1);

interface Row {
  readonly start: number;
  readonly artist: string;
  readonly track: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  for (let d = 0; d < 70; d++) {
    const evening = FIRST + d * DAY + 18 * 3_600_000;
    for (let k = 0; k < 10; k++) {
      const repeat = d % 2 === 0 && k < 3;
      const artist = k === 9 ? `New ${d}` : repeat ? 'A0' : `A${(d + k) % 5}`;
      const track = repeat ? 'Loop' : `Song ${d}-${k}`;
      out.push({ start: evening + k * SONG, artist, track });
    }
    if (d % 7 === 0) out.push({ start: FIRST + (d + 1) * DAY + 3_600_000, artist: 'A1', track: `Late ${d}` });
  }
  return out.sort((a, b) => a.start - b.start);
}

async function habits() {
  const records = rows().map((r) => ({
    endTime: new Date(r.start + SONG).toISOString().slice(0, 16).replace('T', ' '),
    artistName: r.artist,
    trackName: r.track,
    msPlayed: SONG,
  }));
  const data = await readExport([
    { name: 'StreamingHistory_music_0.json', bytes: new TextEncoder().encode(JSON.stringify(records)) },
  ]);
  const clock = createLocalClock('UTC');
  const listening = buildListening(data, clock);
  return { listening, own: measureListening(listening, data.source, 'UTC') };
}

describe('the quiz habits, measured from plays', () => {
  it('count days a week, hours a day and clock times as a person would', async () => {
    const h = await habits();
    // Music every day of the 70.
    expect(measureHabit('days-a-week', h)).toBeCloseTo(7, 9);
    // A song at 01:00 after 10 of the 70 days: once a week.
    expect(measureHabit('after-midnight', h)).toBeCloseTo((10 / 70) * 7, 9);
    // One song three times on the 35 even days.
    expect(measureHabit('on-repeat', h)).toBeCloseTo((35 / 70) * 7, 9);
    // An artist never heard before every day, counted from four weeks after the first play: days 28–69.
    expect(measureHabit('new-artists', h)).toBeCloseTo((42 / 70) * 7, 9);
    // 700 evening songs and 10 late ones of three minutes over 70 listening days (the 01:00 song belongs to
    // the night before).
    expect(measureHabit('hours-a-day', h)).toBeCloseTo((710 * 3) / 60 / 70, 9);
    // Every evening's music, Friday and Saturday included.
    expect(measureHabit('weekend-evenings', h)).toBeCloseTo(1, 9);
    // The workday's first song at 18:00, its last at 18:27 (the median weekday; ten days also have 01:00).
    expect(measureHabit('first-song', h)).toBeCloseTo(18, 9);
    expect(measureHabit('last-song', h)).toBeCloseTo(18 + 27 / 60, 9);
    // Account data has no real skips: under 30 s is its proxy, and none of these songs is that short.
    expect(measureHabit('skips', h)).toBeCloseTo(0, 9);
  });
});
