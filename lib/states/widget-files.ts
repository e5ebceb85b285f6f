import { strToU8, zipSync } from 'fflate';

/**
 * The files of the widget's states (docs/qa.md, preview builds only): each a small file of the kind a visitor
 * drops, made here in memory, that the built-in widget then reads through its real import (workers, readers,
 * scorer), so the refusal it shows is the one a visitor with that file sees. `/embed/upload?state=<id>`
 * chooses them (lib/states/widget-state.ts, components/states/widget-states.tsx); nothing here is in a production build.
 */
export interface PreviewFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 6, 9);

function text(name: string, content: string): PreviewFile {
  return { name, bytes: strToU8(content) };
}

function zip(name: string, files: readonly PreviewFile[]): PreviewFile {
  return { name, bytes: zipSync(Object.fromEntries(files.map((f) => [f.name, f.bytes]))) };
}

/** Spotify's account-data stamp: UTC to the minute, no zone. */
function minute(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** An account history of `plays` songs over `days` days, three minutes each, as Spotify's account data has it. */
function musicHistory(plays: number, days: number): string {
  const rows = Array.from({ length: plays }, (_, i) => ({
    endTime: minute(START + (i % days) * DAY_MS + Math.floor(i / days) * 200_000),
    artistName: `Artist ${i % 9}`,
    trackName: `Song ${i % 23}`,
    msPlayed: 180_000,
  }));
  return JSON.stringify(
    rows.sort((a, b) => a.endTime.localeCompare(b.endTime)),
    null,
    1,
  );
}

function podcastHistory(plays: number): string {
  const rows = Array.from({ length: plays }, (_, i) => ({
    endTime: minute(START + i * DAY_MS),
    podcastName: `Show ${i % 4}`,
    episodeName: `Episode ${i}`,
    msPlayed: 1_800_000,
  }));
  return JSON.stringify(rows, null, 1);
}

/** What a zip's directory says of an entry's size when it does not fit in any Spotify file (the import reads at most 128 MiB a JSON file). */
export const TOO_LARGE_DECLARED_BYTES = 200 * 1024 * 1024;

/**
 * A zip whose every entry says, in the zip's own directory and in its local header, that it holds `declared`
 * bytes: the import decides from those sizes before it reads a byte, so a small zip stands for a huge one
 * without the device ever holding it.
 */
function declaringSize(file: PreviewFile, declared: number): PreviewFile {
  const bytes = file.bytes.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // fflate writes no archive comment: the end record is the last 22 bytes.
  const end = bytes.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let entry = view.getUint16(end + 10, true); entry > 0; entry--) {
    // A directory header keeps the size at +24 and its local header's offset at +42; a local header at +22.
    view.setUint32(at + 24, declared, true);
    view.setUint32(view.getUint32(at + 42, true) + 22, declared, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { name: file.name, bytes };
}

/**
 * A zip whose every entry is marked encrypted (bit 0 of its flags, in the directory and the local header), as a
 * zip packed with a password is: the import cannot open it and says so before it inflates a byte.
 */
function locked(file: PreviewFile): PreviewFile {
  const bytes = file.bytes.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let entry = view.getUint16(end + 10, true); entry > 0; entry--) {
    // The flags sit at +8 of a directory header and at +6 of its local header.
    view.setUint16(at + 8, view.getUint16(at + 8, true) | 1, true);
    const local = view.getUint32(at + 42, true);
    view.setUint16(local + 6, view.getUint16(local + 6, true) | 1, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { name: file.name, bytes };
}

/** What the unsafe zip's entry says it holds, against the megabyte it inflates to: a zip bomb's lie. */
export const BOMB_DECLARED_BYTES = 1024;
const BOMB_INFLATED_BYTES = 1024 * 1024;

const ACCOUNT = 'Spotify Account Data/';
const SPOTIFY_ZIP = 'my_spotify_data.zip';

/** One file more than the import takes in one go (maxInputFiles, lib/export/limits.ts: a test holds them together). */
export const TOO_MANY_FILES_COUNT = 501;

/** A small account export the import reads to a result: 400 songs over 40 days, above every minimum. */
export function readableExport(): PreviewFile[] {
  return [zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_music_0.json`, musicHistory(400, 40))])];
}

/** Each widget state's files; every id is a `widget-…` state of lib/states/states.ts. */
export const WIDGET_FILES = {
  'widget-not-export': () => [text('holiday-notes.txt', 'Packing list: sunscreen, a hat, a good book.\n')],
  'widget-corrupt-zip': () => {
    const whole = zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_music_0.json`, musicHistory(400, 40))]);
    // A download cut off half way: the zip's directory at its end is gone.
    return [{ name: whole.name, bytes: whole.bytes.subarray(0, Math.floor(whole.bytes.length / 2)) }];
  },
  'widget-technical-log': () => [
    zip(SPOTIFY_ZIP, [
      text(
        'Spotify Technical Log Information/Ap_EndSong.json',
        JSON.stringify([{ timestamp_utc: '2025-01-03T10:00:00Z', context_time: 3, message: 'event' }]),
      ),
      text('Spotify Technical Log Information/ReadMeFirst_TechnicalLogInformation.pdf', '%PDF-1.4\n%%EOF\n'),
    ]),
  ],
  'widget-no-history': () => [
    zip(SPOTIFY_ZIP, [
      text(`${ACCOUNT}Follow.json`, JSON.stringify({ followerCount: 3, followingUsersCount: 5 })),
      text(`${ACCOUNT}Userdata.json`, JSON.stringify({ country: 'DE', creationTime: '2019-04-01' })),
    ]),
  ],
  'widget-podcasts': () => [
    zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_podcast_0.json`, podcastHistory(120))]),
  ],
  'widget-empty': () => [text('StreamingHistory_music_0.json', '')],
  'widget-too-large': () => [
    declaringSize(
      zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_music_0.json`, musicHistory(400, 40))]),
      TOO_LARGE_DECLARED_BYTES,
    ),
  ],
  'widget-too-few': () => [
    zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_music_0.json`, musicHistory(120, 12))]),
  ],
  'widget-apple': () => [
    zip('Apple_Media_Services_export.zip', [
      text(
        'Apple Music Activity/Apple Music - Container Details.csv',
        'Container Description,Container Type\nRoad trip,PLAYLIST\n',
      ),
      text('Apple Music Activity/Apple Music Library Tracks.json', '[]'),
    ]),
  ],
  'widget-youtube': () => [
    text(
      'watch-history.json',
      JSON.stringify(
        Array.from({ length: 40 }, (_, i) => ({
          header: 'YouTube',
          title: `Watched How to fold a shirt, part ${i + 1}`,
          titleUrl: `https://www.youtube.com/watch?v=v${i}`,
          time: new Date(START + i * DAY_MS).toISOString(),
          products: ['YouTube'],
          activityControls: ['YouTube watch history'],
        })),
      ),
    ),
  ],
  'widget-youtube-html': () => [
    text('Takeout/YouTube and YouTube Music/history/watch-history.html', '<html><body>Watched</body></html>'),
  ],
  // One file more than any export holds, chosen in one go: refused before a byte is read.
  'widget-too-many-files': () =>
    Array.from({ length: TOO_MANY_FILES_COUNT }, (_, i) => text(`StreamingHistory_music_${i}.json`, '[]')),
  'widget-zip-locked': () => [
    locked(zip(SPOTIFY_ZIP, [text(`${ACCOUNT}StreamingHistory_music_0.json`, musicHistory(400, 40))])),
  ],
  // An entry that says 1 KiB and inflates to a megabyte of spaces: the import stops as the inflated bytes pass
  // the declared size, as it does for a real zip bomb.
  'widget-zip-unsafe': () => [
    declaringSize(
      {
        name: SPOTIFY_ZIP,
        bytes: zipSync(
          { [`${ACCOUNT}StreamingHistory_music_0.json`]: new Uint8Array(BOMB_INFLATED_BYTES).fill(0x20) },
          { level: 9 },
        ),
      },
      BOMB_DECLARED_BYTES,
    ),
  ],
} as const satisfies Record<string, () => PreviewFile[]>;

export type WidgetStateId = keyof typeof WIDGET_FILES;

/** The files of a widget state the address asks for; undefined for anything else. */
export function widgetFiles(id: unknown): PreviewFile[] | undefined {
  if (typeof id !== 'string' || !Object.hasOwn(WIDGET_FILES, id)) return undefined;
  return WIDGET_FILES[id as WidgetStateId]();
}
