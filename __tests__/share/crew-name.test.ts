/** @jest-environment node */
import { createHash } from 'node:crypto';
import { rowText } from '@/lib/flavor/flavor-text';
import { FLAVOR_ROWS, type FlavorRow } from '@/lib/flavor/table';
import { isValidName } from '@/lib/links/friend-name';
import { layoutCrew, type CrewPictureInput } from '@/lib/share/crew-layout';
import { safeBand, type DrawOp } from '@/lib/share/draw-op';
import { displayWords, type Measure } from '@/lib/share/fit-text';
import { PICTURE_SIZES, type PictureFormat } from '@/lib/share/picture-layout';
import { flavorNamesFor } from '../support/flavor-words';
import {
  FORMATS,
  LANGUAGES,
  measure,
  sizeOf,
  texts,
  WORDS,
  type Language,
  type TextOp,
} from '../support/picture-measure';

/**
 * A named crew's picture: the name is the heading, above everything else the picture says (the flavour's
 * name on the ribbon included), whole, in both formats and languages, inside the safe zone, overlapping no
 * other word. Without a name the picture is the one it always was, op for op.
 */

const LABELS = ['Maximilian', 'Sam', 'Anna-Lena-Sophie-Charlott', 'W'.repeat(24), 'Jo'];

/**
 * The support measure is wide for Latin but narrow for CJK (a full em on every device) and for emoji (wider
 * than an em in most emoji fonts): those get their own, wider still.
 */
const wideMeasure: Measure = (text, font) => {
  const size = sizeOf(font);
  return [...text].reduce((w, c) => {
    if (/\p{Extended_Pictographic}/u.test(c)) return w + size * 1.3;
    if (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u.test(c)) return w + size;
    return w + measure(c, font);
  }, 0);
};

/** Names at the limits of the personal link's rules: 24 units of the widest letter, of CJK, of emoji. */
const NAMES = {
  widest: 'W'.repeat(24),
  spaced: 'The Midnight Scoop Squad',
  cjk: '夜更かしアイスクリーム同好会ベルリン支部の仲間と',
  emoji: '🍦🍨🍧🍓🍒🍫🍦🍨🍧🍓🍒🍫',
  mixed: 'Eulen der Nacht 🦉🍦',
  twoLines: 'Kreuzberger Eisbande Ost',
  twoWords: 'Eisbande Schöneberger',
  short: 'Jo',
};

function crewInput(n: number, language: Language, flavor: FlavorRow, crewName?: string): CrewPictureInput {
  const words = rowText(flavor, flavorNamesFor(language));
  return {
    scoops: Array.from({ length: n }, (_, i) => ({
      label: LABELS[i % LABELS.length]!,
      accentHex: FLAVOR_ROWS[(i * 3) % FLAVOR_ROWS.length]!.color.hex,
    })),
    funkyFlavorName: words.name,
    personalityType: words.type,
    accentHex: flavor.color.hex,
    pageLabel: 'scoop-lab.example/flavor/mint-chocolate-chip',
    ...(crewName === undefined ? {} : { crewName }),
  };
}

/** Ink box of a text: a capital's height above the baseline, a descender below. */
function inkBox(op: TextOp, m: Measure) {
  const w = m(op.text, op.font);
  const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
  const size = sizeOf(op.font);
  return { left, right: left + w, top: op.y - size * 0.8, bottom: op.y + size * 0.25, text: op.text };
}

