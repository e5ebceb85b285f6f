import { isRecord } from '../guards';
import type { RowCounters } from './history-rows';
import { ASSUMED_PLAY_MS, SOURCE } from './play-codes';
import type { PlayTableBuilder } from './play-table';
import { parseUtcTimestamp } from './parse-time';

/**
 * YouTube Music from Google Takeout (`watch-history.json`): one entry per watch, for YouTube and YouTube
 * Music alike. Only entries with header "YouTube Music" are listens; everything else is video and counted as
 * such. The artist is the channel in `subtitles[0].name` without its " - Topic" suffix (auto-generated
 * artist channels); the title is `title` without the "Watched " prefix. Takeout records no play duration,
 * so each listen gets ASSUMED_PLAY_MS and `end` = `time` + that, keeping `end - ms` the real start.
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

export function addYouTubeRows(records: readonly unknown[], table: PlayTableBuilder, c: RowCounters): void {
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
    table.add(
      time + ASSUMED_PLAY_MS,
      ASSUMED_PLAY_MS,
      youtubeArtist(record.subtitles),
      title,
      null,
      null,
      null,
      0,
      0,
      0,
      SOURCE.youtube,
    );
  }
}
