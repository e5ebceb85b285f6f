'use client';

import { useMemo, useReducer } from 'react';
import type { FlavorResult } from '@/lib/flavor/result';
import type { SampleMarker } from '@/lib/sample-name';
import { readingFromResult, type SharedReading } from '@/lib/links/link';
import { readSample } from '@/lib/result-io/extras';
import { useStoredResult } from '../browser/use-stored-result';

export interface OwnResult {
  result: FlavorResult;
  /** The result as a link carries it, without a name. */
  reading: SharedReading;
  /** A built-in sample listener's marker, when the result is theirs: shown, never added. */
  sample: SampleMarker | undefined;
}

/**
 * The visitor's own result in this tab, if any, passed through the storage guard. `refresh` re-reads it after
 * this page saved one itself (the connect dialog): the `storage` event only reports other tabs' writes.
 */
export function useOwnResult(): { own: OwnResult | null; refresh: () => void } {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const stored = useStoredResult();
  const own = useMemo((): OwnResult | null => {
    if (stored?.status !== 'ok') return null;
    const { result } = stored;
    return { result, reading: readingFromResult(result), sample: readSample(result.sample) };
  }, [stored]);
  return { own, refresh };
}
