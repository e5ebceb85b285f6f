/** @jest-environment node */
/**
 * The crew link (docs/crew.md § The token): up to ten readings in one fragment, each read on its own, so an
 * edited link loses only what was edited and says how many.
 */
import * as fc from 'fast-check';
import { encode } from 'uqr';
import { MAX_CREW, sameMember, type Crew } from '@/lib/crew/crew';
import {
  crewLinkUrl,
  encodeCrew,
  MAX_CREW_TOKEN_CHARS,
  readCrewLink,
  type CrewLinkOutcome,
} from '@/lib/crew/crew-link';
import { BLOCK_CHARS, BLOCK_CODES, decodeMember, encodeMember } from '@/lib/crew/member-code';
import { isSharedReading, type SharedReading } from '@/lib/links/link';
import { member, reading, readingWith, validName } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const SITE = 'https://flavor.example.com';
const sam: SharedReading = {
  scores: { E: 42, C: 77, O: 63 },
  certainty: { basis: 'listening', spread: { E: 6, C: 9, O: 8 } },
  name: 'Sam',
};

function crewOf(...members: SharedReading[]): Crew {
  return { members };
}

function tokenOf(...members: SharedReading[]): string {
  const token = encodeCrew(crewOf(...members));
  if (token === undefined) throw new Error('not encoded');
  return token;
}

/** Member texts joined by hand, so a test can write what the encoder never would. */
const raw = (...texts: string[]) => `c1-${texts.join('.')}`;
const text = (r: SharedReading) => encodeMember(r) ?? '';

function ok(outcome: CrewLinkOutcome) {
  if (outcome.status !== 'ok') throw new Error(`not read: ${outcome.status}`);
  return outcome;
}

/** Ten different readings (E from 0 to 90), with a spread and without, as the tests need them. */
const ten = Array.from({ length: 10 }, (_, i) => member(i * 10, 50, 60 + i, i % 2 === 0 ? 5 + i : undefined));

