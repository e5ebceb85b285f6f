import { chooseReadingYear } from '@/lib/scoring/listening/reading-year';

const DAY = 86_400_000;
const RULE = { windowDays: 365, minPlays: 300, minDays: 30 };

/** Plays `perDay` a day from `fromDay` for `days` days (day numbers since 2015-01-01). */
function days(fromDay: number, n: number, perDay: number): number[] {
  const base = Date.UTC(2015, 0, 1);
  const out: number[] = [];
  for (let d = 0; d < n; d++)
    for (let k = 0; k < perDay; k++) out.push(base + (fromDay + d) * DAY + k * 60_000);
  return out;
}

function choose(ends: number[], qualifies: (i: number) => boolean = () => true) {
  const sorted = Float64Array.from(ends.sort((a, b) => a - b));
  return chooseReadingYear(sorted, sorted.length, qualifies, RULE);
}

describe('the year that is read', () => {
  test('enough music in the newest year: the 365 days before the newest play, as always', () => {
    const ends = days(0, 800, 3);
    const newest = Math.max(...ends);
    expect(choose(ends)).toEqual({ ok: true, windowStart: newest - 365 * DAY, windowEnd: newest });
  });

  test('three busy years, then 86 plays in the newest: read back to the newest year that holds enough', () => {
    const busy = days(0, 3 * 365, 10); // 2015–2017
    const thin = days(3 * 365 + 400, 86, 1); // 86 plays, the newest more than a year after the busy ones
    const all = [...busy, ...thin].sort((a, b) => a - b);
    const newest = all[all.length - 1] ?? 0;
    expect(all.filter((t) => t > newest - 365 * DAY).length).toBe(86);
    const choice = choose([...all]);
    expect(choice.ok).toBe(true);
    if (!choice.ok) return;
    const count = (end: number) => all.filter((t) => t > end - 365 * DAY && t <= end).length;
    expect(choice.windowEnd).toBeLessThan(newest);
    expect(choice.windowStart).toBe(choice.windowEnd - 365 * DAY);
    expect(count(choice.windowEnd)).toBeGreaterThanOrEqual(300);
    // The newest such window: ending at any later play holds too little.
    for (const later of all.filter((t) => t > choice.windowEnd)) expect(count(later)).toBeLessThan(300);
  });

  test('plays under 30 s do not count towards the minimum', () => {
    const ends = days(0, 60, 10);
    const choice = choose(ends, (i) => i % 2 === 0); // 300 qualifying over 60 days
    expect(choice.ok).toBe(true);
    expect(choose(ends, (i) => i % 3 === 0).ok).toBe(false); // 200
  });

  test('never enough: the fullest year seen, for the refusal', () => {
    const choice = choose([...days(0, 20, 10), ...days(500, 40, 2)]);
    expect(choice).toEqual({ ok: false, bestPlays: 200, bestDays: expect.any(Number) });
    if (!choice.ok) expect(Math.floor(choice.bestDays)).toBe(19);
  });

  test('no plays at all', () => {
    expect(chooseReadingYear(new Float64Array(0), 0, () => true, RULE)).toEqual({
      ok: false,
      bestPlays: 0,
      bestDays: 0,
    });
  });
});
