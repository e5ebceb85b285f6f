/**
 * How many inputs a property test generates. `npm test` runs a tenth of each property's deep count (never
 * under 100, fast-check's own default): each run draws a fresh seed, so the runs of every push add up, and
 * a failure prints its seed to replay. `PROPERTY_RUNS=deep npx jest <file>` runs the full counts, as when
 * changing the parser, a guard or a link format (docs/testing.md § Property tests).
 */
export function runs(deep: number): number {
  return process.env.PROPERTY_RUNS === 'deep' ? deep : Math.max(100, Math.round(deep / 10));
}
