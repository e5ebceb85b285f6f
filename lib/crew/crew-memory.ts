import { isValidName } from '../links/friend-name';
import { decodeReading, encodeReading, type SharedReading } from '../links/link';
import { sameMember, type Crew } from './crew';
import { encodeCrew, leftOutCount, readCrewLink } from './crew-link';
import { relateCrews } from './crew-merge';

/**
 * What this device remembers of its visitor's crews (docs/crew.md § The device's memory): the readings they
 * started or joined crews with (so the page knows them in a crew whatever name they gave), the last name they
 * gave, and the crews they are in (so a page can say "a newer link of this crew exists" or offer to merge two
 * branches). Only in this browser's localStorage, never sent anywhere; never written on a venue screen, where
 * the next visitor is someone else; gone with Reset and Next visitor, which clear the local store.
 */

export const CREW_MEMORY_KEY = 'flavor-crew-memory';

/** Readings kept: a visitor who starts crews with ten results has moved on from the first. */
export const MAX_ME = 10;
/** Crews kept: more than anyone is in at one event. */
export const MAX_KNOWN_CREWS = 12;
/** Far above the longest valid memory (twelve of the longest crew tokens and ten readings, about 17,000). */
const MAX_MEMORY_CHARS = 32_768;

export interface CrewMemory {
  /** At most ten, newest last, no duplicates (sameMember). */
  readonly me: readonly SharedReading[];
  /** The name last given. */
  readonly name: string | undefined;
  /** Crews the visitor is in, newest first, at most twelve, one per id. */
  readonly crews: readonly Crew[];
}

export const EMPTY_MEMORY: CrewMemory = { me: [], name: undefined, crews: [] };

function withoutSame(list: readonly SharedReading[], reading: SharedReading): SharedReading[] {
  return list.filter((r) => !sameMember(r, reading));
}

/** Each reading once, where it came last (a reading given again is the newest), at most MAX_ME (the newest). */
function tidyMe(readings: readonly SharedReading[]): SharedReading[] {
  let me: SharedReading[] = [];
  for (const r of readings) me = [...withoutSame(me, r), r];
  return me.slice(-MAX_ME);
}

/** Each id once (the first, the newest, wins), at most MAX_KNOWN_CREWS. */
function tidyCrews(crews: readonly Crew[]): Crew[] {
  const kept: Crew[] = [];
  for (const c of crews) if (!kept.some((k) => k.id === c.id)) kept.push(c);
  return kept.slice(0, MAX_KNOWN_CREWS);
}

function crewFromToken(token: unknown): Crew | undefined {
  if (typeof token !== 'string') return undefined;
  const outcome = readCrewLink(token);
  // This device wrote every token it keeps: one that lost anything was changed by hand and is not kept.
  return outcome.status === 'ok' && leftOutCount(outcome.leftOut) === 0 && outcome.repeats === 0
    ? outcome.crew
    : undefined;
}

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

/** The memory a stored text holds. A guard: anything invalid (the whole text, or any one entry) is dropped. */
export function parseCrewMemory(text: unknown): CrewMemory {
  if (typeof text !== 'string' || text.length > MAX_MEMORY_CHARS) return EMPTY_MEMORY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_MEMORY;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_MEMORY;
  const record = value as Record<string, unknown>;
  const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
  return {
    me: tidyMe(list(record.me).map(decodeReading).filter(isDefined)),
    name: isValidName(record.name) ? record.name : undefined,
    crews: tidyCrews(list(record.crews).map(crewFromToken).filter(isDefined)),
  };
}

/** The memory as stored: readings as personal link tokens, crews as crew link tokens (one guard each). */
export function serializeCrewMemory(m: CrewMemory): string {
  return JSON.stringify({
    me: m.me.map(encodeReading).filter(isDefined),
    ...(m.name === undefined ? {} : { name: m.name }),
    crews: m.crews.map(encodeCrew).filter(isDefined),
  });
}

/**
 * Remembers a reading the visitor started or joined a crew with, as the newest; its name, when it has one,
 * becomes the name last given (a reading without one leaves that as it was).
 */
export function rememberMe(m: CrewMemory, reading: SharedReading): CrewMemory {
  return {
    ...m,
    me: tidyMe([...m.me, reading]),
    name: reading.name !== undefined && isValidName(reading.name) ? reading.name : m.name,
  };
}

/** Whether a member is one of the visitor's remembered readings (the same name included). */
export function isMe(m: CrewMemory, member: SharedReading): boolean {
  return m.me.some((r) => sameMember(r, member));
}

/** The visitor's place in a crew: the first member that isMe, or -1. */
export function myPlace(m: CrewMemory, crew: Crew): number {
  return crew.members.findIndex((member) => isMe(m, member));
}

export function knownCrew(m: CrewMemory, id: string): Crew | undefined {
  return m.crews.find((c) => c.id === id);
}

/**
 * Keeps the crew as the latest known of its id, first in the list: it replaces a stored one that is older or
 * the same; the stored one stays when the new is older or apart (so the page can say "a newer link exists" or
 * offer a merge). The caller decides that the visitor is in it. A crew no link may carry (an empty one) is
 * not kept: the memory holds only what it can store.
 */
export function rememberCrew(m: CrewMemory, crew: Crew): CrewMemory {
  if (encodeCrew(crew) === undefined) return m;
  const stored = knownCrew(m, crew.id);
  const relation = stored ? relateCrews(crew, stored) : 'newer';
  const latest = relation === 'same' || relation === 'newer' ? crew : (stored ?? crew);
  return { ...m, crews: tidyCrews([latest, ...m.crews.filter((c) => c.id !== crew.id)]) };
}

/** The memory kept in `store`; a store that throws (privacy mode) or holds junk reads as none. */
export function readCrewMemory(store: Pick<Storage, 'getItem'> | null): CrewMemory {
  try {
    return parseCrewMemory(store?.getItem(CREW_MEMORY_KEY));
  } catch {
    return EMPTY_MEMORY;
  }
}

/** Keeps the memory; nothing on a venue screen, whose next visitor is someone else. Never throws. */
export function writeCrewMemory(
  store: Pick<Storage, 'setItem'> | null,
  m: CrewMemory,
  where: { venue: boolean },
): void {
  if (where.venue) return;
  try {
    store?.setItem(CREW_MEMORY_KEY, serializeCrewMemory(m));
  } catch {
    // A store that refuses (quota, privacy mode): the memory lasts as long as the page.
  }
}

export function forgetCrewMemory(store: Pick<Storage, 'removeItem'> | null): void {
  try {
    store?.removeItem(CREW_MEMORY_KEY);
  } catch {
    // A store we cannot write to holds nothing of ours.
  }
}
