import type { Certainty } from '../flavor/certainty';
import type { FlavorResult } from '../flavor/result';
import { MAX_CREW } from '../crew/crew';
import { encodeCrew } from '../crew/crew-link';
import { EMPTY_MEMORY, rememberCrew, rememberMe, serializeCrewMemory } from '../crew/crew-memory';
import { readingFromResult, type SharedReading } from '../links/link';

/**
 * The crew states of the states page (docs/qa.md): a real crew link, made by the crew library from
 * readings as links carry them, opened on `/crew`. Nothing here runs on a production build.
 */
export interface CrewSeed {
  /** Members besides the visitor, each a friend as a crew link holds them. */
  readonly others: number;
  /** The others' names: short, as long as the name rules allow (24 units, some not Latin), or none. */
  readonly names: 'short' | 'long' | 'none';
  /** The visitor's own result is the crew's first member, with this name (they started the crew). */
  readonly own?: { readonly name?: string };
  /** Members someone edited so that they do not read, added after the rest: left out, with one toast. */
  readonly edited?: number;
  /** The crew's own name, in its link's head. */
  readonly name?: string;
  /**
   * What this device remembers of the crew (lib/crew/crew-memory.ts; needs `own`): `newer`, the same crew
   * grown by two friends on another link; `apart`, another branch of it, two friends this link lacks and
   * without this link's last friend.
   */
  readonly remembered?: 'newer' | 'apart';
}

const SHORT_NAMES = ['Sam', 'Alex', 'Mo', 'Kim', 'Jo', 'Lea', 'Deniz', 'Ana', 'Yusuf', 'Ida'] as const;
/** Each at most 24 UTF-16 units (MAX_NAME_LENGTH), most with spaces; one in Japanese, one with umlauts. */
export const LONG_NAMES = [
  'Alexandra Konstantinova',
  'Jean-Baptiste Delacroix',
  'Friederike von Schönberg',
  'Oluwaseun Adebayo-Smith',
  'Siddharth Venkataraman',
  'Christopherus Mayerhofer',
  '山田花子とすてきな仲間たち',
  'Annemarie Hohenzollern',
  'Bartholomäus Wendelin',
  'Wolfgang Amadeus Mozart',
] as const;
export const LONG_OWN_NAME = 'Maximilian Leopoldsberg';

/** Every state's crew is one crew: the states page shows no merge. */
const STATES_CREW_ID = 'states';

/**
 * What the last members the crew's head counts are overwritten with, in turn: a block past the last number a
 * block may hold and one cut short, neither with its check, so one reads as edited and the last as cut off
 * (docs/crew.md § Reading a link someone edited).
 */
const EDITED = ['zzzzzzz', 'AB'] as const;

/**
 * The i-th friend: scores spread over the whole range, so the crew's members have several flavours and its
 * pairs differ; spreads of 8 to 11 points, which no state's own result has (those are 6 or 7,
 * lib/states/states.ts), so a friend is never mistaken for the visitor.
 */
export function crewFriend(i: number, name: string | undefined): SharedReading {
  const certainty: Certainty = {
    basis: i % 3 === 2 ? 'answers' : 'listening',
    spread: { E: 8 + (i % 4), C: 9 + (i % 3), O: 8 + (i % 2) },
  };
  const scores = { E: (20 + 37 * i) % 101, C: (70 + 53 * i) % 101, O: (40 + 29 * i) % 101 };
  return { scores, certainty, ...(name === undefined ? {} : { name }) };
}

function nameOf(seed: CrewSeed, i: number): string | undefined {
  if (seed.names === 'none') return undefined;
  return (seed.names === 'long' ? LONG_NAMES : SHORT_NAMES)[i % SHORT_NAMES.length];
}

/**
 * The crew link's fragment (without '#') for a seed, given the visitor's result when the crew holds it;
 * undefined when that leaves no member (a seed that needs a result, planned without one).
 */
export function crewStateToken(seed: CrewSeed, result: FlavorResult | undefined): string | undefined {
  const own = seed.own && result ? [readingFromResult(result, seed.own.name)] : [];
  const others = Array.from({ length: seed.others }, (_, i) => crewFriend(i, nameOf(seed, i)));
  // The edited members are written as members first (the head counts them), then overwritten.
  const edited = Array.from({ length: seed.edited ?? 0 }, (_, i) => crewFriend(MAX_CREW + i, undefined));
  const token = encodeCrew({
    id: STATES_CREW_ID,
    ...(seed.name === undefined ? {} : { name: seed.name }),
    members: [...own, ...others, ...edited],
  });
  if (token === undefined) return undefined;
  const parts = token.split('.');
  const kept = parts.slice(0, parts.length - edited.length);
  return [...kept, ...edited.map((_, i) => EDITED[i % EDITED.length])].join('.');
}

/** Two friends who joined the crew on another link: never in a state's own link. */
const ELSEWHERE = [crewFriend(MAX_CREW + 4, 'Ida'), crewFriend(MAX_CREW + 5, 'Yusuf')];

/**
 * The device's memory for a seed with `remembered` (the text kept under CREW_MEMORY_KEY): the visitor's own
 * reading, and the crew as it grew on another link. Undefined for any other seed, or without a result.
 */
export function crewStateMemory(seed: CrewSeed, result: FlavorResult | undefined): string | undefined {
  if (!seed.remembered || !seed.own || !result) return undefined;
  const me = readingFromResult(result, seed.own.name);
  const others = Array.from({ length: seed.others }, (_, i) => crewFriend(i, nameOf(seed, i)));
  const kept = seed.remembered === 'newer' ? others : others.slice(0, -1);
  const crew = { id: STATES_CREW_ID, members: [me, ...kept, ...ELSEWHERE] };
  return serializeCrewMemory(rememberCrew(rememberMe(EMPTY_MEMORY, me), crew));
}
