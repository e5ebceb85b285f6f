/** Types of lib/compile-hints.mjs (plain .mjs because next.config.mjs imports it). */
export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(distDir: string): Promise<number>;
