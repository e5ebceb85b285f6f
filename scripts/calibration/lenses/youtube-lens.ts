import type { Plays } from '../../../lib/export/plays/plays';
import { songOf, startOf, textFile, type Lens } from './lens';

/**
 * YouTube Music through Google Takeout: one `watch-history.json` entry per song started, newest first, with
 * header "YouTube Music", the title behind "Watched ", the artist's auto-generated channel "<Artist> - Topic"
 * and the start time; no duration. A song is logged once playback starts, so skipped songs are there too:
 * every play of a second or more becomes an entry (a play Spotify logged at under a second never really
 * started).
 */
const MIN_LOGGED_MS = 1000;

function videoId(plays: Plays, i: number): string {
  const key = ((plays.artist[i] ?? 0) * 65_521 + (plays.title[i] ?? 0)) >>> 0;
  return key.toString(36).padStart(11, '0');
}

export const youtubeLens: Lens = (plays) => {
  const entries: unknown[] = [];
  for (let i = plays.count - 1; i >= 0; i--) {
    if ((plays.ms[i] ?? 0) < MIN_LOGGED_MS) continue;
    const { artist, title } = songOf(plays, i);
    if (title === '') continue;
    entries.push({
      header: 'YouTube Music',
      title: `Watched ${title}`,
      titleUrl: `https://music.youtube.com/watch?v=${videoId(plays, i)}`,
      ...(artist === ''
        ? {}
        : { subtitles: [{ name: `${artist} - Topic`, url: 'https://www.youtube.com/' }] }),
      time: new Date(startOf(plays, i)).toISOString(),
      products: ['YouTube'],
      activityControls: ['YouTube watch history'],
    });
  }
  return [textFile('watch-history.json', JSON.stringify(entries))];
};
