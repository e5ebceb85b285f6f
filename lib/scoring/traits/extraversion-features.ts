import { REASON } from '../../export/plays/play-codes';
import {
  PLATFORM_FAMILIES,
  PLATFORM_FAMILY_INDEX,
  isSharedFamily,
} from '../../export/services/platform-family';
import type { FeatureMeasure, MeasureOf } from './feature-measures';
import { MIN_COVERAGE } from './feature-table';
import type { Listening } from '../listening/listening';
import { isFridayOrSaturday, listeningDays, weekOfDay, type ListeningDay } from '../listening/listening-days';
import { weekendShift } from '../listening/timing';

/** Extraversion features (docs/scoring-model.md § The features). Each returns undefined when its data is missing. */

const DEVICE_KIND_MIN_SHARE = 0.02;
const COUNTRY_MIN_SHARE = 0.01;
const UNKNOWN_PLATFORM = PLATFORM_FAMILY_INDEX.unknown;
const SHARED = PLATFORM_FAMILIES.map((f) => isSharedFamily(f));

interface DeviceKinds {
  byKind: Float64Array;
  known: number;
}

/** ms per device kind over qualifying plays; undefined when most listening has no platform recorded. */
function msByDeviceKind(l: Listening): DeviceKinds | undefined {
  const { plays, qualifying } = l;
  const byKind = new Float64Array(PLATFORM_FAMILIES.length);
  let known = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    const kind = plays.platform[i] ?? UNKNOWN_PLATFORM;
    const ms = plays.ms[i] ?? 0;
    byKind[kind] = (byKind[kind] ?? 0) + ms;
    if (kind !== UNKNOWN_PLATFORM) known += ms;
  }
  return l.qualifyingMs > 0 && known / l.qualifyingMs >= MIN_COVERAGE ? { byKind, known } : undefined;
}

/** E2: speakers, TVs, cars, or anything started remotely through Spotify Connect. */
export function sharedDeviceShare(
  l: Listening,
  devices: DeviceKinds | undefined,
): MeasureOf<'E2'> | undefined {
  if (!devices) return undefined;
  const { plays, qualifying } = l;
  let shared = 0;
  let known = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    const kind = plays.platform[i] ?? UNKNOWN_PLATFORM;
    const remote = plays.reasonStart[i] === REASON.remote;
    if (kind === UNKNOWN_PLATFORM && !remote) continue;
    const ms = plays.ms[i] ?? 0;
    known += ms;
    if (SHARED[kind] || remote) shared += ms;
  }
  return { id: 'E2', value: known > 0 ? shared / known : 0 };
}

export function socialFootprint(l: Listening): MeasureOf<'E3'> | undefined {
  const follow = l.auxiliary.follow;
  if (!follow) return undefined;
  const playlistFollowers = l.auxiliary.playlists?.followers ?? 0;
  return {
    id: 'E3',
    value: Math.log1p(follow.followers + follow.following) + Math.log1p(playlistFollowers),
    followers: follow.followers,
    following: follow.following,
    playlistFollowers,
  };
}

const MIN_ACTIVE_WEEKS = 4;
const MIN_ACTIVE_DAYS = 10;
/** A break this long (days without music) is left out of E7's days, as is any gap a sampled history has. */
const LONG_BREAK_DAYS = 14;

/**
 * E1: the share of Friday and Saturday nights (18:00–02:00) with music, over the weeks that had any: counted
 * in nights, so one long party playlist weighs no more than any other night out.
 */
export function weekendNights(days: readonly ListeningDay[]): MeasureOf<'E1'> | undefined {
  const weeks = new Set(days.map((d) => weekOfDay(d.day)));
  if (weeks.size < MIN_ACTIVE_WEEKS) return undefined;
  const nights = days.filter((d) => isFridayOrSaturday(d.weekday) && d.evening).length;
  const weekendNights = 2 * weeks.size;
  return { id: 'E1', value: nights / weekendNights, nights, weekendNights };
}

/** E4: songs (30 s or more) per listening day with music. */
export function songsPerDay(l: Listening, days: readonly ListeningDay[]): MeasureOf<'E4'> | undefined {
  if (days.length === 0) return undefined;
  return { id: 'E4', value: l.qualifying.length / days.length, days: days.length };
}

/**
 * E7: the share of days with music, from the first listening day to the last, leaving out breaks of two weeks
 * or more (a holiday without music, or the gaps of a history fetched in samples).
 */
export function daysWithMusic(days: readonly ListeningDay[]): MeasureOf<'E7'> | undefined {
  if (days.length < MIN_ACTIVE_DAYS) return undefined;
  let span = 1;
  for (let k = 1; k < days.length; k++) {
    const gap = (days[k]?.day ?? 0) - (days[k - 1]?.day ?? 0);
    span += gap > LONG_BREAK_DAYS ? 1 : gap;
  }
  return { id: 'E7', value: days.length / span, activeDays: days.length, days: span };
}

/** E5: device kinds with ≥ 2% of listening + countries with ≥ 1%, minus one. */
export function contextVariety(l: Listening, devices: DeviceKinds | undefined): MeasureOf<'E5'> | undefined {
  if (!devices) return undefined;
  let deviceKinds = 0;
  devices.byKind.forEach((ms, kind) => {
    if (kind !== UNKNOWN_PLATFORM && ms / devices.known >= DEVICE_KIND_MIN_SHARE) deviceKinds++;
  });
  const { plays, qualifying } = l;
  const byCountry = new Float64Array(plays.countryCodes.length);
  let countryMs = 0;
  for (let k = 0; k < qualifying.length; k++) {
    const i = qualifying[k] ?? 0;
    const c = plays.country[i] ?? -1;
    if (c < 0) continue;
    byCountry[c] = (byCountry[c] ?? 0) + (plays.ms[i] ?? 0);
    countryMs += plays.ms[i] ?? 0;
  }
  let countries = 0;
  byCountry.forEach((ms) => {
    if (countryMs > 0 && ms / countryMs >= COUNTRY_MIN_SHARE) countries++;
  });
  countries = Math.max(1, countries);
  return { id: 'E5', value: deviceKinds + countries - 1, deviceKinds, countries };
}

export function extraversionMeasures(l: Listening, days = listeningDays(l)): FeatureMeasure[] {
  const shift = weekendShift(l);
  // One pass over the plays serves both device measures (E2's coverage check and E5's kinds).
  const devices = msByDeviceKind(l);
  const measures: (FeatureMeasure | undefined)[] = [
    weekendNights(days),
    sharedDeviceShare(l, devices),
    socialFootprint(l),
    songsPerDay(l, days),
    contextVariety(l, devices),
    shift === undefined ? undefined : { id: 'E6', value: shift },
    daysWithMusic(days),
  ];
  return measures.filter((m): m is FeatureMeasure => m !== undefined);
}
