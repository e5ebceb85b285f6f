/**
 * Export timestamps are UTC: extended `ts` is "YYYY-MM-DDTHH:MM:SSZ", account `endTime` is "YYYY-MM-DD HH:MM"
 * with no zone (and `new Date()` would read it as local time). Parsed by hand because this runs once per row
 * on up to a million rows, where a Date object or regex per row would dominate the import time.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function digit(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
}

function two(s: string, i: number): number {
  return digit(s, i) * 10 + digit(s, i + 1);
}

/** Epoch ms, or NaN when the text is not a timestamp. */
export function parseUtcTimestamp(s: string): number {
  if (s.length < 16 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(13) !== 58)
    return fallback(s);
  const sep = s.charCodeAt(10);
  if (sep !== 84 && sep !== 32) return fallback(s); // 'T' or ' '
  const year = two(s, 0) * 100 + two(s, 2);
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  let second = 0;
  let millis = 0;
  let i = 16;
  if (s.charCodeAt(16) === 58) {
    second = two(s, 17);
    i = 19;
    if (s.charCodeAt(19) === 46) {
      // Fractions are rare (rows have whole seconds); milliseconds are kept, finer digits ignored.
      for (i = 20; i < s.length && !Number.isNaN(digit(s, i)); i++)
        if (i < 23) millis += digit(s, i) * 10 ** (22 - i);
    }
  }
  if (i < s.length && !(i === s.length - 1 && s.charCodeAt(i) === 90)) return fallback(s); // only a trailing 'Z'
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 60))
    return NaN;
  return daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * 1000 + millis;
}

/** Rare shapes (explicit offsets, "[UTC]" suffixes): the slow, correct path. */
function fallback(s: string): number {
  const trimmed = s.trim().replace(/\[[^\]]*\]$/, '');
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed)) return NaN;
  const iso = trimmed.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(iso);
  const ms = Date.parse(hasZone ? iso : `${iso}Z`);
  return Number.isFinite(ms) ? ms : NaN;
}
