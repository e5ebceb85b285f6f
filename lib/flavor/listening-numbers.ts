import { isRecord } from '../guards';

/**
 * "Your listening in numbers" on /flavor: what the built-in scorer counted (lib/scoring/listening/listening-numbers.ts).
 * Plain JSON, so it travels inside the result as the optional field `listening_numbers`: through the
 * widget's `complete` message, the parent's parse and session storage. The third-party widget sends none.
 */
export interface ListeningNumbers {
  /** Qualifying plays (30 s or more) in the analysis window. */
  plays: number;
  /** Listening time of those plays, in hours, one decimal. */
  hours: number;
  /** Whole days between the first and the last counted play. */
  days: number;
  artists: number;
  tracks: number;
  /** UTC dates (YYYY-MM-DD) of the first and the last counted play. */
  firstDate: string;
  lastDate: string;
  /** Read through Last.fm's API, which gives only the last 12 months (the why view says so). */
  lastfm?: true;
}

const COUNTS = ['plays', 'hours', 'days', 'artists', 'tracks'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e9;
}

/** The guard at every boundary (widget message, storage): a copy of exactly our fields, or undefined. */
export function readListeningNumbers(value: unknown): ListeningNumbers | undefined {
  if (!isRecord(value)) return undefined;
  if (!COUNTS.every((k) => isCount(value[k]))) return undefined;
  const { firstDate, lastDate } = value;
  if (typeof firstDate !== 'string' || !DATE.test(firstDate)) return undefined;
  if (typeof lastDate !== 'string' || !DATE.test(lastDate)) return undefined;
  return {
    plays: value.plays as number,
    hours: value.hours as number,
    days: value.days as number,
    artists: value.artists as number,
    tracks: value.tracks as number,
    firstDate,
    lastDate,
    ...(value.lastfm === true ? { lastfm: true as const } : {}),
  };
}
