/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { readExport } from '@/lib/export/read-export';
import { sampleExportFiles } from '@/lib/samples/sample-listeners';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { scoreExport } from '@/lib/scoring/score-export';
import { swirlLine, swirlOfResult } from '@/lib/flavor/swirl';
import { wordsFor } from '../support/flavor-words';

/** Eight named sample listeners, generated on the device, each landing on its own row. */
describe('sample listeners', () => {
  it('are eight, with eight different intended rows', () => {
    expect(SAMPLE_LISTENERS).toHaveLength(8);
    const rows = new Set(SAMPLE_LISTENERS.map((s) => `${s.bins.E} ${s.bins.C} ${s.bins.O}`));
    expect(rows.size).toBe(8);
  });

  it.each(SAMPLE_LISTENERS.map((s) => [s.name, s] as const))(
    '%s goes through the Spotify reader and lands on its row',
    async (_name, sample) => {
      const data = await readExport(sampleExportFiles(sample));
      expect(data.source).toBe('spotify-extended');
      const { result, breakdown } = scoreExport(data, { words: EN_WORDS, timeZone: 'UTC' });
      const detail = (['E', 'C', 'O'] as const).map((t) => `${t}=${breakdown.traits[t].score}`).join(' ');
      expect(`${result.row_key} (${detail})`).toMatch(
        new RegExp(`^${sample.bins.E} ${sample.bins.C} ${sample.bins.O} `),
      );
    },
  );

  // e2e/certainty.spec.ts shows both states with these two: Luna near the line, Sam far from it.
  it.each([
    ['Luna', 'with a swirl of Coffee'],
    ['Sam', 'a sure scoop'],
  ])('%s: %s', async (name, expected) => {
    const sample = SAMPLE_LISTENERS.find((s) => s.name === name)!;
    const { result } = scoreExport(await readExport(sampleExportFiles(sample)), {
      words: EN_WORDS,
      timeZone: 'UTC',
    });
    const swirl = swirlOfResult(result);
    expect(
      `${swirl && swirlLine(swirl, wordsFor('en'))} (${result.E_score} ${result.C_score} ${result.O_score})`,
    ).toContain(expected);
  });

  it('are the same on every run (generated from a seed)', () => {
    const sample = SAMPLE_LISTENERS[0]!;
    const a = sampleExportFiles(sample);
    const b = sampleExportFiles(sample);
    expect(a.map((f) => f.bytes.length)).toEqual(b.map((f) => f.bytes.length));
    expect(Buffer.from(a[0]!.bytes).equals(Buffer.from(b[0]!.bytes))).toBe(true);
  });
});
