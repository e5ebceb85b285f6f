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
import { FEATURES } from './feature-table';
import { MINUTES_PER_DAY } from './local-time';

/**
 * One evidence sentence per measured feature, from the templates of §4.5, with the visitor's own numbers.
 * Sentences state what the listening shows; the hedged inference ("tends to", "suggests") is in the trait
 * line. Names quoted here come only from scored plays, and incognito plays are never scored.
 */
function hoursFromFour(hours: number): string {
  return formatClock(((((hours + 4) * 60) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);
}

function shiftSentence(hours: number, weekendFirst: boolean): string {
  if (Math.abs(hours) < 0.5) return 'Your weekend listening keeps much the same hours as your weekdays.';
  const direction = hours > 0 ? 'later' : 'earlier';
  return weekendFirst
    ? `Your weekend listening runs ${formatDuration(hours)} ${direction} than your weekdays.`
    : `On weekends you press play ${formatDuration(hours)} ${direction} in the day than during the week.`;
}

export function featureSentence(m: FeatureMeasure): string {
  switch (m.id) {
    case 'O1': {
      const per100 = Math.max(1, Math.round((100 * m.artists) / m.plays));
      const typical = FEATURES.O1.median;
      return m.plays >= 1000
        ? `You played ${plural(m.artists, 'different artist', 'different artists')} across ${plural(m.plays, 'play', 'plays')} (about ${per100} per 100 plays); in a typical 1,000-play stretch you reached about ${formatCount(m.value)}, where many listeners land around ${typical}.`
        : `You played ${plural(m.artists, 'different artist', 'different artists')} across ${plural(m.plays, 'play', 'plays')}; scaled to a 1,000-play stretch that is about ${formatCount(m.value)}, where many listeners land around ${typical}.`;
    }
    case 'O2':
      return m.topNewArtist && m.value > 0
        ? `${formatPercent(m.value)} of your recent listening went to artists you had never played before; ${cleanName(m.topNewArtist)} was your biggest new find.`
        : `${formatPercent(m.value)} of your recent listening went to artists you had never played before.`;
    case 'O3': {
      const lead = m.topArtist ? `, led by ${cleanName(m.topArtist)}` : '';
      const coda =
        m.value < FEATURES.O3.median ? 'You spread your listening wide.' : 'You know what you love.';
      return `Your top 10 artists made up ${formatPercent(m.value)} of your plays${lead}. ${coda}`;
    }
    case 'O4': {
      const average = `You averaged about ${plural(Math.max(1, m.value), 'play', 'plays')} per song`;
      return m.topTrack && m.topTrackArtist
        ? `${average}; ${quoteTitle(m.topTrack)} by ${cleanName(m.topTrackArtist)} alone got ${plural(m.topTrackPlays, 'play', 'plays')}.`
        : `${average}.`;
    }
    case 'O5':
      return `You searched Spotify ${plural(m.searches, 'time', 'times')}, about ${formatCount(m.value)} ${Math.round(m.value) === 1 ? 'search' : 'searches'} per 100 songs.`;
    case 'O6':
      return m.album && m.albumArtist && m.value > 0
        ? `${formatPercent(m.value)} of your plays came from albums heard front to back, 4 or more tracks in order; ${quoteTitle(m.album)} by ${cleanName(m.albumArtist)} was one.`
        : `${formatPercent(m.value)} of your plays came from albums heard front to back, 4 or more tracks in order.`;
    case 'C1':
      return m.value < FEATURES.C1.median
        ? `Only ${formatPercent(m.value)} of your listening started between midnight and 5 a.m.`
        : `${formatPercent(m.value)} of your listening started between midnight and 5 a.m.`;
    case 'C2':
      return `On weekdays your listening centres around ${hoursFromFour(m.value)}.`;
    case 'C3':
      return `On weekdays you usually press play for the first time around ${formatClock(m.meanFirstMinute)}, give or take ${plural(Math.round(m.value / 5) * 5 || 5, 'minute', 'minutes')}.`;
    case 'C4':
      return shiftSentence(m.value, true);
    case 'C5':
      return m.savedTracks !== undefined
        ? `You have built ${plural(m.value, 'playlist', 'playlists')} with 10 or more songs and saved ${plural(m.savedTracks, 'track', 'tracks')}.`
        : `You have built ${plural(m.value, 'playlist', 'playlists')} with 10 or more songs.`;
    case 'C6':
      return m.proxy
        ? `${formatPercent(m.value)} of your plays lasted 30 seconds or more.`
        : `You let ${formatPercent(m.value)} of songs play past the 30-second mark.`;
    case 'C7':
      return `${formatPercent(m.value)} of your songs played from downloads, offline.`;
    case 'E1':
      return `${formatPercent(m.value)} of your listening happened on Friday and Saturday nights.`;
    case 'E2':
      return `${formatPercent(m.value)} of your listening went through speakers, TVs, cars or other shared devices.`;
    case 'E3': {
      const following = `You follow ${plural(m.following, 'person', 'people')} and ${m.followers === 1 ? '1 person follows' : `${formatCount(m.followers)} people follow`} you`;
      return m.playlistFollowers > 0
        ? `${following}; your playlists have ${plural(m.playlistFollowers, 'follower', 'followers')}.`
        : `${following}.`;
    }
    case 'E4':
      return `On days you listen, you average ${formatDuration(m.value)} of music.`;
    case 'E5':
      return `You listened on ${plural(m.deviceKinds, 'kind of device', 'kinds of devices')} in ${plural(m.countries, 'country', 'countries')}.`;
    case 'E6':
      return shiftSentence(m.value, false);
  }
}
