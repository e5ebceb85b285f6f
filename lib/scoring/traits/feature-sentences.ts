import { evidenceClue as t, type Clue } from '../../flavor/clue';
import { cleanName, formatClock, formatDuration, formatPercent } from './evidence-format';
import type { FeatureMeasure } from './feature-measures';
import { QUALIFYING_MS, type FeatureId } from './feature-table';
import { MINUTES_PER_DAY } from '../listening/local-time';

/**
 * One evidence sentence per measured feature, in the visitor's own numbers, followed by where that number
 * sits among real listeners ("… — more night listening than 8 in 10 listeners."). Sentences state what the
 * listening shows; the hedged inference ("tends to", "suggests") is in the trait's summary line. Names quoted
 * here come only from scored plays, and private-session plays are never scored.
 */

/** Below this distance from the median share, a figure is "close to the middle". */
const MIDDLE_BAND = 0.1;
const NEARLY_ALL = 0.97;

/** "8 in 10 listeners", "nearly every listener": how many listeners a share `p` of them is. */
export function shareOfListeners(p: number): Clue {
  if (p >= NEARLY_ALL) return t('listeners.nearlyEvery');
  return t('listeners.inTen', { tenths: Math.min(9, Math.max(1, Math.floor(p * 10))) });
}

/**
 * Where a figure sits: `percentile` is the share of listeners with a lower figure. `referenced` false means
 * the comparison is with the model's assumed typical listener, not measured ones, and says so.
 */
export function comparisonClause(id: FeatureId, percentile: number, referenced: boolean): Clue {
  const clause =
    Math.abs(percentile - 0.5) < MIDDLE_BAND
      ? t(referenced ? 'compare.middleReal' : 'compare.middle')
      : percentile > 0.5
        ? t(`compare.${id}.more`, { listeners: shareOfListeners(percentile) })
        : t(`compare.${id}.less`, { listeners: shareOfListeners(1 - percentile) });
  return referenced ? clause : t('compare.estimate', { clause });
}

function hoursFromFour(hours: number): string {
  return formatClock(((((hours + 4) * 60) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);
}

/** Under this many minutes apart, weekend and weekday hours read as the same. */
const SAME_HOURS_MINUTES = 5;

function shiftFact(hours: number, weekendFirst: boolean): Clue {
  if (Math.abs(hours) * 60 < SAME_HOURS_MINUTES) return t('fact.shiftSame', { minutes: SAME_HOURS_MINUTES });
  const duration = formatDuration(hours);
  if (weekendFirst) return t(hours > 0 ? 'fact.C4later' : 'fact.C4earlier', { duration });
  return t(hours > 0 ? 'fact.E6later' : 'fact.E6earlier', { duration });
}

/** The sentence's main clause (no final stop) and an optional second sentence. */
interface Fact {
  readonly main: Clue;
  readonly extra?: Clue;
}

const SECONDS = QUALIFYING_MS / 1000;
const count = (n: number) => Math.round(n);

function fact(m: FeatureMeasure, percentile: number): Fact {
  const percent = formatPercent;
  switch (m.id) {
    case 'O1': {
      const values = { artists: count(m.artists), plays: count(m.plays), perThousand: count(m.value) };
      return { main: t(m.plays >= 1000 ? 'fact.O1long' : 'fact.O1short', values) };
    }
    case 'O2': {
      const main = t('fact.O2', { percent: percent(m.value) });
      return m.topNewArtist && m.value > 0
        ? { main, extra: t('fact.O2find', { artist: cleanName(m.topNewArtist) }) }
        : { main };
    }
    case 'O3': {
      const values = {
        percent: percent(m.value),
        stretch: m.stretch !== undefined && m.stretch >= 2000 ? 'long' : 'short',
      };
      return {
        main: m.topArtist
          ? t('fact.O3led', { ...values, artist: cleanName(m.topArtist) })
          : t('fact.O3', values),
        extra: t(percentile >= 0.5 ? 'fact.O3focused' : 'fact.O3wide'),
      };
    }
    case 'O4': {
      const times = count(Math.max(1, m.value));
      const average =
        m.stretch !== undefined && m.stretch >= 1000
          ? t('fact.O4long', { times })
          : t('fact.O4short', { plays: times });
      return m.topTrack && m.topTrackArtist
        ? {
            main: average,
            extra: t('fact.O4top', {
              title: cleanName(m.topTrack),
              artist: cleanName(m.topTrackArtist),
              plays: count(m.topTrackPlays),
            }),
          }
        : { main: average };
    }
    case 'O5':
      return { main: t('fact.O5', { searches: count(m.searches), perHundred: count(m.value) }) };
    case 'O6': {
      const main = t('fact.O6', { percent: percent(m.value) });
      return m.album && m.albumArtist && m.value > 0
        ? { main, extra: t('fact.O6album', { album: cleanName(m.album), artist: cleanName(m.albumArtist) }) }
        : { main };
    }
    case 'C1':
      return { main: t('fact.C1', { percent: percent(m.value) }) };
    case 'C2':
      return { main: t('fact.C2', { time: hoursFromFour(m.value) }) };
    case 'C3':
      return {
        main: t('fact.C3', {
          time: formatClock(m.meanFirstMinute),
          minutes: Math.round(m.value / 5) * 5 || 5,
        }),
      };
    case 'C4':
      return { main: shiftFact(m.value, true) };
    case 'C5':
      return {
        main:
          m.savedTracks !== undefined
            ? t('fact.C5saved', { playlists: count(m.value), tracks: count(m.savedTracks) })
            : t('fact.C5', { playlists: count(m.value) }),
      };
    case 'C6':
      return {
        main: t(m.proxy ? 'fact.C6proxy' : 'fact.C6', { percent: percent(m.value), seconds: SECONDS }),
      };
    case 'C7':
      return { main: t('fact.C7', { percent: percent(m.value) }) };
    case 'C8':
      return { main: t('fact.C8', { time: hoursFromFour(m.value) }) };
    case 'E1':
      return {
        main:
          m.nights !== undefined && m.weekendNights !== undefined
            ? t('fact.E1count', { nights: count(m.nights), weekendNights: count(m.weekendNights) })
            : t('fact.E1', { percent: percent(m.value) }),
      };
    case 'E2':
      return { main: t('fact.E2', { percent: percent(m.value) }) };
    case 'E3': {
      const values = { following: count(m.following), followers: count(m.followers) };
      return {
        main:
          m.playlistFollowers > 0
            ? t('fact.E3playlists', { ...values, playlistFollowers: count(m.playlistFollowers) })
            : t('fact.E3', values),
      };
    }
    case 'E4':
      return { main: t('fact.E4', { songs: count(m.value) }) };
    case 'E5':
      return { main: t('fact.E5', { kinds: count(m.deviceKinds), countries: count(m.countries) }) };
    case 'E6':
      return { main: shiftFact(m.value, false) };
    case 'E7':
      return {
        main:
          m.activeDays !== undefined && m.days !== undefined
            ? t('fact.E7count', { activeDays: count(m.activeDays), days: count(m.days) })
            : t('fact.E7', { percent: percent(m.value) }),
      };
  }
}

export interface Placement {
  readonly percentile: number;
  readonly referenced: boolean;
}

/** "31% of your listening started between midnight and 5 in the morning — more night listening than 8 in 10 listeners." */
export function featureSentence(m: FeatureMeasure, placement: Placement): Clue {
  const { main, extra } = fact(m, placement.percentile);
  const clause = comparisonClause(m.id, placement.percentile, placement.referenced);
  return extra ? t('sentence.withExtra', { main, clause, extra }) : t('sentence.plain', { main, clause });
}
