/** @jest-environment node */
/**
 * The crew link (docs/crew.md § The token): a head with the crew's id, count and name, then up to ten
 * readings, each part with its check and read on its own, so an edited link loses only what was edited and
 * says why; c1 links still read.
 */
import * as fc from 'fast-check';
import { encode } from 'uqr';
import { MAX_CREW, sameMember, type Crew } from '@/lib/crew/crew';
import {
  crewPath,
  crewUrl,
  encodeCrew,
  leftOutCount,
  MAX_CREW_TOKEN_CHARS,
  readCrewLink,
  type CrewLinkOutcome,
  type LeftOut,
} from '@/lib/crew/crew-link';
import {
  BLOCK_CHARS,
  BLOCK_CODES,
  decodeMember,
  encodeCheckedMember,
  encodeMember,
} from '@/lib/crew/member-code';
import { withCheck } from '@/lib/crew/part-check';
import { isSharedReading, type SharedReading } from '@/lib/links/link';
import { member, reading, readingWith, validName } from '../support/crew-readings';
import { runs } from '../support/property-runs';

const SITE = 'https://flavor.example.com';
const sam: SharedReading = {
  scores: { E: 42, C: 77, O: 63 },
  certainty: { basis: 'listening', spread: { E: 6, C: 9, O: 8 } },
  name: 'Sam',
};

const ID = 'Eis-42';

function crewOf(...members: SharedReading[]): Crew {
  return { id: ID, members };
}

function tokenOf(...members: SharedReading[]): string {
  const token = encodeCrew(crewOf(...members));
  if (token === undefined) throw new Error('not encoded');
  return token;
}

/** A head written by hand: the id, the member count the writer claims, the name field; with its check. */
const head = (count: number, nameField = '', id = ID) =>
  withCheck(id + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[count] + nameField);
/** Member texts joined by hand under a head claiming their number, so a test can write what no writer would. */
const raw = (...texts: string[]) => `c2-${[head(Math.min(texts.length, MAX_CREW)), ...texts].join('.')}`;
const text = (r: SharedReading) => encodeCheckedMember(r) ?? '';
/** The same as a c1 link wrote them. */
const raw1 = (...texts: string[]) => `c1-${texts.join('.')}`;
const text1 = (r: SharedReading) => encodeMember(r) ?? '';

const NONE: LeftOut = { unreadable: 0, edited: 0, cut: 0, overflow: 0 };
const leftOut = (l: Partial<LeftOut>): LeftOut => ({ ...NONE, ...l });

function ok(outcome: CrewLinkOutcome) {
  if (outcome.status !== 'ok') throw new Error(`not read: ${outcome.status}`);
  return outcome;
}

/** Ten different readings (E from 0 to 90), with a spread and without, as the tests need them. */
const ten = Array.from({ length: 10 }, (_, i) => member(i * 10, 50, 60 + i, i % 2 === 0 ? 5 + i : undefined));

