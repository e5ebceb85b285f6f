import { isRecord } from '../../guards';
import type { RowCounters } from './history-rows';
import { QUALIFYING_MS } from '../minimum-data';
import { ASSUMED_PLAY_MS, SOURCE } from '../plays/play-codes';
import type { PlayTableBuilder } from '../plays/play-table';
import { parseUtcTimestamp } from '../plays/parse-time';

/**
 * YouTube Music from Google Takeout (`watch-history.json`): one entry per watch, for YouTube and YouTube
 * Music alike. Only entries with header "YouTube Music" are listens; everything else is video and counted as
 * such. The artist is the channel in `subtitles[0].name` without its " - Topic" suffix (auto-generated
 * artist channels); the title is `title` without the "Watched " prefix. Takeout records no play duration,
 * so each listen gets ASSUMED_PLAY_MS and `end` = `time` + that, keeping `end - ms` the real start, with
 * one exception the times themselves prove: a song followed by the next one within 30 seconds cannot have
 * played longer than that gap, so it gets the gap (a skip, under 30 seconds, as Spotify would log it).
 */
export function isYouTubeHistoryRecord(r: Record<string, unknown>): boolean {
  return typeof r.header === 'string' && 'time' in r && 'title' in r && ('titleUrl' in r || 'products' in r);
}

const WATCHED = /^Watched\s+/;
const TOPIC = /\s+-\s+Topic$/;

export function youtubeArtist(subtitles: unknown): string {
  if (!Array.isArray(subtitles)) return '';
  const first: unknown = subtitles[0];
  if (!isRecord(first) || typeof first.name !== 'string') return '';
  return first.name.replace(TOPIC, '').trim();
}

export function youtubeTitle(title: string): string {
  return title.replace(WATCHED, '').trim();
}

interface Listen {
  readonly start: number;
  readonly artist: string;
  readonly title: string;
}

/** Time played as far as the start times show it: the gap to the next listen when that is under 30 s. */
export function provenPlayMs(start: number, nextStart: number | undefined): number {
  if (nextStart === undefined) return ASSUMED_PLAY_MS;
  const gap = nextStart - start;
  return gap >= 0 && gap < QUALIFYING_MS ? gap : ASSUMED_PLAY_MS;
}

export function addYouTubeRows(records: readonly unknown[], table: PlayTableBuilder, c: RowCounters): void {
  const listens: Listen[] = [];
  for (const record of records) {
    if (!isRecord(record)) {
      c.invalidRows++;
      continue;
    }
    if (record.header !== 'YouTube Music') {
      c.videoRows++;
      continue;
    }
    const time = typeof record.time === 'string' ? parseUtcTimestamp(record.time) : NaN;
    const title = typeof record.title === 'string' ? youtubeTitle(record.title) : '';
    // "Watched a video that has been removed" and similar entries have no link to a song.
    if (time !== time || title === '' || (record.titleUrl === undefined && record.subtitles === undefined)) {
      c.invalidRows++;
      continue;
    }
    listens.push({ start: time, artist: youtubeArtist(record.subtitles), title });
  }
  // Takeout lists the newest first; the gaps are read in time order.
  listens.sort((a, b) => a.start - b.start);
  listens.forEach((l, k) => {
    const ms = provenPlayMs(l.start, listens[k + 1]?.start);
    table.add(l.start + ms, ms, l.artist, l.title, null, null, null, 0, 0, 0, SOURCE.youtube);
  });
}
