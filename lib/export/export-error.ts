import type { ExportService, Recognised } from './services/export-service';
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

/**
 * What each other service's refusals say: its name, the files a history needs, and where to get them. The
 * Spotify words are EXPORT_ERROR_MESSAGES themselves; a file no service claims keeps those too (they name
 * every service where it matters: NOT_AN_EXPORT).
 */
interface ServiceWords {
  readonly name: string;
  readonly needs: string;
  readonly next: string;
  /** The next step when the history read is too thin. */
  readonly more: string;
}

const SERVICE_WORDS: Readonly<Record<Exclude<ExportService, 'spotify'>, ServiceWords>> = {
  apple: {
    name: 'Apple Music',
    needs:
      '“Apple Music Play Activity.csv” or “Apple Music - Track Play History.csv”, in the Apple Music Activity folder of Apple’s zip',
    next: 'On privacy.apple.com, choose Request a copy of your data → Apple Media Services information, then drop the whole zip Apple sends you (or one of those files) here',
    more: 'Apple’s export already holds your whole history: listen a while longer and request a new copy on privacy.apple.com, or answer the one-minute listening quiz instead',
  },
  youtube: {
    name: 'YouTube Music',
    needs: 'watch-history.json with YouTube Music songs in it',
    next: 'On takeout.google.com, choose YouTube and YouTube Music, set History to JSON under Multiple formats, export, then drop watch-history.json (or the Takeout zip) here',
    more: 'Takeout already holds your whole history: listen a while longer and export it again, or answer the one-minute listening quiz instead',
  },
  lastfm: {
    name: 'Last.fm',
    needs: 'a Last.fm scrobble history',
    next: 'Type your Last.fm username in the Last.fm box instead: we read your scrobbles from Last.fm directly',
    more: 'Keep scrobbling and come back, or answer the one-minute listening quiz instead',
  },
};

function problemOf(code: ExportErrorCode): string {
  switch (code) {
    case 'EMPTY_OR_TRUNCATED':
      return 'the play history in them is empty or cut off, which usually means the download did not finish';
    case 'ONLY_PODCASTS':
      return 'they hold only videos, podcasts or audiobooks, and we need your music';
    case 'ZIP_DAMAGED':
      return 'the zip looks damaged or incomplete';
    case 'ZIP_UNSUPPORTED':
      return 'the zip is password-protected or packed in a way the browser cannot open';
    case 'FILE_TOO_LARGE':
      return 'one is far larger than any such file should be, so we did not read it';
    default:
      return 'no play history we can read';
  }
}

/**
 * The refusal for files of `recognised`'s service: what we recognised (the service and a file we found),
 * what is missing, and the next step, never naming another service. Spotify's and unclaimed files keep
 * EXPORT_ERROR_MESSAGES. Codes about the whole selection (no files, too many, unsafe zips, a stall) never
 * depend on the service.
 */
export function refusalFor(code: ExportErrorCode, recognised: Recognised | undefined): ExportError {
  if (!recognised || recognised.service === 'spotify') return new ExportError(code);
  if (code === 'NOT_ENOUGH_MUSIC') return notEnoughMusicError(0, 0, recognised.service);
  const perService: readonly ExportErrorCode[] = [
    'NOT_AN_EXPORT',
    'NO_HISTORY',
    'EMPTY_OR_TRUNCATED',
    'ONLY_PODCASTS',
    'ZIP_DAMAGED',
    'ZIP_UNSUPPORTED',
    'FILE_TOO_LARGE',
    'TECHNICAL_LOG',
  ];
  if (!perService.includes(code)) return new ExportError(code);
  const w = SERVICE_WORDS[recognised.service];
  return new ExportError(
    code,
    `${w.name} files, but ${problemOf(code)}: we found “${recognised.file}”, and we need ${w.needs}. ${w.next}.`,
  );
}

/** The minimum-data failure with the visitor's own numbers, so they can see how far off they are. */
export function notEnoughMusicError(
  qualifyingPlays: number,
  days: number,
  service: ExportService = 'spotify',
): ExportError {
  const plays = qualifyingPlays === 1 ? '1 song' : `${qualifyingPlays.toLocaleString('en-US')} songs`;
  const span = days === 1 ? '1 day' : `${days} days`;
  const found = `we found ${plays} played for ${QUALIFYING_SECONDS} seconds or more, across ${span}, and need at least ${MIN_QUALIFYING_PLAYS} songs across at least ${MIN_DAYS} days`;
  if (service === 'spotify')
    return new ExportError(
      'NOT_ENOUGH_MUSIC',
      `There is not enough music in this export yet: ${found}. For your whole listening history, ${REQUEST}.`,
    );
  const w = SERVICE_WORDS[service];
  return new ExportError(
    'NOT_ENOUGH_MUSIC',
    `There is not enough music in this ${w.name} history yet: ${found} in one year. ${w.more}.`,
  );
}

/** Any thrown value as an ExportError, so nothing but a typed failure leaves the reader. */
export function toExportError(error: unknown): ExportError {
  return error instanceof ExportError ? error : new ExportError('INTERNAL');
}
