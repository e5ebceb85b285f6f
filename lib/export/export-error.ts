import { MIN_DAYS, MIN_QUALIFYING_PLAYS, QUALIFYING_MS } from './minimum-data';

const QUALIFYING_SECONDS = QUALIFYING_MS / 1000;
/**
 * The typed failures of an import. Codes are stable (the UI and tests key on them); messages are plain
 * words that say what happened and what to do next, shown as they are in a role="alert" region.
 */
export const EXPORT_ERROR_CODES = [
  'NO_FILES',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'NOT_AN_EXPORT',
  'ZIP_DAMAGED',
  'ZIP_UNSUPPORTED',
  'ZIP_UNSAFE',
  'TECHNICAL_LOG',
  'NO_HISTORY',
  'ONLY_PODCASTS',
  'EMPTY_OR_TRUNCATED',
  'NOT_ENOUGH_MUSIC',
  'YOUTUBE_HTML',
  'STALLED',
  'INTERNAL',
] as const;

export type ExportErrorCode = (typeof EXPORT_ERROR_CODES)[number];

const REQUEST =
  'request "Extended streaming history" on Spotify (Account > Privacy settings > "Download your data")';

export const EXPORT_ERROR_MESSAGES: Readonly<Record<ExportErrorCode, string>> = {
  NO_FILES: 'No files were chosen. Choose the zip file from Spotify\'s "Download your data" email.',
  TOO_MANY_FILES:
    'That is more files than a Spotify export contains. Choose the single zip file Spotify sent you, or only the .json files inside it.',
  FILE_TOO_LARGE:
    'This file is much larger than any file in a Spotify export, so we did not read it. Choose the my_spotify_data.zip that Spotify emailed you, or the .json files inside it.',
  NOT_AN_EXPORT:
    'This does not look like a Spotify data export. Choose the zip file Spotify emailed you (usually my_spotify_data.zip), or the .json files inside it. For Apple Music choose the zip from privacy.apple.com (or its Apple Music CSV files); for YouTube Music, watch-history.json from Google Takeout.',
  ZIP_DAMAGED:
    "This zip file looks damaged or incomplete. Download it again from the link in Spotify's email, then try again.",
  ZIP_UNSUPPORTED:
    'This zip is password-protected or packed in a way the browser cannot open. Use the original zip Spotify emailed you, or unzip it and choose the .json files instead.',
  ZIP_UNSAFE:
    'This zip holds far more files or data than a Spotify export ever does, so we stopped reading it. Choose the my_spotify_data.zip that Spotify emailed you.',
  TECHNICAL_LOG: `This is Spotify's "Technical log information" package, which has no listening history. Please ${REQUEST}, then choose that zip here.`,
  NO_HISTORY: `This export has no streaming history in it. Make sure you chose the whole zip (or the StreamingHistory .json files). If it really has none, ${REQUEST}.`,
  ONLY_PODCASTS: `These files only contain podcasts, audiobooks or videos, and we need your music listening. Choose a file with your music history, or ${REQUEST}.`,
  EMPTY_OR_TRUNCATED:
    "The listening history file is empty or cut off, which usually means the download did not finish. Download the export again from Spotify's email, then try again.",
  NOT_ENOUGH_MUSIC: `There is not enough music in this export yet: we need at least ${MIN_QUALIFYING_PLAYS} songs played for ${QUALIFYING_SECONDS} seconds or more, across at least ${MIN_DAYS} days. For your whole listening history, ${REQUEST}.`,
  YOUTUBE_HTML:
    'This is your YouTube history as a web page (watch-history.html), which we cannot read. On takeout.google.com, choose "YouTube and YouTube Music", then "Multiple formats" and set History to JSON; export again and choose watch-history.json here.',
  STALLED:
    'Reading your files stopped making progress, so we stopped waiting. Please try again; if it happens again, reload this page first.',
  INTERNAL:
    'Something went wrong while reading your files. Please try again; if it keeps happening, try the "Extended streaming history" zip instead.',
};

export class ExportError extends Error {
  readonly code: ExportErrorCode;

  constructor(code: ExportErrorCode, message: string = EXPORT_ERROR_MESSAGES[code]) {
    super(message);
    this.name = 'ExportError';
    this.code = code;
  }
}

export function isExportErrorCode(value: unknown): value is ExportErrorCode {
  return typeof value === 'string' && (EXPORT_ERROR_CODES as readonly string[]).includes(value);
}

/** The minimum-data failure with the visitor's own numbers, so they can see how far off they are. */
export function notEnoughMusicError(qualifyingPlays: number, days: number): ExportError {
  const plays = qualifyingPlays === 1 ? '1 song' : `${qualifyingPlays.toLocaleString('en-US')} songs`;
  const span = days === 1 ? '1 day' : `${days} days`;
  return new ExportError(
    'NOT_ENOUGH_MUSIC',
    `There is not enough music in this export yet: we found ${plays} played for ${QUALIFYING_SECONDS} seconds or more, across ${span}, and need at least ${MIN_QUALIFYING_PLAYS} songs across at least ${MIN_DAYS} days. For your whole listening history, ${REQUEST}.`,
  );
}

/** Any thrown value as an ExportError, so nothing but a typed failure leaves the reader. */
export function toExportError(error: unknown): ExportError {
  return error instanceof ExportError ? error : new ExportError('INTERNAL');
}
