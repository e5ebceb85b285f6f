import type { ESLint } from 'eslint';

export interface LayerRow {
  why: string;
  may: string[];
}
export function layerOf(projectPath: string): string | undefined;
export function layersPlugin(table: Record<string, LayerRow>): ESLint.Plugin;
