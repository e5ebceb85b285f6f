import { MAX_CREW, sameMember, type Crew } from './crew';

/**
 * Two links of one crew (docs/crew.md § Merging): a crew link is passed on from phone to phone, so two friends
 * who both joined from the starter's first link hold two crews with the same id that each lack the other. The
 * id tells they are one; these say how two crews stand and put them together.
 */

export type CrewRelation = 'other' | 'same' | 'older' | 'newer' | 'apart';

function holdsAll(crew: Crew, of: Crew): boolean {
  return of.members.every((m) => crew.members.some((n) => sameMember(m, n)));
}

/**
 * `a` against `b`: other = different ids; same = the same members (sameMember, any order); older = every
 * member of a is in b and b has more (b grew past a); newer = the reverse; apart = neither. Names of the crews
 * are not compared: a renamed crew is the same crew.
 */
export function relateCrews(a: Crew, b: Crew): CrewRelation {
  if (a.id !== b.id) return 'other';
  const aInB = holdsAll(b, a);
  const bInA = holdsAll(a, b);
  if (aInB && bInA) return 'same';
  if (aInB) return 'older';
  if (bInA) return 'newer';
  return 'apart';
}

/**
 * One crew holding both: a's members in order, then b's that a lacks; at most MAX_CREW (`dropped` says how
 * many of b's did not fit); a's id; a's name, else b's.
 */
export function mergeCrews(a: Crew, b: Crew): { crew: Crew; dropped: number } {
  const members = [...a.members];
  for (const m of b.members) if (!members.some((n) => sameMember(m, n))) members.push(m);
  const kept = members.slice(0, MAX_CREW);
  const name = a.name ?? b.name;
  const crew: Crew = name === undefined ? { id: a.id, members: kept } : { id: a.id, name, members: kept };
  return { crew, dropped: members.length - kept.length };
}
