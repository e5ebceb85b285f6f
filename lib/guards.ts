/** The one shape guard every boundary starts from: a plain, non-array object whose keys can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A number given as a number or as a numeric string (" 42 ", "1e2"), as the widget's messages may carry them;
 * NaN for anything else (an empty string is no number, though `Number('')` is 0).
 */
export function numberOrNumericString(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}
