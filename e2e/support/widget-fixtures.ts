import zlib from 'node:zlib';
import type { FixtureFile } from '../fixtures/spotify-export';
import { textFile, zipFiles } from '../fixtures/zip-writer';

/**
 * Extra inputs for the built-in widget specs (import and hostile files), built on the shared synthetic
 * generators. Nothing here is a real export: every byte comes from a seed or is written out below.
 */

/** Node's raw deflate at level 1: the 60k-play export in ~1 s instead of ~5 s with fflate. */
export const fastDeflate = (bytes: Uint8Array): Uint8Array => zlib.deflateRawSync(bytes, { level: 1 });

/** Builds a value once per worker process, on first use (fixtures are made only by the tests that need them). */
export function once<T>(make: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: make() }).v;
}

/** A file chooser payload for `setInputFiles` / `FileChooser.setFiles`. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function mimeOf(name: string): string {
  if (/\.zip$/i.test(name)) return 'application/zip';
  if (/\.json$/i.test(name)) return 'application/json';
  if (/\.png$/i.test(name)) return 'image/png';
  return 'text/plain';
}

export function toPayloads(files: readonly FixtureFile[]): FilePayload[] {
  return files.map((f) => ({
    name: f.name,
    mimeType: mimeOf(f.name),
    buffer: Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength),
  }));
}

/** A real (tiny) PNG image saved under another name, as when the wrong download gets renamed. */
export function pngNamed(name: string): FixtureFile {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name, bytes: new Uint8Array(png) };
}

/** The bytes of `file` under another name. */
export function renamed(file: FixtureFile, name: string): FixtureFile {
  return { name, bytes: file.bytes };
}

function eocdOffset(v: DataView): number {
  for (let i = v.byteLength - 22; i >= 0; i--) if (v.getUint32(i, true) === 0x06054b50) return i;
  throw new Error('no end of central directory');
}

/**
 * A copy of `zip` whose central directory declares `declaredBytes` as the uncompressed size of every entry
 * whose name matches `which`. The data is untouched: the reader must refuse by the declared size alone.
 */
export function withDeclaredSize(zip: FixtureFile, declaredBytes: number, which: RegExp): FixtureFile {
  const bytes = zip.bytes.slice();
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = eocdOffset(v);
  let p = v.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  let patched = 0;
  for (let n = v.getUint16(eocd + 10, true); n > 0; n--) {
    const nameLength = v.getUint16(p + 28, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (which.test(name)) {
      v.setUint32(p + 24, declaredBytes, true);
      patched++;
    }
    p += 46 + nameLength + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  if (patched === 0) throw new Error(`no entry matches ${which}`);
  return { name: zip.name, bytes };
}

/** The entries of a zip written by zipFiles/zipSync, by name (stored or deflated), for checks on fixtures. */
export function zipEntryText(zip: FixtureFile, entryName: string): string | undefined {
  const bytes = zip.bytes;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = eocdOffset(v);
  let p = v.getUint32(eocd + 16, true);
  const decoder = new TextDecoder();
  for (let n = v.getUint16(eocd + 10, true); n > 0; n--) {
    const method = v.getUint16(p + 10, true);
    const compressed = v.getUint32(p + 20, true);
    const nameLength = v.getUint16(p + 28, true);
    const local = v.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (name === entryName) {
      const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
      const data = bytes.subarray(start, start + compressed);
      return decoder.decode(method === 0 ? data : zlib.inflateRawSync(data));
    }
    p += 46 + nameLength + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/** "2025-03-01 12:00", the account-data `endTime` format (UTC). */
function minuteStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Account-data music history with an exactly known amount of music: `plays` songs of 3 minutes each (all
 * qualifying, all distinct), spread evenly so the first and the last are exactly `days` days apart.
 */
export function exactMusicZip(plays: number, days: number): FixtureFile {
  const first = Date.parse('2025-03-01T12:00:00Z');
  const step = plays > 1 ? (days * DAY_MS) / (plays - 1) : 0;
  const records = Array.from({ length: plays }, (_, i) => ({
    // Whole minutes (the format has no seconds); the last play lands exactly on first + days.
    endTime: minuteStamp(
      i === plays - 1 ? first + days * DAY_MS : first + Math.floor((i * step) / 60_000) * 60_000,
    ),
    artistName: `Fixture Artist ${i % 37}`,
    trackName: `Fixture Song ${i}`,
    msPlayed: 180_000,
  }));
  return {
    name: 'my_spotify_data.zip',
    bytes: zipFiles([
      textFile('Spotify Account Data/StreamingHistory_music_0.json', JSON.stringify(records, null, 2)),
    ]),
  };
}
