import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appleMusicCsvFiles } from '../fixtures/other-services';
import { accountExportZip } from '../fixtures/spotify-export';
import type { FixtureFile } from '../fixtures/zip-writer';
import type { FlowContext } from './flows';

/**
 * Writes the files the flows choose in the widget into `dir`: a synthetic Spotify account export (zip) and
 * the two Apple Music CSVs, made by the same seeded writers as the Playwright suite's (never a real export).
 */
export function writeFixtures(dir: string): FlowContext['fixtures'] {
  mkdirSync(dir, { recursive: true });
  const write = (file: FixtureFile) => {
    const target = path.join(dir, path.basename(file.name));
    writeFileSync(target, file.bytes);
    return target;
  };
  return {
    spotifyZip: write(accountExportZip({ seed: 7 })),
    appleCsvs: appleMusicCsvFiles().map(write),
  };
}
