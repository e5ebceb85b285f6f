import type { NamedYears } from './files/file-names';
import type { AuxiliaryData } from './services/auxiliary';
import type { Plays } from './plays/plays';
import type { SampleId } from '../sample-name';

/** Why a file or zip entry was not used. */
export const SKIP_REASONS = [
  'not-json',
  'invalid-json',
  'empty',
  'too-large',
  'damaged',
  'unsupported',
  'technical-log',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface SkippedFile {
  readonly name: string;
  readonly reason: SkipReason;
}

/** Counters for the UI ("we read 12 files, skipped 3, found 48,210 songs, left out 520 podcast plays"). */
export interface ExportSummary {
  /** JSON files parsed, used or not. */
  readonly filesRead: number;
  /** Files that held listening history (music, podcast, audiobook or video rows). */
  readonly historyFiles: number;
  readonly filesSkipped: number;
  /** The first skipped files by name (capped); `filesSkipped` stays exact. */
  readonly skipped: readonly SkippedFile[];
  /** Music plays kept, after duplicates and incognito plays were removed. */
  readonly musicRows: number;
  readonly podcastRowsExcluded: number;
  readonly audiobookRowsExcluded: number;
  readonly videoRowsExcluded: number;
  /** Private-session plays: never scored and never quoted. */
  readonly incognitoRowsExcluded: number;
  readonly duplicatesRemoved: number;
  readonly invalidRows: number;
  readonly supersededAccountRows: number;
  readonly packages: { readonly account: boolean; readonly extended: boolean };
  /**
   * Set when older years' files were left unread because the result never reads them (needed-years.ts):
   * the UTC years whose plays were read, and how many files were not. The counts above are of the files read.
   */
  readonly olderYears?: { readonly yearsRead: NamedYears; readonly filesNotNeeded: number };
}

/** The data source of a whole import (a Spotify import with any extended rows is 'spotify-extended'). */
export type DataSource =
  'spotify-account' | 'spotify-extended' | 'apple-music' | 'apple-track-history' | 'youtube-music' | 'lastfm';

export const DATA_SOURCES: readonly DataSource[] = [
  'spotify-account',
  'spotify-extended',
  'apple-music',
  'apple-track-history',
  'youtube-music',
  'lastfm',
];

export interface ExportData {
  readonly source: DataSource;
  /** Marks a built-in sample listener (generated on the device), so every view can say it is a sample. */
  readonly sample?: { readonly id: SampleId };
  readonly plays: Plays;
  readonly auxiliary: AuxiliaryData;
  readonly summary: ExportSummary;
}
