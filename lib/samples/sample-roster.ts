import type { Bin } from '../flavor/table';

/**
 * Who the eight built-in sample listeners are (names for the widget's list; the generator that makes their
 * listening lives in sample-listeners.ts and runs only in the import worker). One per row of the flavour
 * table.
 */
export type SampleId = 'maya' | 'tom' | 'rio' | 'jade' | 'ines' | 'ken' | 'luna' | 'sam';

export interface SampleListener {
  readonly id: SampleId;
  /** A first name, the same in every language; the line about how they listen is Widget.samples.<id>. */
  readonly name: string;
  readonly bins: { readonly E: Bin; readonly C: Bin; readonly O: Bin };
  readonly seed: number;
  /**
   * How much of the High-Openness habits a High-Openness sample has (1, the caricature, when absent). One
   * sample sits just over the line on purpose, so the product's "with a swirl of …" has a sample to show.
   */
  readonly openness?: number;
}

export const SAMPLE_LISTENERS: readonly SampleListener[] = [
  {
    id: 'maya',
    name: 'Maya',
    bins: { E: 'High', C: 'High', O: 'High' },
    seed: 101,
  },
  {
    id: 'tom',
    name: 'Tom',
    bins: { E: 'High', C: 'High', O: 'Low' },
    seed: 202,
  },
  {
    id: 'rio',
    name: 'Rio',
    bins: { E: 'High', C: 'Low', O: 'High' },
    seed: 303,
  },
  {
    id: 'jade',
    name: 'Jade',
    bins: { E: 'High', C: 'Low', O: 'Low' },
    seed: 404,
  },
  {
    id: 'ines',
    name: 'Ines',
    bins: { E: 'Low', C: 'High', O: 'High' },
    seed: 505,
  },
  {
    id: 'ken',
    name: 'Ken',
    bins: { E: 'Low', C: 'High', O: 'Low' },
    seed: 606,
  },
  {
    id: 'luna',
    name: 'Luna',
    bins: { E: 'Low', C: 'Low', O: 'High' },
    seed: 707,
    // Openness just over the line (63, with a spread of about 5): "Matcha / Pistachio, with a swirl of
    // Coffee". The value is tuned to the scorer: __tests__/export/sample-listeners.test.ts checks it.
    openness: 0.1205,
  },
  {
    id: 'sam',
    name: 'Sam',
    bins: { E: 'Low', C: 'Low', O: 'Low' },
    seed: 808,
  },
];

export function sampleById(id: string): SampleListener | undefined {
  return SAMPLE_LISTENERS.find((s) => s.id === id);
}