/** Everything wrong with a named crew's picture, as sentences. */
function problems(format: PictureFormat, ops: DrawOp[], name: string, m: Measure): string[] {
  const { width, height } = PICTURE_SIZES[format];
  const band = safeBand(height);
  const found: string[] = [];
  for (const op of texts(ops)) {
    const size = sizeOf(op.font);
    const box = inkBox(op, m);
    if (m(op.text, op.font) > op.maxWidth + 0.001) found.push(`"${op.text}" is wider than its box`);
    if (op.y - size < band.top || op.y + size * 0.3 > band.bottom) found.push(`"${op.text}" leaves the band`);
    if (box.left < 0 || box.right > width) found.push(`"${op.text}" leaves the picture sideways`);
  }
  const boxes = texts(ops).map((op) => inkBox(op, m));
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1))
      if (
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5
      )
        found.push(`"${a.text}" overlaps "${b.text}"`);
  });
  for (const op of ops)
    if (op.kind === 'shape' && !op.background) {
      const pad = (op.lineWidth ?? 0) / 2;
      if (op.box.y - pad < band.top || op.box.y + op.box.h + pad > band.bottom)
        found.push('a drawing leaves the band');
    }

  // The heading: the first text that starts the name and the line under it in its font, whole, its last
  // line two words at least when it wraps.
  const all = texts(ops);
  const first = all.findIndex((op) => name.startsWith(op.text));
  const heading = all
    .slice(first, first + 2)
    .filter((op) => op.font === all[first]?.font && op.x === all[first]?.x && name.includes(op.text));
  // A name of one word (CJK has no spaces) may break inside it, as CJK does anywhere; words never do.
  const oneWord = displayWords(name).length === 1;
  const words = displayWords(name).join(oneWord ? '' : ' ');
  if (heading.map((op) => op.text).join(oneWord ? '' : ' ') !== words)
    found.push(`the heading is not "${words}" whole`);
  if (!oneWord && heading.length > 1 && displayWords(heading[heading.length - 1]!.text).length < 2)
    found.push('the heading ends on a lone word');
  // …above every other word but the stamp's, and above every drawing after it.
  const last = heading[heading.length - 1];
  if (last) {
    const bottom = last.y + sizeOf(last.font) * 0.3;
    const after = ops.slice(ops.indexOf(last) + 1);
    for (const op of texts(after))
      if (op.y - sizeOf(op.font) < bottom) found.push(`"${op.text}" reaches up to the heading`);
    for (const op of after)
      if (op.kind === 'shape' && op.box.y < bottom) found.push('a drawing reaches up to the heading');
  }
  return found;
}

describe.each(FORMATS)('a named crew in the %s picture', (format) => {
  it('names at the limits are valid crew names', () => {
    for (const name of Object.values(NAMES))
      expect({ name, valid: isValidName(name) }).toEqual({ name, valid: true });
    expect(NAMES.widest).toHaveLength(24);
    expect(NAMES.emoji).toHaveLength(24);
  });

  it.each(Object.entries(NAMES))(
    '%s: the heading fits, whole, above the rest, for 1 to 10 scoops',
    (_, name) => {
      for (const language of LANGUAGES)
        for (const n of [1, 2, 4, 7, 10])
          for (const flavor of [FLAVOR_ROWS[3]!, FLAVOR_ROWS[7]!]) {
            const input = crewInput(n, language, flavor, name);
            const ops = layoutCrew(format, input, wideMeasure, WORDS[language]);
            expect({ language, n, problems: problems(format, ops, name, wideMeasure) }).toEqual({
              language,
              n,
              problems: [],
            });
            const all = texts(ops).map((op) => op.text);
            // The picture's own words stay: its title (as the subtitle) and the count.
            expect(all).toEqual(expect.arrayContaining([WORDS[language]('crewCount', { count: n })]));
            expect(all.join(' ')).toContain(displayWords(WORDS[language]('crewTitle'))[0]);
          }
    },
  );
});

/**
 * Every unnamed crew picture of these inputs as one digest of its ops, taken from the layout before crews had
 * names: without a name, not one op may differ (the Playwright baselines of e2e/pictures.spec.ts draw the same).
 * Renew it only with a deliberate change to the unnamed picture, and its baselines with it.
 */
const UNNAMED_DIGEST = '30a747f27a693d1b51ef1ec44327ef3d4eb29d91f48cf5d298d1819723d9cfaf';

function unnamedDigest(extra: Partial<CrewPictureInput> = {}): string {
  const hash = createHash('sha256');
  for (const format of FORMATS)
    for (const language of LANGUAGES)
      for (let n = 1; n <= 10; n++)
        for (const flavor of [0, 3, 6, 7].map((i) => FLAVOR_ROWS[i]!)) {
          const input = { ...crewInput(n, language, flavor), ...extra };
          hash.update(JSON.stringify(layoutCrew(format, input, measure, WORDS[language])));
        }
  return hash.digest('hex');
}

describe('an unnamed crew', () => {
  it('draws the picture it always drew, op for op', () => {
    expect(unnamedDigest()).toBe(UNNAMED_DIGEST);
  });

  it('is the same with an empty or absent name', () => {
    expect(unnamedDigest({ crewName: undefined })).toBe(UNNAMED_DIGEST);
  });
});
