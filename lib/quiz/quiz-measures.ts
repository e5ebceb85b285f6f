import type { FeatureId } from '../scoring/traits/feature-table';
import type { FeatureMeasure } from '../scoring/traits/feature-measures';
import type { Listening } from '../scoring/listening/listening';
import { listeningDays } from '../scoring/listening/listening-days';
import type { MeasuredExport } from '../scoring/score-export';

/**
 * What a listener's own plays say each quiz question's answer is (docs/scoring-model.md § The listening quiz),
 * in the question's everyday unit: days a week, hours a day, a time on the clock. The quiz's options are ranges
 * of these; the calibration (scripts/quiz-docs.ts) places real listeners among them, and the truthful-answer
 * check turns each calibration listener into the options they would pick. The export's own readings do not
 * use these: they are the quiz's words for the model's habits.
 */
export type QuizMeasureId =
  | 'weekend-evenings'
  | 'hours-a-day'
  | 'days-a-week'
  | 'first-song'
  | 'last-song'
  | 'after-midnight'
  | 'skips'
  | 'new-artists'
  | 'favourites'
  | 'on-repeat';

export interface HabitsRead {
  readonly listening: Listening;
  readonly own: MeasuredExport;
}

const DAY_MS = 86_400_000;
/** A play after 00:00 and before 05:00 counts as "after midnight" (C1's hours). */
const LATE_MINUTE = 300;
/** "New to you": no play by that artist in the four weeks before (O2 looks back three weeks). */
const NEW_LOOK_BACK_MS = 28 * DAY_MS;
/** "On repeat": one song three times or more in a day. */
const REPEAT_PLAYS = 3;

function featureValue(own: MeasuredExport, id: FeatureId): number | undefined {
  const all: readonly FeatureMeasure[] = [...own.measures.E, ...own.measures.C, ...own.measures.O];
  return all.find((m) => m.id === id)?.value;
}

/** Days a week with music, breaks of two weeks left out (E7), as the scale for "how many days a week". */
function weekScale(h: HabitsRead): number | undefined {
  const share = featureValue(h.own, 'E7');
  return share === undefined ? undefined : 7 * share;
}

/** Days (by the listening day's date) on which `counts` holds, per week of listening. */
function daysAWeek(h: HabitsRead, counts: (k: number) => boolean): number | undefined {
  const week = weekScale(h);
  const l = h.listening;
  const all = new Set<number>();
  const hit = new Set<number>();
  for (let k = 0; k < l.qualifying.length; k++) {
    const day = l.localDay[k] ?? 0;
    all.add(day);
    if (counts(k)) hit.add(day);
  }
  if (week === undefined || all.size === 0) return undefined;
  return (hit.size / all.size) * week;
}

function newArtistDays(h: HabitsRead): number | undefined {
  const { plays, qualifying, localDay } = h.listening;
  const lastSeen = new Map<number, number>();
  // Plays before the window set what was already known.
  for (let i = 0; i < (qualifying[0] ?? 0); i++) lastSeen.set(plays.artist[i] ?? -1, plays.end[i] ?? 0);
  const start = (plays.end[qualifying[0] ?? 0] ?? 0) + NEW_LOOK_BACK_MS;
  const fresh = new Set<number>();
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    const artist = plays.artist[i] ?? -1;
    const t = plays.end[i] ?? 0;
    const seen = lastSeen.get(artist);
    if (artist >= 0 && t >= start && (seen === undefined || t - seen > NEW_LOOK_BACK_MS))
      fresh.add(localDay[k] ?? 0);
    lastSeen.set(artist, t);
  }
  return daysAWeek(h, (k) => fresh.has(h.listening.localDay[k] ?? 0));
}

function repeatDays(h: HabitsRead): number | undefined {
  const { plays, qualifying, localDay } = h.listening;
  const perDay = new Map<number, Map<number, number>>();
  const repeated = new Set<number>();
  for (let k = 0; k < qualifying.length; k++) {
    const day = localDay[k] ?? 0;
    const songs = perDay.get(day) ?? new Map<number, number>();
    perDay.set(day, songs);
    const i = qualifying[k] ?? 0;
    // One number per song (artist, title), as the export's own song key.
    const key = ((plays.artist[i] ?? -1) + 1) * plays.titleNames.length + (plays.title[i] ?? 0);
    const n = (songs.get(key) ?? 0) + 1;
    songs.set(key, n);
    if (n >= REPEAT_PLAYS) repeated.add(day);
  }
  return daysAWeek(h, (k) => repeated.has(localDay[k] ?? 0));
}

function hoursADay(h: HabitsRead): number | undefined {
  const days = listeningDays(h.listening).length;
  return days > 0 ? h.listening.qualifyingMs / 3_600_000 / days : undefined;
}

/** The answer this listener's plays give, in the question's unit; undefined where the data lacks it. */
export function measureHabit(id: QuizMeasureId, h: HabitsRead): number | undefined {
  const f = (feature: FeatureId) => featureValue(h.own, feature);
  const plus = (x: number | undefined, y: number) => (x === undefined ? undefined : x + y);
  switch (id) {
    case 'weekend-evenings':
      return f('E1');
    case 'hours-a-day':
      return hoursADay(h);
    case 'days-a-week':
      return weekScale(h);
    case 'first-song':
      return plus(f('C2'), 4);
    case 'last-song':
      return plus(f('C8'), 4);
    case 'after-midnight':
      return daysAWeek(h, (k) => (h.listening.localMinute[k] ?? 0) < LATE_MINUTE);
    case 'skips': {
      const through = f('C6');
      return through === undefined ? undefined : 1 - through;
    }
    case 'new-artists':
      return newArtistDays(h);
    case 'favourites':
      return f('O3');
    case 'on-repeat':
      return repeatDays(h);
  }
}
