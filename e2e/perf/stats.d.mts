/** Types of e2e/perf/stats.mjs. */
export declare function median(values: readonly number[]): number;
export declare function percentile(values: readonly number[], p: number): number;
