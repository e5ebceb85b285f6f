import { songOf, startOf, textFile, type Lens } from './lens';

/**
 * Apple Music's `Apple Music - Track Play History.csv`, the file some Apple exports hold on its own: one row
 * per play, `Track Name` as "Artist - Title", `Last Played Date` (the start, epoch milliseconds) and `Is User
 * Initiated`; no duration, end reason or device. Apple does not document which plays it keeps, so the lens
 * keeps every song that started (a second or more), as YouTube Music's does; a skip then shows only as the
 * next play starting within 30 seconds. Whether the listener chose the song is not in Spotify's files, so
 * every row says "true".
 */
const MIN_LOGGED_MS = 1000;
const HEADER = 'Track Name,Last Played Date,Is User Initiated';

const field = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export const appleHistoryLens: Lens = (plays) => {
  const lines = [HEADER];
  for (let i = plays.count - 1; i >= 0; i--) {
    if ((plays.ms[i] ?? 0) < MIN_LOGGED_MS) continue;
    const { artist, title } = songOf(plays, i);
    if (title === '') continue;
    const name = artist === '' ? title : `${artist} - ${title}`;
    lines.push(`${field(name)},${Math.round(startOf(plays, i))},true`);
  }
  return [textFile('Apple Music - Track Play History.csv', `${lines.join('\r\n')}\r\n`)];
};