describe('crew link tokens', () => {
  it('examples: a head, then each member (a block of seven, then the name), each in its check, joined by "."', () => {
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
    expect(decodeMember('Cr2hD2fMary%5FJane_Doe')?.name).toBe('Mary_Jane Doe');
    // The head: check, id, count (D is 3), check's length digit; each member: check, block, name, length.
    expect(tokenOf(sam, member(0, 0, 0), top)).toBe('c2-cwEis-42DH.R7BllIs2xSamK.ccAAAAAAAH.puDv4viDsH');
    expect(encodeCrew({ ...crewOf(sam), name: 'Die Eisbande' })).toBe(
      'c2-WEEis-42BDie_EisbandeT.R7BllIs2xSamK',
    );
  });

  it("the crew link has no language prefix: the reader's browser picks the language", () => {
    expect(crewUrl(`${SITE}/`, 'c2-x')).toBe(`${SITE}/crew#c2-x`);
    expect(crewUrl(`${SITE}//`, tokenOf(sam))).toBe(`${SITE}/crew#${tokenOf(sam)}`);
  });

  it("where this device goes next is the crew page in this device's language", () => {
    expect(crewPath('en', 'c2-x')).toBe('/crew#c2-x');
    expect(crewPath('de', 'c2-x')).toBe('/de/crew#c2-x');
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
  ])('round trip of one to ten members and the crew, %s, in a URL-safe token: 1,000 runs', (_what, draw) => {
    const id = fc.string({ unit: fc.constantFrom(...'AZaz09-_xQ'), minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.uniqueArray(draw, { minLength: 1, maxLength: MAX_CREW, comparator: sameMember }),
        id,
        fc.option(validName, { nil: undefined }),
        (members, crewId, name) => {
          const crew: Crew = name === undefined ? { id: crewId, members } : { id: crewId, name, members };
          const token = encodeCrew(crew) ?? '';
          expect(token).toMatch(/^c2-[A-Za-z0-9_%~.-]+$/);
          expect(token.length).toBeLessThanOrEqual(MAX_CREW_TOKEN_CHARS);
          expect(new URL(crewUrl(SITE, token)).hash).toBe(`#${token}`);
          expect(readCrewLink(`#${token}`)).toEqual({ status: 'ok', crew, leftOut: NONE, repeats: 0 });
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it('refuses to write an empty crew, more than ten, a reading, a name or an id no link may carry', () => {
    expect(encodeCrew(crewOf())).toBeUndefined();
    expect(encodeCrew(crewOf(...ten, member(1, 2, 3)))).toBeUndefined();
    expect(encodeCrew(crewOf(sam, member(101, 0, 0)))).toBeUndefined();
    expect(encodeCrew(crewOf(member(1, 2, 3, undefined, '<b>')))).toBeUndefined();
    expect(encodeCrew({ ...crewOf(sam), name: ' Eis' })).toBeUndefined();
    for (const id of ['', 'abc', 'abcdefg', 'abc.ef', 'abc%ef'])
      expect(encodeCrew({ id, members: [sam] })).toBeUndefined();
  });
});

describe('links of the first version', () => {
  it('still read, without a check, under an id drawn from their first member', () => {
    const top: SharedReading = {
      scores: { E: 100, C: 100, O: 100 },
      certainty: { basis: 'answers', spread: { E: 50, C: 50, O: 50 } },
    };
    const read = ok(readCrewLink('#c1-BllIs2xSam.AAAAAAA.Dv4viDs'));
    expect(read.crew.members).toEqual([sam, member(0, 0, 0), top]);
    expect(read.crew.id).toMatch(/^[A-Za-z0-9_-]{6}$/);
    expect(read.crew.name).toBeUndefined();
    expect([read.leftOut, read.repeats]).toEqual([NONE, 0]);
  });

  it('two c1 links of one starter are one crew; another starter is another', () => {
    const a = ok(readCrewLink(raw1(text1(sam), text1(ten[0]!))));
    const b = ok(readCrewLink(raw1(text1(sam), text1(ten[1]!), text1(ten[2]!))));
    const other = ok(readCrewLink(raw1(text1(ten[0]!), text1(sam))));
    expect(a.crew.id).toBe(b.crew.id);
    expect(other.crew.id).not.toBe(a.crew.id);
    // The id stays once the crew is written again, as v2.
    expect(ok(readCrewLink(encodeCrew(a.crew) ?? '')).crew).toEqual(a.crew);
  });

  it('a member that does not read is unreadable; the rest of the crew reads', () => {
    const bob = member(10, 20, 30, 9, 'Bob');
    const cases: [string, string][] = [
      ['a block past the last code', `_${text1(bob).slice(1)}`],
      ['a block with a foreign character', `Bll!s2x`],
      ['a block cut short', text1(bob).slice(0, 5)],
      ['an empty member', ''],
      ['a name with markup', `${text1(bob).slice(0, 7)}%3Cb%3E`],
      ['a name too long', `${text1(bob).slice(0, 7)}${'a'.repeat(25)}`],
      ['a name with a space at its end', `${text1(bob).slice(0, 7)}Bob_`],
      ['a broken escape', `${text1(bob).slice(0, 7)}Bo%E2`],
      ['a base64url name that is not UTF-8', `${text1(bob).slice(0, 7)}~_w`],
      ['a base64url name of a wrong length', `${text1(bob).slice(0, 7)}~5bGx5`],
      ['an empty base64url name', `${text1(bob).slice(0, 7)}~`],
    ];
    for (const [what, bad] of cases) {
      const read = ok(readCrewLink(`#${raw1(text1(sam), bad, text1(ten[0]!))}`));
      expect({ what, members: read.crew.members, leftOut: read.leftOut }).toEqual({
        what,
        members: [sam, ten[0]],
        leftOut: leftOut({ unreadable: 1 }),
      });
    }
    expect(readCrewLink(raw1('junk', '', '_______'))).toEqual({ status: 'unreadable' });
  });
});

describe('reading a crew link someone edited', () => {
  it('no fragment is none; anything but a c2 or c1 token, or a head that does not read, is unreadable', () => {
    expect(readCrewLink('')).toEqual({ status: 'none' });
    expect(readCrewLink('#')).toEqual({ status: 'none' });
    for (const hash of [undefined, null, 42, {}, ['c2-AAAAAAA']])
      expect(readCrewLink(hash)).toEqual({ status: 'unreadable' });
    const one = text(sam);
    for (const hash of [
      '#v2-42-77-63-6-9-8-l-Sam',
      '#c3-AAAAAAA',
      '#C2-AAAAAAA',
      '#c2AAAAAAA',
      '#c2-',
      '#c2-.',
      `#c2-${one}`,
      `#c2-${head(0)}.${one}`,
      `#c2-${head(11)}.${one}`,
      `#c2-${head(1, '%3Cb%3E')}.${one}`,
      `#c2-${head(1, '', 'Eis.42')}.${one}`,
      `#c2-${head(1).slice(1)}.${one}`,
      `#c2-${head(1)}`,
      `#c2-${head(1)}.junk`,
    ])
      expect({ hash, read: readCrewLink(hash) }).toEqual({ hash, read: { status: 'unreadable' } });
  });

  it('a member whose check fails is edited; the last one is cut; a member that reads wrong is unreadable', () => {
    const bob = text(member(10, 20, 30, 9, 'Bob'));
    const changed = `${bob.slice(0, 5)}${bob.charAt(5) === 'A' ? 'B' : 'A'}${bob.slice(6)}`;
    const cases: [string, string[], Partial<LeftOut>][] = [
      ['edited in the middle', [text(sam), changed, text(ten[0]!)], { edited: 1 }],
      ['cut inside the last name', [text(sam), text(ten[0]!), bob.slice(0, -2)], { cut: 1 }],
      ['cut inside the last block', [text(sam), text(ten[0]!), bob.slice(0, 4)], { cut: 1 }],
      [
        'a check that holds on a block past the last code',
        [text(sam), withCheck('_______'), text(ten[0]!)],
        { unreadable: 1 },
      ],
      [
        'a check that holds on a bad name',
        [text(sam), withCheck('AAAAAAA%3Cb%3E'), text(ten[0]!)],
        { unreadable: 1 },
      ],
    ];
    for (const [what, texts, reasons] of cases) {
      const read = ok(readCrewLink(raw(...texts)));
      expect({ what, members: read.crew.members, leftOut: read.leftOut }).toEqual({
        what,
        members: [sam, ten[0]],
        leftOut: leftOut(reasons),
      });
    }
  });

  it('a link cut at a "." loses the members the head counts and says so', () => {
    const token = tokenOf(sam, ten[0]!, ten[1]!, ten[2]!);
    const cutAt = (parts: number) => token.split('.').slice(0, parts).join('.');
    expect(ok(readCrewLink(cutAt(3))).leftOut).toEqual(leftOut({ cut: 2 }));
    expect(ok(readCrewLink(`${cutAt(2)}.`)).leftOut).toEqual(leftOut({ cut: 3 }));
    expect(ok(readCrewLink(cutAt(3))).crew.members).toEqual([sam, ten[0]]);
    // Cut inside the third member: that one and the fourth.
    const inside = token.slice(0, token.indexOf(text(ten[1]!)) + 4);
    expect(ok(readCrewLink(inside)).leftOut).toEqual(leftOut({ cut: 2 }));
    expect(leftOutCount(leftOut({ unreadable: 1, edited: 2, cut: 3, overflow: 4 }))).toBe(10);
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

  it('more than ten keeps the first ten that read; the eleventh and twelfth are overflow', () => {
    const twelve = raw(...ten.map(text), text(sam), text(member(1, 1, 1)));
    expect(readCrewLink(twelve)).toEqual({
      status: 'ok',
      crew: crewOf(...ten),
      leftOut: leftOut({ overflow: 2 }),
      repeats: 0,
    });
    // A member that does not read, or repeats, takes no place among the ten; a repeat past the tenth is a repeat.
    const mixed = raw(
      withCheck('_______'),
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
      leftOut: leftOut({ unreadable: 1, overflow: 1 }),
      repeats: 2,
    });
    const many = raw1(...Array.from({ length: 25 }, (_, i) => text1(member(i, i, i))));
    expect(ok(readCrewLink(many)).leftOut.overflow).toBe(15);
  });

  it(`refuses a token over ${MAX_CREW_TOKEN_CHARS} characters unread, and reads the longest valid one`, () => {
    const longest = encodeCrew({
      id: ID,
      name: '山'.repeat(24),
      members: Array.from({ length: 10 }, (_, i) => member(i, 0, 0, 1, '山'.repeat(24))),
    });
    expect(longest).toHaveLength(1190);
    expect(ok(readCrewLink(longest)).crew.members).toHaveLength(10);
    const over = raw(text(sam), 'A'.repeat(MAX_CREW_TOKEN_CHARS));
    expect(readCrewLink(over)).toEqual({ status: 'unreadable' });
    expect(readCrewLink(`c2-${'.'.repeat(1_000_000)}`)).toEqual({ status: 'unreadable' });
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
          fc.boolean(),
        )
        .map(([members, at, c, v1]) => {
          const token = v1 ? raw1(...members.map(text1)) : raw(...members.map(text));
          const i = at % token.length;
          return [token.slice(0, i) + c + token.slice(i + 1), token.slice(0, i), token + token][at % 3]!;
        }),
    );
    fc.assert(
      fc.property(anyText, fc.constantFrom('c1-', 'c2-'), (t, prefix) => {
        const read = readCrewLink(/^c[12]-/.test(t) ? t : `${prefix}${t}`);
        if (read.status !== 'ok') return;
        const { members } = read.crew;
        expect(members.length).toBeGreaterThan(0);
        expect(members.length).toBeLessThanOrEqual(MAX_CREW);
        expect(members.every(isSharedReading)).toBe(true);
        expect(read.crew.id).toMatch(/^[A-Za-z0-9_-]{6}$/);
        members.forEach((m, i) => expect(members.slice(i + 1).some((o) => sameMember(m, o))).toBe(false));
        expect(Object.values(read.leftOut).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
      }),
      { numRuns: runs(3_000) },
    );
  });
});

describe('punctuation a chat app sticks to the end of a link', () => {
  const TRAILING = [')', '.', ',', '!', '>', '),', '.)', '!!', '"', "'.", ']', '}', ';', ':', '?', '*', ').'];

  it.each(TRAILING)('a c2 link followed by %p reads as the link', (tail) => {
    const token = tokenOf(sam, ten[0]!);
    expect(readCrewLink(`#${token}${tail}`)).toEqual(readCrewLink(`#${token}`));
    expect(ok(readCrewLink(`#${token}${tail}`)).leftOut).toEqual(NONE);
  });

  it.each(TRAILING)('a c1 link followed by %p reads as the link', (tail) => {
    for (const last of [sam, member(1, 2, 3)]) {
      const token = raw1(text1(ten[0]!), text1(last));
      expect(readCrewLink(`#${token}${tail}`)).toEqual(readCrewLink(`#${token}`));
      expect(ok(readCrewLink(`#${token}${tail}`)).leftOut).toEqual(NONE);
    }
  });

  it('a c1 name keeps its last character when taking it off would leave a name that does not read', () => {
    // "Sam !" is a valid name; "Sam " (a space at its end) is not: the c1 writer wrote neither, so read what reads.
    const block = text1(member(1, 2, 3));
    expect(ok(readCrewLink(raw1(`${block}Sam_!`))).crew.members[0]?.name).toBe('Sam !');
    expect(ok(readCrewLink(raw1(`${block}Sam%29)`))).crew.members[0]?.name).toBe('Sam)');
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
  const crew = (named: boolean, name?: string): Crew => ({
    ...crewOf(...names.map((n, i) => member(i * 11, 100 - i, 59, 50, named ? n : undefined))),
    ...(name === undefined ? {} : { name }),
  });

  it.each([
    ['without names', 155, 9, false, undefined],
    ['with 24-character names', 395, 15, true, undefined],
    ['with 24-character names and a 24-character crew name', 419, 16, true, 'Eisbande vom Landwehrkan'],
  ])('ten members %s: %i characters, QR version %i at level M', (_what, length, version, named, name) => {
    const url = crewUrl(SITE, encodeCrew(crew(named, name)) ?? '');
    expect(names.every((n) => n.length === 24)).toBe(true);
    expect(name === undefined || name.length === 24).toBe(true);
    expect(url).toHaveLength(length);
    // As components/venue/qr-code.tsx draws it: level M, a quiet zone of four modules.
    const qr = encode(url, { ecc: 'M', border: 4 });
    expect(qr.version).toBe(version);
    expect(qr.size).toBe(17 + 4 * version + 8);
  });
});
