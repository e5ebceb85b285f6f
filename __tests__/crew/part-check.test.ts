/** @jest-environment node */
/**
 * The check of every part of a v2 crew link (docs/crew.md § The check): every single-character edit of a
 * member or a head is caught, tried exhaustively, and an edited member is left out of the crew, never read
 * as another member or as itself.
 */
import { emptyCrew, type Crew } from '@/lib/crew/crew';
import { encodeCrew, leftOutCount, readCrewLink } from '@/lib/crew/crew-link';
import { decodeCheckedMember, encodeCheckedMember, encodeMember } from '@/lib/crew/member-code';
import { checkedBody, CHECK_MODULUS, DIGITS, withCheck } from '@/lib/crew/part-check';
import type { SharedReading } from '@/lib/links/link';
import { member } from '../support/crew-readings';
import { expectStatus } from '../support/narrow';

/** Every base64url digit, `%` and `~`, and punctuation a hand or a chat app may put in; `.` splits a part. */
const ALPHABET = [...DIGITS, ...'%~!()*\'",;:?<>[]{}/@&=+$# .'];

/**
 * Every text one substitution, insertion or deletion away from `text` (the text itself never among them), but
 * a `.` put before or after it: that leaves the part as it was, with an empty part beside it (tested apart).
 */
function singleEdits(text: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= text.length; i++) {
    for (const c of ALPHABET) {
      if (i < text.length) edits.add(text.slice(0, i) + c + text.slice(i + 1));
      edits.add(text.slice(0, i) + c + text.slice(i));
    }
    if (i < text.length) edits.add(text.slice(0, i) + text.slice(i + 1));
  }
  for (const same of [text, `.${text}`, `${text}.`]) edits.delete(same);
  return [...edits];
}

const MEMBERS: [string, SharedReading][] = [
  ['no name', member(42, 77, 63, 6)],
  ['no name, no certainty, every score 0', member(0, 0, 0)],
  ['a Latin name with a space', member(72, 35, 88, undefined, 'Mary_Jane Doe')],
  ['a name in base64url after `~`', member(10, 90, 50, 12, '山田 花子')],
  ['a name with brackets and "!" (in base64url)', member(100, 100, 100, 50, 'Sam (DJ)!')],
  ['a name with brackets (percent-encoded)', member(55, 60, 65, 20, 'Jo (DJ) Lee')],
  ['the longest name', member(3, 4, 5, 9, '山'.repeat(24))],
];

function textOf(r: SharedReading): string {
  const text = encodeCheckedMember(r);
  if (text === undefined) throw new Error('not encoded');
  return text;
}

