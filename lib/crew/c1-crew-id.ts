import { CREW_ID_CHARS } from './crew';
import { DIGITS } from './part-check';

/**
 * The id of a crew read from a c1 link, which carries none: 36 bits of a hash (64-bit FNV-1a) of its first
 * member's text as a link writes it. Every c1 link of one crew starts with its starter, so two branches that
 * grew apart from the starter's first link get the same id and merge as v2 links do; the id stays the same
 * once the crew is written again as v2.
 */
export function c1CrewId(firstMemberText: string): string {
  const mask = (1n << 64n) - 1n;
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < firstMemberText.length; i++) {
    hash ^= BigInt(firstMemberText.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & mask;
  }
  let id = '';
  for (let k = 0; k < CREW_ID_CHARS; k++) id += DIGITS[Number((hash >> BigInt(6 * k)) & 63n)];
  return id;
}
