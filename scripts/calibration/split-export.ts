import type { ExportData } from '../../lib/export/export-data';
import { selectPlays } from '../../lib/export/plays/select-plays';
import {
  MIN_DAYS,
  MIN_QUALIFYING_PLAYS,
  QUALIFYING_MS,
  WINDOW_DAYS,
} from '../../lib/scoring/traits/feature-table';
import { DAY_MS } from '../../lib/scoring/listening/local-time';
import { chooseReadingYear } from '../../lib/scoring/listening/reading-year';

/**
 * Two readings of one listener from disjoint parts of the same year, each read on its own as if it were
 * the whole export (docs/scoring-model.md § How steady and how comparable): the earlier and the later half
 * of the analysis window, and the even and the odd weeks of it. The account's other files (playlists,
 * follows, searches) stay with both halves: a second export would carry them too.
 */
export type SplitKind = 'halves' | 'weeks';

/** The analysis window's first and last qualifying play and its end (UTC ms), as buildListening finds them. */
function windowSpan(data: ExportData): { first: number; last: number; windowEnd: number } | undefined {
  const { plays } = data;
  const year = chooseReadingYear(plays.end, plays.count, (i) => (plays.ms[i] ?? 0) >= QUALIFYING_MS, {
    windowDays: WINDOW_DAYS,
    minPlays: MIN_QUALIFYING_PLAYS,
    minDays: MIN_DAYS,
  });
  if (!year.ok) return undefined;
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < plays.count; i++) {
    const end = plays.end[i] ?? 0;
    if (end <= year.windowStart || end > year.windowEnd || (plays.ms[i] ?? 0) < QUALIFYING_MS) continue;
    first = Math.min(first, end);
    last = Math.max(last, end);
  }
  return first <= last ? { first, last, windowEnd: year.windowEnd } : undefined;
}

/** Weeks counted from a Monday (1970-01-05), so a week is Monday to Sunday in UTC. */
const weekOf = (ms: number) => Math.floor((ms / DAY_MS - 4) / 7);

export function splitExport(data: ExportData, kind: SplitKind): [ExportData, ExportData] | undefined {
  const span = windowSpan(data);
  if (!span) return undefined;
  const { plays } = data;
  const inWindow = (i: number) => (plays.end[i] ?? 0) >= span.first && (plays.end[i] ?? 0) <= span.windowEnd;
  const middle = (span.first + span.last) / 2;
  const sideOf =
    kind === 'halves'
      ? (i: number) => ((plays.end[i] ?? 0) < middle ? 0 : 1)
      : (i: number) => ((weekOf(plays.end[i] ?? 0) % 2) + 2) % 2;
  const side = (s: number): ExportData => ({
    ...data,
    plays: selectPlays(plays, (i) => inWindow(i) && sideOf(i) === s),
  });
  return [side(0), side(1)];
}
