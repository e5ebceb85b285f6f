import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FixtureFile } from '../../fixtures/spotify-export';

/**
 * Large synthetic exports built once per machine, not once per worker or per spec: the bytes are kept under
 * the OS temp dir, named by the fixture's parameters and a hash of the fixture writers' sources (a changed
 * writer makes a new file, never a stale one). Written to a unique temp name and renamed into place, so two
 * workers building the same fixture at once each end with a whole file (rename is atomic on one file system).
 */
const DIR = path.join(tmpdir(), 'flavor-e2e-fixtures');

let writersHash: string | undefined;
function writersVersion(): string {
  if (writersHash) return writersHash;
  const hash = createHash('sha256');
  for (const dir of [path.join(__dirname, '..', '..', 'fixtures'), __dirname]) {
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.ts'))
      .sort()) {
      hash.update(name);
      hash.update(readFileSync(path.join(dir, name)));
    }
  }
  return (writersHash = hash.digest('hex').slice(0, 16));
}

/** The fixture `build()` makes for `key` (its parameters, as text), from the cache when it is there. */
export function cachedFixture(key: string, build: () => FixtureFile): FixtureFile {
  const id = createHash('sha256').update(`${writersVersion()} ${key}`).digest('hex').slice(0, 24);
  const file = path.join(DIR, `${id}.bin`);
  const nameFile = `${file}.name`;
  try {
    return { name: readFileSync(nameFile, 'utf8'), bytes: new Uint8Array(readFileSync(file)) };
  } catch {
    // Not built yet on this machine (or removed): build it and keep it.
  }
  const fixture = build();
  mkdirSync(DIR, { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(`${tmp}.name`, fixture.name);
  writeFileSync(tmp, fixture.bytes);
  // The bytes first, then the name: a reader that finds the name finds whole bytes.
  renameSync(tmp, file);
  renameSync(`${tmp}.name`, nameFile);
  return fixture;
}