describe('the check', () => {
  it('is two digits of the weighted sum mod 4093, the body, and a digit of its length mod 64', () => {
    expect(CHECK_MODULUS).toBe(4093);
    // "AB": 1·65 + 2·66 = 197 = 3·64 + 5, so "DF"; length 2, so "C".
    expect(withCheck('AB')).toBe('DFABC');
    expect(checkedBody('DFABC')).toBe('AB');
    expect(withCheck('')).toBe('AAA');
    for (const part of ['', 'A', 'AB', 'DFAB', '_9ABC']) expect(checkedBody(part)).toBeUndefined();
    // Only base64url digits, `%` and `~`: a character 4093 codes away from "A" keeps the sum, and still fails.
    expect(withCheck('AB')).toBe('DFABC');
    expect(checkedBody(`DF${String.fromCharCode(65 + CHECK_MODULUS)}BC`)).toBeUndefined();
    expect(checkedBody(withCheck('A B'))).toBeUndefined();
    // Sam as a member: the c1 text, wrapped.
    expect(encodeMember(member(42, 77, 63, 6, 'Sam'))).toBe('BllIsyBSam');
    expect(encodeMember(MEMBERS[5]![1])).toBe('CEDriD3Jo_%28DJ%29_Lee');
    expect(textOf(member(42, 77, 63, 6, 'Sam'))).toMatch(/^[A-Za-z0-9_-]{2}BllIsyBSamK$/);
  });

  it('4093 is prime and the largest prime below 64², and no body is long enough to reach it as a weight', () => {
    const isPrime = (n: number) => {
      for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
      return n > 1;
    };
    expect(isPrime(CHECK_MODULUS)).toBe(true);
    for (let n = CHECK_MODULUS + 1; n < 64 * 64; n++) expect(isPrime(n)).toBe(false);
    const longest = textOf(MEMBERS[MEMBERS.length - 1]![1]);
    expect(longest).toHaveLength(3 + 7 + 97);
  });

  it.each(MEMBERS)('catches every single-character edit of a member (%s)', (_what, r) => {
    const part = textOf(r);
    expect(decodeCheckedMember(part)).toEqual({ status: 'ok', reading: r });
    const edits = singleEdits(part);
    expect(edits.length).toBeGreaterThan(part.length * DIGITS.length * 2);
    for (const edited of edits) {
      // A `.` makes two parts of one: neither may read, as a member or as one whose reading is refused.
      for (const piece of edited.split('.'))
        expect({ edited, read: decodeCheckedMember(piece) }).toEqual({ edited, read: { status: 'failed' } });
    }
  });

  it.each(MEMBERS)('an edited member in the middle of a link is left out and counted (%s)', (_what, r) => {
    const before = member(1, 2, 3, 4, 'Ann');
    const after = member(5, 6, 7);
    const token = encodeCrew({ id: 'check1', members: [before, r, after] }) ?? '';
    const [head, first, , last] = token.split('.');
    for (const edited of singleEdits(textOf(r))) {
      const read = readCrewLink([head, first, edited, last].join('.'));
      if (read.status !== 'ok') throw new Error(`${edited}: ${read.status}`);
      expect({ edited, members: read.crew.members }).toEqual({ edited, members: [before, after] });
      expect({ edited, leftOut: read.leftOut }).toEqual({
        edited,
        leftOut: { unreadable: 0, edited: 1, cut: 0, overflow: 0 },
      });
    }
  });

  it.each([
    ['without a name', emptyCrew('hEad-_')],
    ['with a name', emptyCrew('hEad-_', 'Die Eisbande (Kreuzberg)')],
  ])('catches every single-character edit of the head (%s): the link does not read', (_what, empty) => {
    const crew: Crew = { ...empty, members: [member(1, 2, 3)] };
    const token = encodeCrew(crew) ?? '';
    const [head = '', ...rest] = token.slice(3).split('.');
    expect(readCrewLink(token)).toMatchObject({ status: 'ok', crew });
    for (const edited of singleEdits(head)) {
      const read = readCrewLink(`c2-${[edited, ...rest].join('.')}`);
      // Only a `.` typed into the head can leave a part that reads: then the head is a piece, and unread.
      expect({ edited, status: read.status }).toEqual({ edited, status: 'unreadable' });
    }
  });

  it('an empty part (a `.` typed beside a part) is no member and loses none', () => {
    const members = [member(1, 2, 3, 4, 'Ann'), member(5, 6, 7)];
    const [head, first, second] = (encodeCrew({ id: 'check1', members }) ?? '').split('.');
    for (const token of [
      [head, '', first, second],
      [head, first, '', second],
      [head, first, second, ''],
    ])
      expect(readCrewLink(token.join('.'))).toEqual({
        status: 'ok',
        crew: { id: 'check1', members },
        leftOut: { unreadable: 0, edited: 0, cut: 0, overflow: 0 },
        repeats: 0,
      });
  });

  it('a member whose check holds but whose reading or name does not read is unreadable, not edited', () => {
    expect(decodeCheckedMember(withCheck('_______'))).toEqual({ status: 'unreadable' });
    expect(decodeCheckedMember(withCheck('AAAAAAA%3Cb%3E'))).toEqual({ status: 'unreadable' });
    const token = encodeCrew({ id: 'check1', members: [member(1, 2, 3), member(4, 5, 6)] }) ?? '';
    const [head, first, second] = token.split('.');
    const read = readCrewLink([head, first, withCheck('AAAAAAA%3Cb%3E'), second].join('.'));
    expectStatus(read, 'ok');
    expect(leftOutCount(read.leftOut)).toBe(1);
    expect(read.leftOut.unreadable).toBe(1);
  });
});
