/**
 * Bytes -> JSON value, tolerant of the wrapping real files get (a UTF-8 BOM, NUL padding, whitespace) and
 * never throwing: broken files are an expected input (UserAddress.json is Scala text, UserPrompts.json is
 * comma-separated objects, downloads get cut off, hostile files nest 100,000 levels deep).
 */
export type JsonReadResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: 'empty' | 'not-json' | 'invalid-json' };

// Created on first use so importing this module never needs TextDecoder (older test environments lack it).
let decoder: TextDecoder | undefined;
const BOM = [0xef, 0xbb, 0xbf];

function isPadding(byte: number): boolean {
  return byte === 0x00 || byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** Index of the first meaningful byte after any BOMs, NULs and whitespace. */
function contentStart(bytes: Uint8Array): number {
  let i = 0;
  for (;;) {
    if (bytes[i] === BOM[0] && bytes[i + 1] === BOM[1] && bytes[i + 2] === BOM[2]) i += 3;
    else if (i < bytes.length && isPadding(bytes[i] ?? 0)) i++;
    else return i;
  }
}

function contentEnd(bytes: Uint8Array, start: number): number {
  let end = bytes.length;
  while (end > start && isPadding(bytes[end - 1] ?? 0)) end--;
  return end;
}

/**
 * Sniffs the first bytes of a file: false only when a meaningful byte is there and cannot open a JSON
 * array or object (a PDF, an image, plain text). A head of padding only is left for the full parse to judge.
 */
export function mayBeJson(head: Uint8Array): boolean {
  const start = contentStart(head);
  if (start >= head.length) return true;
  const first = head[start];
  return first === 0x5b || first === 0x7b;
}

export function parseJsonBytes(bytes: Uint8Array): JsonReadResult {
  const start = contentStart(bytes);
  const end = contentEnd(bytes, start);
  if (start >= end) return { ok: false, reason: 'empty' };
  const first = bytes[start];
  if (first !== 0x5b && first !== 0x7b) return { ok: false, reason: 'not-json' };
  try {
    // The text is dropped as soon as this returns; only the parsed value lives on, and only until reduced.
    return {
      ok: true,
      value: JSON.parse((decoder ??= new TextDecoder('utf-8')).decode(bytes.subarray(start, end))),
    };
  } catch {
    // SyntaxError for truncated or non-JSON text, RangeError for pathological nesting or sizes.
    return { ok: false, reason: 'invalid-json' };
  }
}
