import type { Bin } from '../flavor/table';
import { sampleName, type SampleId } from '../sample-name';

export type { SampleId };

/**
 * Who the eight built-in sample listeners are (names for the widget's list; the generator that makes their
 * listening lives in sample-listeners.ts and runs only in the import worker). One per row of the flavour
 * table.
 */
export interface SampleListener {
  readonly id: SampleId;
  /**
   * A first name, the same in every language (lib/sample-name.ts holds it, for the result's readers); the line
   * about how they listen is Widget.samples.<id>.
   */
  readonly name: string;
  readonly bins: { readonly E: Bin; readonly C: Bin; readonly O: Bin };
  readonly seed: number;
  /**
   * How much of the High-Openness habits a High-Openness sample has (1, the caricature, when absent). One
   * sample sits just over the line on purpose, so the product's "with a swirl of …" has a sample to show.
   */
  readonly openness?: number;
}

const ROSTER: readonly Omit<SampleListener, 'name'>[] = [
  {
    id: 'maya',
    bins: { E: 'High', C: 'High', O: 'High' },
    seed: 101,
  },
  {
    id: 'tom',
    bins: { E: 'High', C: 'High', O: 'Low' },
    seed: 202,
  },
  {
    id: 'rio',
    bins: { E: 'High', C: 'Low', O: 'High' },
    seed: 303,
  },
  {
    id: 'jade',
    bins: { E: 'High', C: 'Low', O: 'Low' },
    seed: 404,
  },
  {
    id: 'ines',
    bins: { E: 'Low', C: 'High', O: 'High' },
    seed: 505,
  },
  {
    id: 'ken',
    bins: { E: 'Low', C: 'High', O: 'Low' },
    seed: 606,
  },
  {
    id: 'luna',
    bins: { E: 'Low', C: 'Low', O: 'High' },
    seed: 707,
    // Openness just over the line (63, with a spread of about 5): "Matcha / Pistachio, with a swirl of
    // Coffee". The value is tuned to the scorer: __tests__/export/sample-listeners.test.ts checks it.
    openness: 0.1205,
  },
  {
    id: 'sam',
    bins: { E: 'Low', C: 'Low', O: 'Low' },
    seed: 808,
  },
];

export const SAMPLE_LISTENERS: readonly SampleListener[] = ROSTER.map((s) => ({
  ...s,
  name: sampleName(s.id),
}));

export function sampleById(id: string): SampleListener | undefined {
  return SAMPLE_LISTENERS.find((s) => s.id === id);
}
