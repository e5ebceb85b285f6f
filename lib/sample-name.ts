/**
 * The built-in sample listeners' ids and first names: the one list every layer may read. A result stores only
 * the id (`sample: { id }`), and each page words it in its own language around the first name (the catalogue's
 * `Sample.listener`). The roster (lib/samples/sample-roster.ts) adds how each one listens; it lives in a layer the
 * result's readers may not import, so the names live here.
 */
export const SAMPLE_NAMES = {
  maya: 'Maya',
  tom: 'Tom',
  rio: 'Rio',
  jade: 'Jade',
  ines: 'Ines',
  ken: 'Ken',
  luna: 'Luna',
  sam: 'Sam',
} as const;

export type SampleId = keyof typeof SAMPLE_NAMES;

/**
 * A built-in sample listener's marker on a result. Without an id it is a sample all the same, worded without a
 * name: a marker whose name this app does not know (lib/result-io/extras.ts, readSample).
 */
export interface SampleMarker {
  readonly id?: SampleId;
}

/** The ids in the picker's order: one per row of the flavour table. */
export const SAMPLE_IDS = Object.keys(SAMPLE_NAMES) as readonly SampleId[];

export function isSampleId(value: unknown): value is SampleId {
  return typeof value === 'string' && Object.hasOwn(SAMPLE_NAMES, value);
}

/** A sample listener's first name, the same in every language. */
export function sampleName(id: SampleId): string {
  return SAMPLE_NAMES[id];
}

/**
 * The id behind a marker stored before markers carried ids: those stored an English sentence ("Luna, a sample
 * listener"), whose part before the comma is the first name. Undefined for any other name.
 */
export function sampleIdFromStoredName(stored: string): SampleId | undefined {
  const first = stored.split(',')[0]?.trim();
  return SAMPLE_IDS.find((id) => SAMPLE_NAMES[id] === first);
}
