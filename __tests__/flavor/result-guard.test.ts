/**
 * isFlavorResult also runs as part of /flavor's inline pre-paint script, serialised with Function#toString
 * (lib/prepaint/prepaint.ts). So it must be self-contained, and its inner helpers must agree with the shared
 * ones they mirror: `isRecord` (lib/guards.ts) and `readScore` for strings (lib/flavor/result.ts).
 */
import * as fc from 'fast-check';
import { isRecord } from '@/lib/guards';
import { buildResult, isFlavorResult, readScore } from '@/lib/flavor/result';
import { runs } from '../support/property-runs';

const standalone = new Function(`return (${isFlavorResult.toString()})`)() as typeof isFlavorResult;
const valid = buildResult({ E: 72, C: 40, O: 61 });

describe('isFlavorResult, serialised on its own', () => {
  it('accepts a saved result and rejects a broken one', () => {
    expect(standalone(valid)).toBe(true);
    expect(standalone({ ...valid, celebrities: 'nobody' })).toBe(false);
  });

  it('gives the same answer as the module function for any value (2,000 generated)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.jsonValue().map((value) => ({ ...valid, evidence: value })),
          fc.jsonValue().map((value) => ({ ...valid, primary_color: value })),
        ),
        (value) => standalone(value) === isFlavorResult(value),
      ),
      { numRuns: runs(2000) },
    );
  });
});

describe('its inner helpers', () => {
  it('read a score string exactly as readScore does (2,000 generated)', () => {
    const scoreText = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.double().map(String),
      fc.integer({ min: -5, max: 105 }).map((n) => ` ${n} `),
      fc.constantFrom('', ' ', '1e2', '0x10', '100.0', '-0', 'Infinity', 'NaN', '0b1'),
    );
    fc.assert(
      fc.property(
        scoreText,
        (text) => isFlavorResult({ ...valid, E_score: text }) === (readScore(text) !== undefined),
      ),
      { numRuns: runs(2000) },
    );
  });

  it('take a record exactly as lib/guards.ts does', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const asColor = isFlavorResult({ ...valid, primary_color: value });
        const expected = isRecord(value) && typeof value.name === 'string' && typeof value.hex === 'string';
        return asColor === expected;
      }),
      { numRuns: runs(1000) },
    );
  });
});
