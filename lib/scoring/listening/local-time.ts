/**
 * UTC -> the visitor's local wall-clock time (the browser's zone is the home zone; the zone is never guessed from the listening itself, which would erase a night owl). Intl is
 * slow per call (~5 µs), so offsets are cached: per UTC day when the day starts and ends on the same offset
 * (every day but the two transition days a year), otherwise per UTC hour. A year of plays needs ~730 Intl
 * calls however many plays there are, and consecutive plays mostly hit the last-day shortcut.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

/** The weekday (0 = Sunday) of a local day number counted from 1970-01-01, which was a Thursday. */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export interface LocalClock {
  /** The zone actually used ("UTC" when the requested one is unknown to this browser). */
  readonly timeZone: string;
  /** Milliseconds to add to a UTC instant to get local wall-clock time as if it were UTC. */
  offsetMs(utcMs: number): number;
}

/** One formatter per zone for the life of the worker: the first one loads the zone's data, which is slow (docs/performance.md). */
const formatters = new Map<string, Intl.DateTimeFormat | undefined>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  if (!formatters.has(timeZone)) formatters.set(timeZone, makeFormatter(timeZone));
  return formatters.get(timeZone);
}

function makeFormatter(timeZone: string): Intl.DateTimeFormat | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
}

export function createLocalClock(timeZone: string): LocalClock {
  const format =
    timeZone && timeZone !== 'UTC' && timeZone !== 'Etc/UTC' ? formatterFor(timeZone) : undefined;
  if (!format) return { timeZone: 'UTC', offsetMs: () => 0 };
  /** Offset per UTC day; NaN marks a day with a transition, whose hours are cached one by one. */
  const byDay = new Map<number, number>();
  const byHour = new Map<number, number>();
  let lastDay = NaN;
  let lastOffset = 0;

  const offsetForHour = (hour: number): number => {
    const at = hour * HOUR_MS;
    const parts: Record<string, number> = {};
    for (const p of format.formatToParts(new Date(at)))
      if (p.type !== 'literal') parts[p.type] = Number(p.value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return wall - at;
  };

  return {
    timeZone: format.resolvedOptions().timeZone,
    offsetMs(utcMs: number): number {
      const day = Math.floor(utcMs / DAY_MS);
      if (day === lastDay) return lastOffset;
      let offset = byDay.get(day);
      if (offset === undefined) {
        const first = offsetForHour(day * 24);
        offset = first === offsetForHour(day * 24 + 24) ? first : NaN;
        byDay.set(day, offset);
      }
      if (!Number.isNaN(offset)) {
        lastDay = day;
        lastOffset = offset;
        return offset;
      }
      const hour = Math.floor(utcMs / HOUR_MS);
      let hourly = byHour.get(hour);
      if (hourly === undefined) {
        hourly = offsetForHour(hour);
        byHour.set(hour, hourly);
      }
      return hourly;
    },
  };
}

/**
 * Loads the zone's time-zone data and formats once, ahead of time (the import pool's lead does it while the
 * page is idle), so that scoring, which runs after the last file is read while the other cores wait, does
 * not start with it. Defaults to this browser's zone, the one imports are scored in.
 */
export function prepareLocalClock(timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone): void {
  createLocalClock(timeZone).offsetMs(Date.now());
}
