/** @jest-environment node */
import { EN_WORDS } from '@/__tests__/support/evidence';
import { importSample } from '@/lib/import/run-import';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';

// Generates, reads and scores a sample listener's year of plays each; generous under a parallel run.
jest.setTimeout(30_000);

/**
 * What the widget's worker returns for each sample listener (lib/import/run-import.ts importSample): its row and
 * the sample marker (its id) that /flavor, the why view and the share picture read. e2e/sources.spec.ts walks
 * two of them through the real widget to those three (the widget's path is the same for all eight).
 */
describe('importSample', () => {
  it.each(SAMPLE_LISTENERS.map((s) => [s.name, s] as const))(
    '%s reaches its row and says it is a sample',
    async (_name, sample) => {
      const { result } = await importSample(sample.id, EN_WORDS);
      expect(result.row_key).toBe(`${sample.bins.E} ${sample.bins.C} ${sample.bins.O}`);
      expect(result.sample).toEqual({ id: sample.id });
    },
  );
});
