import {
  cleanName,
  formatClock,
  formatCount,
  formatDuration,
  formatPercent,
  plural,
  quoteTitle,
} from './evidence-format';
import type { FeatureMeasure } from './feature-measures';
import { QUALIFYING_MS, type FeatureId } from './feature-table';
import { MINUTES_PER_DAY } from '../listening/local-time';

/**
 * One evidence sentence per measured feature, in the visitor's own numbers, followed by where that number
 * sits among real listeners ("… — more night listening than 8 in 10 listeners."). Sentences state what the
 * listening shows; the hedged inference ("tends to", "suggests") is in the trait's summary line. Names quoted
 * here come only from scored plays, and private-session plays are never scored.
 */

/** What "more" and "less" of each feature is called in a comparison. */
const COMPARE: Readonly<Record<FeatureId, readonly [more: string, less: string]>> = {
  O1: ['more artists than', 'fewer artists than'],
  O2: ['more fresh artists than', 'fewer fresh artists than'],
  O3: ['more focused than', 'more spread out than'],
  O4: ['more repeats than', 'fewer repeats than'],
  O5: ['more searching than', 'less searching than'],
  O6: ['more whole albums than', 'fewer whole albums than'],
  C1: ['more night listening than', 'less night listening than'],
  C2: ['later than', 'earlier than'],
  C3: ['a looser routine than', 'a steadier routine than'],
  C4: ['a bigger weekend shift than', 'a smaller weekend shift than'],
  C5: ['more playlists than', 'fewer playlists than'],
  C6: ['more songs heard through than', 'fewer songs heard through than'],
  C7: ['more offline listening than', 'less offline listening than'],
  C8: ['later than', 'earlier than'],
  E1: ['more weekend nights with music than', 'fewer weekend nights with music than'],
  E2: ['more shared-device listening than', 'less shared-device listening than'],
  E3: ['a bigger Spotify circle than', 'a smaller Spotify circle than'],
  E4: ['more songs a day than', 'fewer songs a day than'],
  E5: ['more variety than', 'less variety than'],
  E6: ['a bigger weekend shift than', 'a smaller weekend shift than'],
  E7: ['more days with music than', 'fewer days with music than'],
};

/** Below this distance from the median share, a figure is "close to the middle". */
const MIDDLE_BAND = 0.1;
const NEARLY_ALL = 0.97;

/** "8 in 10 listeners", "nearly every listener": how many listeners a share `p` of them is. */
export function shareOfListeners(p: number): string {
  if (p >= NEARLY_ALL) return 'nearly every listener';
  return `${Math.min(9, Math.max(1, Math.floor(p * 10)))} in 10 listeners`;
}

/**
 * Where a figure sits: `percentile` is the share of listeners with a lower figure. `referenced` false means
 * the comparison is with the model's assumed typical listener, not measured ones, and says so.
 */
export function comparisonClause(id: FeatureId, percentile: number, referenced: boolean): string {
  const [more, less] = COMPARE[id];
  const estimate = referenced ? '' : ' (our estimate)';
  if (Math.abs(percentile - 0.5) < MIDDLE_BAND)
    return `close to the middle of ${referenced ? 'real listeners' : 'listeners'}${estimate}`;
  return percentile > 0.5
    ? `${more} ${shareOfListeners(percentile)}${estimate}`
    : `${less} ${shareOfListeners(1 - percentile)}${estimate}`;
}

