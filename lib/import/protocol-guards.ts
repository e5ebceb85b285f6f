import type { BlobLike } from '../export/files/export-source';

/** Small guards both worker conversations (import-protocol.ts, pool-protocol.ts) check their messages with. */

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isOptional(value: unknown, check: (v: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

export function isBlobLike(value: unknown): value is BlobLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    isFiniteNumber(v.size) &&
    v.size >= 0 &&
    typeof v.slice === 'function' &&
    typeof v.arrayBuffer === 'function'
  );
}

/** Job ids are whole numbers the page counts up from 1. */
export function isJobId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