describe('crew link tokens', () => {
  it('examples: a block of seven, then the name; members joined by "."', () => {
    expect(encodeMember(sam)).toBe('BllIs2xSam');
    expect(encodeMember(member(0, 0, 0))).toBe('AAAAAAA');
    const top: SharedReading = {
      scores: { E: 100, C: 100, O: 100 },
      certainty: { basis: 'answers', spread: { E: 50, C: 50, O: 50 } },
    };
    expect(encodeMember(top)).toBe('Dv4viDs');
    // A space is `_`, a `_` is escaped; a name shorter in base64url is written so, after `~`.
    expect(encodeMember(member(72, 35, 88, undefined, 'Mary_Jane Doe'))).toBe('Cr2hD2fMary%5FJane_Doe');
    expect(encodeMember(member(72, 35, 88, undefined, '山田'))).toBe('Cr2hD2f~5bGx55Sw');
    expect(tokenOf(sam, member(0, 0, 0), top)).toBe('c1-BllIs2xSam.AAAAAAA.Dv4viDs');
    expect(crewLinkUrl(`${SITE}/`, crewOf(sam))).toBe(`${SITE}/crew#c1-BllIs2xSam`);
    expect(decodeMember('Cr2hD2fMary%5FJane_Doe')?.name).toBe('Mary_Jane Doe');
  });

  it('seven base64url digits hold every block, six would not', () => {
    expect(BLOCK_CODES).toBe(101 ** 3 * (50 ** 3 * 2 + 1));
    expect(BLOCK_CODES).toBeGreaterThan(64 ** (BLOCK_CHARS - 1));
    expect(BLOCK_CODES).toBeLessThanOrEqual(64 ** BLOCK_CHARS);
    expect(Number.isSafeInteger(64 ** BLOCK_CHARS)).toBe(true);
  });

  it.each([
    ['with or without names', reading],
    ['without names', readingWith(fc.constant(undefined))],
    ['all with names', readingWith(validName)],
  ])('round trip of one to ten members, %s, in a URL-safe token: 1,000 runs', (_what, draw) => {
    fc.assert(
      fc.property(
        fc.uniqueArray(draw, { minLength: 1, maxLength: MAX_CREW, comparator: sameMember }),
        (members) => {
          const token = tokenOf(...members);
          expect(token).toMatch(/^c1-[A-Za-z0-9_%~.-]+$/);
          expect(token.length).toBeLessThanOrEqual(MAX_CREW_TOKEN_CHARS);
          expect(new URL(`${SITE}/crew#${token}`).hash).toBe(`#${token}`);
          const read = ok(readCrewLink(`#${token}`));
          expect(read.crew.members).toEqual(members);
          expect([read.unread, read.repeats, read.overflow]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it('refuses to write an empty crew, more than ten, or a reading no link may carry', () => {
    expect(encodeCrew(crewOf())).toBeUndefined();
    expect(encodeCrew(crewOf(...ten, member(1, 2, 3)))).toBeUndefined();
    expect(encodeCrew(crewOf(sam, member(101, 0, 0)))).toBeUndefined();
    expect(encodeCrew(crewOf(member(1, 2, 3, undefined, '<b>')))).toBeUndefined();
    expect(crewLinkUrl(SITE, crewOf())).toBeUndefined();
  });
});

describe('reading a crew link someone edited', () => {
  it('no fragment is none; anything but a c1 token is unreadable', () => {
    expect(readCrewLink('')).toEqual({ status: 'none' });
    expect(readCrewLink('#')).toEqual({ status: 'none' });
    for (const hash of [undefined, null, 42, {}, ['c1-AAAAAAA']])
      expect(readCrewLink(hash)).toEqual({ status: 'unreadable' });
    for (const hash of [
      '#v2-42-77-63-6-9-8-l-Sam',
      '#c2-AAAAAAA',
      '#C1-AAAAAAA',
      '#c1AAAAAAA',
      '#c1-',
      '#c1-.',
    ])
      expect(readCrewLink(hash)).toEqual({ status: 'unreadable' });
  });

  it('a member that does not read is left out and counted; the rest of the crew reads', () => {
    const bob = member(10, 20, 30, 9, 'Bob');
    const cases: [string, string][] = [
      ['a block past the last code', `_${text(bob).slice(1)}`],
      ['a block with a foreign character', `Bll!s2x`],
      ['a block cut short', text(bob).slice(0, 5)],
      ['an empty member', ''],
      ['a name with markup', `${text(bob).slice(0, 7)}%3Cb%3E`],
      ['a name too long', `${text(bob).slice(0, 7)}${'a'.repeat(25)}`],
      ['a name with a space at its end', `${text(bob).slice(0, 7)}Bob_`],
      ['a broken escape', `${text(bob).slice(0, 7)}Bo%E2`],
      ['a base64url name that is not UTF-8', `${text(bob).slice(0, 7)}~_w`],
      ['a base64url name of a wrong length', `${text(bob).slice(0, 7)}~5bGx5`],
      ['an empty base64url name', `${text(bob).slice(0, 7)}~`],
    ];
    for (const [what, bad] of cases) {
      const read = readCrewLink(`#${raw(text(sam), bad, text(ten[0]!))}`);
      expect({ what, read }).toEqual({
        what,
        read: { status: 'ok', crew: crewOf(sam, ten[0]!), unread: 1, repeats: 0, overflow: 0 },
      });
    }
    // Every member unread: nothing to show.
    expect(readCrewLink(raw('junk', '', '_______'))).toEqual({ status: 'unreadable' });
  });

  it('the same reading twice counts once; the same scores under another name are two members', () => {
    const read = ok(readCrewLink(raw(text(sam), text(sam), text(ten[1]!), text(sam))));
    expect(read.crew.members).toEqual([sam, ten[1]]);
    expect(read.repeats).toBe(2);
    const alex = { ...sam, name: 'Alex' };
    const unnamed = { scores: sam.scores, certainty: sam.certainty };
    expect(ok(readCrewLink(tokenOf(sam, alex, unnamed))).crew.members).toEqual([sam, alex, unnamed]);
    // Another spread is another reading.
    const surer = { ...sam, certainty: { basis: 'listening' as const, spread: { E: 6, C: 9, O: 7 } } };
    expect(ok(readCrewLink(tokenOf(sam, surer))).crew.members).toHaveLength(2);
  });

  it('more than ten keeps the first ten that read, and says how many were left out', () => {
    const eleven = raw(...ten.map(text), text(sam));
    expect(readCrewLink(eleven)).toEqual({
      status: 'ok',
      crew: crewOf(...ten),
      unread: 0,
      repeats: 0,
      overflow: 1,
    });
    // A member that does not read, or repeats, takes no place among the ten; a repeat past the tenth is a repeat.
    const mixed = raw(
      'junk',
      text(ten[0]!),
      text(ten[0]!),
      ...ten.slice(1).map(text),
      text(sam),
      text(sam),
      'x',
    );
    expect(readCrewLink(mixed)).toEqual({
      status: 'ok',
      crew: crewOf(...ten),
      unread: 2,
      repeats: 2,
      overflow: 1,
    });
    const many = raw(...Array.from({ length: 25 }, (_, i) => text(member(i, i, i))));
    expect(ok(readCrewLink(many)).overflow).toBe(15);
  });

  it(`refuses a token over ${MAX_CREW_TOKEN_CHARS} characters unread, and reads the longest valid one`, () => {
    const longest = tokenOf(...Array.from({ length: 10 }, (_, i) => member(i, 0, 0, 1, '山'.repeat(24))));
    expect(longest).toHaveLength(1052);
    expect(ok(readCrewLink(longest)).crew.members).toHaveLength(10);
    const over = raw(text(sam), 'A'.repeat(MAX_CREW_TOKEN_CHARS));
    expect(readCrewLink(over)).toEqual({ status: 'unreadable' });
    expect(readCrewLink(`c1-${'.'.repeat(1_000_000)}`)).toEqual({ status: 'unreadable' });
  });

  it('never throws; whatever reads is at most ten distinct valid readings: 3,000 runs', () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({
        unit: fc.constantFrom('A', 'D', 'v', '_', '-', '.', '~', '%', '5', 'C', '3'),
        maxLength: 120,
      }),
      // A valid token with one character changed, cut short or doubled.
      fc
        .tuple(
          fc.uniqueArray(reading, { minLength: 1, maxLength: 12, comparator: sameMember }),
          fc.nat(),
          fc.string({ minLength: 1, maxLength: 1 }),
        )
        .map(([members, at, c]) => {
          const token = raw(...members.map(text));
          const i = at % token.length;
          return [token.slice(0, i) + c + token.slice(i + 1), token.slice(0, i), token + token][at % 3]!;
        }),
    );
    fc.assert(
      fc.property(anyText, (t) => {
        const read = readCrewLink(t.startsWith('c1-') ? t : `c1-${t}`);
        if (read.status !== 'ok') return;
        const { members } = read.crew;
        expect(members.length).toBeGreaterThan(0);
        expect(members.length).toBeLessThanOrEqual(MAX_CREW);
        expect(members.every(isSharedReading)).toBe(true);
        members.forEach((m, i) => expect(members.slice(i + 1).some((o) => sameMember(m, o))).toBe(false));
      }),
      { numRuns: runs(3_000) },
    );
  });
});

describe('lengths and QR size (docs/crew.md § Lengths)', () => {
  const names = [
    'Alexandra Montgomery-Smy',
    'Bartholomew Fitzgerald J',
    'Christopher Alan Wellsby',
    'Dominique Lafayette-Rose',
    'Evangeline Harrington-Lu',
    'Francesca Delacroix-Moor',
    'Gwendolyn Abernathy-Kent',
    'Harrison Winchester-Ford',
    'Isabella Marguerite Holt',
    'Jonathan Pemberton-Wolfe',
  ];
  // The block is always seven characters, whatever the scores and spreads.
  const crew = (named: boolean) =>
    crewOf(...names.map((n, i) => member(i * 11, 100 - i, 59, 50, named ? n : undefined)));

  it.each([
    ['without names', 114, 7, false],
    ['with 24-character names', 354, 14, true],
  ])('ten members %s: %i characters, QR version %i at level M', (_what, length, version, named) => {
    const url = crewLinkUrl(SITE, crew(named)) ?? '';
    expect(names.every((n) => n.length === 24)).toBe(true);
    expect(url).toHaveLength(length);
    // As components/venue/qr-code.tsx draws it: level M, a quiet zone of four modules.
    const qr = encode(url, { ecc: 'M', border: 4 });
    expect(qr.version).toBe(version);
    expect(qr.size).toBe(17 + 4 * version + 8);
  });
});