function hoursFromFour(hours: number): string {
  return formatClock(((((hours + 4) * 60) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);
}

/** Under this many minutes apart, weekend and weekday hours read as the same. */
const SAME_HOURS_MINUTES = 5;

function shiftFact(hours: number, weekendFirst: boolean): string {
  if (Math.abs(hours) * 60 < SAME_HOURS_MINUTES)
    return `Your weekend listening keeps the same hours as your weekdays, give or take ${SAME_HOURS_MINUTES} minutes`;
  const direction = hours > 0 ? 'later' : 'earlier';
  return weekendFirst
    ? `Your weekend listening runs ${formatDuration(hours)} ${direction} than your weekdays`
    : `On weekends you press play ${formatDuration(hours)} ${direction} in the day than during the week`;
}

/** The sentence's main clause (no final stop) and an optional second sentence. */
interface Fact {
  readonly main: string;
  readonly extra?: string;
}

function fact(m: FeatureMeasure, percentile: number): Fact {
  switch (m.id) {
    case 'O1':
      return {
        main:
          m.plays >= 1000
            ? `You played ${plural(m.artists, 'different artist', 'different artists')} across ${plural(m.plays, 'play', 'plays')}; in a typical 1,000-play stretch you reached about ${formatCount(m.value)}`
            : `You played ${plural(m.artists, 'different artist', 'different artists')} across ${plural(m.plays, 'play', 'plays')}, about ${formatCount(m.value)} per 1,000 plays`,
      };
    case 'O2': {
      const main = `${formatPercent(m.value)} of your songs were by artists you had not played in the three weeks before`;
      return m.topNewArtist && m.value > 0
        ? { main, extra: `${cleanName(m.topNewArtist)} was your biggest fresh find.` }
        : { main };
    }
    case 'O3': {
      const lead = m.topArtist ? `, led by ${cleanName(m.topArtist)}` : '';
      const stretch =
        m.stretch !== undefined && m.stretch >= 2000 ? 'any 2,000 songs of yours' : 'your songs';
      return {
        main: `Your top 10 artists made up ${formatPercent(m.value)} of ${stretch}${lead}`,
        extra: percentile >= 0.5 ? 'You know what you love.' : 'You spread your listening wide.',
      };
    }
    case 'O4': {
      const average =
        m.stretch !== undefined && m.stretch >= 1000
          ? `In a typical 1,000 songs you played each about ${plural(Math.max(1, m.value), 'time', 'times')}`
          : `You averaged about ${plural(Math.max(1, m.value), 'play', 'plays')} per song`;
      return m.topTrack && m.topTrackArtist
        ? {
            main: average,
            extra: `${quoteTitle(m.topTrack)} by ${cleanName(m.topTrackArtist)} alone got ${plural(m.topTrackPlays, 'play', 'plays')}.`,
          }
        : { main: average };
    }
    case 'O5':
      return {
        main: `You searched Spotify ${plural(m.searches, 'time', 'times')}, about ${formatCount(m.value)} ${Math.round(m.value) === 1 ? 'search' : 'searches'} per 100 songs`,
      };
    case 'O6':
      return m.album && m.albumArtist && m.value > 0
        ? {
            main: `${formatPercent(m.value)} of your plays came from albums heard front to back, 4 or more tracks in order`,
            extra: `${quoteTitle(m.album)} by ${cleanName(m.albumArtist)} was one.`,
          }
        : {
            main: `${formatPercent(m.value)} of your plays came from albums heard front to back, 4 or more tracks in order`,
          };
    case 'C1':
      return {
        main: `${formatPercent(m.value)} of your songs started between midnight and 5 in the morning`,
      };
    case 'C2':
      return { main: `On a typical weekday your first song plays at ${hoursFromFour(m.value)}` };
    case 'C3':
      return {
        main: `On weekdays you usually press play for the first time around ${formatClock(m.meanFirstMinute)}, give or take ${plural(Math.round(m.value / 5) * 5 || 5, 'minute', 'minutes')}`,
      };
    case 'C4':
      return { main: shiftFact(m.value, true) };
    case 'C5':
      return {
        main:
          m.savedTracks !== undefined
            ? `You have built ${plural(m.value, 'playlist', 'playlists')} with 10 or more songs and saved ${plural(m.savedTracks, 'track', 'tracks')}`
            : `You have built ${plural(m.value, 'playlist', 'playlists')} with 10 or more songs`,
      };
    case 'C6':
      return {
        main: m.proxy
          ? `${formatPercent(m.value)} of your plays lasted ${QUALIFYING_MS / 1000} seconds or more`
          : `You let ${formatPercent(m.value)} of songs play past the ${QUALIFYING_MS / 1000}-second mark`,
      };
    case 'C7':
      return { main: `${formatPercent(m.value)} of your songs played from downloads, offline` };
    case 'C8':
      return { main: `On a typical weeknight your last song starts at ${hoursFromFour(m.value)}` };
    case 'E1':
      return {
        main:
          m.nights !== undefined && m.weekendNights !== undefined
            ? `Music played on ${formatCount(m.nights)} of ${plural(m.weekendNights, 'Friday and Saturday night', 'Friday and Saturday nights')} (6 p.m. to 2 a.m.)`
            : `Music played on ${formatPercent(m.value)} of your Friday and Saturday nights (6 p.m. to 2 a.m.)`,
      };
    case 'E2':
      return {
        main: `${formatPercent(m.value)} of your listening went through speakers, TVs, cars or other shared devices`,
      };
    case 'E3': {
      const following = `You follow ${plural(m.following, 'person', 'people')} and ${m.followers === 1 ? '1 person follows' : `${formatCount(m.followers)} people follow`} you`;
      return {
        main:
          m.playlistFollowers > 0
            ? `${following}, and your playlists have ${plural(m.playlistFollowers, 'follower', 'followers')}`
            : following,
      };
    }
    case 'E4':
      return { main: `On a day you listen you play about ${plural(Math.round(m.value), 'song', 'songs')}` };
    case 'E5':
      return {
        main: `You listened on ${plural(m.deviceKinds, 'kind of device', 'kinds of devices')} in ${plural(m.countries, 'country', 'countries')}`,
      };
    case 'E6':
      return { main: shiftFact(m.value, false) };
    case 'E7':
      return {
        main:
          m.activeDays !== undefined && m.days !== undefined
            ? `Music played on ${formatCount(m.activeDays)} of ${plural(m.days, 'day', 'days')}`
            : `Music played on ${formatPercent(m.value)} of your days`,
      };
  }
}

export interface Placement {
  readonly percentile: number;
  readonly referenced: boolean;
}

/** "31% of your listening started between midnight and 5 in the morning — more night listening than 8 in 10 listeners." */
export function featureSentence(m: FeatureMeasure, placement: Placement): string {
  const { main, extra } = fact(m, placement.percentile);
  const clause = comparisonClause(m.id, placement.percentile, placement.referenced);
  return `${main} — ${clause}.${extra ? ` ${extra}` : ''}`;
}
