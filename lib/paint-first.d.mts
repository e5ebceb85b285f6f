/** Types of lib/paint-first.mjs (plain .mjs because a Node script runs it after `next build`). */
export declare const LOADER_ID: 'paint-first';
export declare const FALLBACK_MS: number;
export declare function loaderScript(scripts: readonly string[], preloads: readonly string[]): string;
export declare function deferChunks(html: string): { html: string; moved: number };
export declare function restoreChunks(html: string): string;
export declare function deferChunksInBuild(distDir: string): Promise<number>;
