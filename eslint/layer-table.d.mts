import type { LayerRow } from './layers.mjs';

export const LAYERS: Record<string, LayerRow>;
