import {
  CREW_BANDS,
  layoutCrew,
  MAX_SCOOPS,
  sundaeRows,
  type CrewPictureInput,
} from '@/lib/share/crew-layout';
import { PICTURE_SIZES, type DrawOp, type PictureFormat } from '@/lib/share/picture-layout';
import { MAX_CREW } from '@/lib/crew/crew';
import { brand } from '@/lib/brand';
import { FLAVOR_ROWS, type FlavorRow } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { MAX_NAME_LENGTH } from '@/lib/links/friend-name';
import { translatorFor } from '@/lib/i18n/translator';
import { flavorNamesFor } from '../support/flavor-words';
import { measure, sizeOf, texts, type TextOp } from '../support/picture-measure';
import { CATALOGUES } from '../support/intl';

// `measure` is the deliberately wide stand-in for measureText of picture-layout.test.ts: what fits here fits anywhere.

const LANGUAGES = ['en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
const WORDS = {
  en: translatorFor('en', CATALOGUES.en, 'Picture'),
  de: translatorFor('de', CATALOGUES.de, 'Picture'),
};
const CREW_WORDS = {
  en: translatorFor('en', CATALOGUES.en, 'Crew'),
  de: translatorFor('de', CATALOGUES.de, 'Crew'),
};

/** Names at the limit: with spaces, one hyphenated word, one word of wide letters, and CJK. */
const LONG_NAMES = [
  'Maximiliane Josephine Ab',
  'Anna-Lena-Sophie-Charlott',
  'W'.repeat(MAX_NAME_LENGTH),
  '山田太郎'.repeat(6),
].map((name) => name.slice(0, MAX_NAME_LENGTH));
const SHORT_NAMES = ['Sam', 'Ana', 'Ben', 'Cem', 'Jo'];
const SIZES = [1, 2, 3, 5, 10] as const;
const LONG_PAGE = 'ice-cream-personality.data-revolution.example.com/flavor/mint-chocolate-chip';

/** n members: named (long or short) or as the page labels an unnamed one ("Scoop 3"), flavours in turn. */
function crewInput(
  n: number,
  language: Language,
  names: 'long' | 'short' | 'none',
  flavor: FlavorRow,
  pageLabel = 'scoop-lab.example/flavor/x',
): CrewPictureInput {
  const words = rowText(flavor, flavorNamesFor(language));
  return {
    scoops: Array.from({ length: n }, (_, i) => ({
      label:
        names === 'none'
          ? CREW_WORDS[language]('scoop', { number: i + 1 })
          : ((names === 'long' ? LONG_NAMES : SHORT_NAMES)[i % (names === 'long' ? 4 : 5)] ?? ''),
      accentHex: FLAVOR_ROWS[i % FLAVOR_ROWS.length]!.color.hex,
    })),
    funkyFlavorName: words.name,
    personalityType: words.type,
    accentHex: flavor.color.hex,
    pageLabel,
  };
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  what: string;
}

/** A text's box as the duo test estimates it: its measured width, an em above the baseline, a quarter below. */
function textBox(op: TextOp): Box {
  const w = measure(op.text, op.font);
  const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
  const size = sizeOf(op.font);
  return { left, right: left + w, top: op.y - size, bottom: op.y + size * 0.25, what: `"${op.text}"` };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.001 &&
  b.left < a.right - 0.001 &&
  a.top < b.bottom - 0.001 &&
  b.top < a.bottom - 0.001;

/** The scoops' discs: the dark ring of each (a round rect as wide as tall, with a radius of half). */
const discs = (ops: DrawOp[]): Box[] =>
  ops.flatMap((op) =>
    op.kind === 'rect' && op.w === op.h && op.radius === op.w / 2 && op.color === '#1f1d2b'
      ? [{ left: op.x, right: op.x + op.w, top: op.y, bottom: op.y + op.h, what: 'a scoop' }]
      : [],
  );

/**
 * What is wrong with a layout, as sentences (collected, then compared with none at once: one expect per
 * picture keeps hundreds of pictures fast).
 */
function problems(format: PictureFormat, ops: DrawOp[], scoops: number): string[] {
  const { width, height } = PICTURE_SIZES[format];
  const bands = CREW_BANDS[format];
  const found: string[] = [];
  const boxes = texts(ops).map((op) => {
    const box = textBox(op);
    if (measure(op.text, op.font) > op.maxWidth + 0.001) found.push(`${box.what} is wider than its box`);
    if (box.left < 0 || box.right > width) found.push(`${box.what} leaves the picture sideways`);
    if (box.top < 0 || box.bottom > height) found.push(`${box.what} leaves the picture at the top or foot`);
    // No emoji of ours: they are drawn by each device's own emoji font.
    if (/\p{Extended_Pictographic}/u.test(op.text)) found.push(`${box.what} holds an emoji`);
    return box;
  });
  const arts = ops.flatMap((op) =>
    op.kind === 'art'
      ? [{ left: op.x, right: op.x + op.size, top: op.y, bottom: op.y + op.size, what: 'the art' }]
      : [],
  );
  const scoopBoxes = discs(ops);
  if (scoopBoxes.length !== scoops) found.push(`${scoopBoxes.length} scoops drawn, not ${scoops}`);
  // No two texts overlap, and no text lies on the art or on a scoop.
  const shapes = [...arts, ...scoopBoxes];
  boxes.forEach((a, i) => {
    for (const b of [...boxes.slice(i + 1), ...shapes])
      if (overlaps(a, b)) found.push(`${a.what} overlaps ${b.what}`);
  });
  // Every scoop lies inside the glass and two never touch; the art lies inside the card.
  scoopBoxes.forEach((disc, i) => {
    if (disc.top < bands.glassTop || disc.bottom > bands.glassBottom || disc.left < 0 || disc.right > width)
      found.push(`scoop ${i + 1} leaves the glass`);
    for (const b of scoopBoxes.slice(i + 1))
      if (overlaps(disc, b)) found.push(`scoop ${i + 1} touches another`);
  });
  for (const art of arts)
    if (art.top < bands.cardTop || art.bottom > bands.cardBottom) found.push('the art leaves the card');
  // A text that starts in the glass or the card ends in it: the labels in the glass, the flavour in the card.
  for (const box of boxes)
    for (const [top, bottom] of [
      [bands.glassTop, bands.glassBottom],
      [bands.cardTop, bands.cardBottom],
    ] as const)
      if (box.top >= top && box.top < bottom && box.bottom > bottom) found.push(`${box.what} leaves its box`);
  return found;
}

function expectSound(format: PictureFormat, ops: DrawOp[], scoops: number) {
  expect(problems(format, ops, scoops)).toEqual([]);
}

describe('the crew picture', () => {
  it('is laid out for the crew limit', () => {
    expect(MAX_SCOOPS).toBe(MAX_CREW);
    expect(PICTURE_SIZES.story).toEqual({ width: 1080, height: 1920 });
    expect(PICTURE_SIZES.square).toEqual({ width: 1080, height: 1080 });
  });

  it('the check itself finds a text moved onto another, out of the picture, or onto a scoop', () => {
    const ops = layoutCrew('square', crewInput(3, 'en', 'short', FLAVOR_ROWS[2]!), measure, WORDS.en);
    expect(problems('square', ops, 3)).toEqual([]);
    const [first, second] = texts(ops);
    const scoop = discs(ops)[0]!;
    const moved = (op: TextOp, x: number, y: number): DrawOp => ({ ...op, x, y });
    expect(problems('square', [...ops, moved(second!, first!.x, first!.y + 4)], 3)).not.toEqual([]);
    expect(problems('square', [...ops, moved(first!, first!.x, 1090)], 3)).not.toEqual([]);
    expect(problems('square', [...ops, moved(first!, scoop.left + 10, scoop.top + 30)], 3)).not.toEqual([]);
  });

  it('stacks scoops like a sundae: as few rows as fit, the shorter rows on top', () => {
    expect(sundaeRows(0, 4)).toEqual([]);
    expect(sundaeRows(1, 4)).toEqual([1]);
    expect(sundaeRows(4, 4)).toEqual([4]);
    expect(sundaeRows(5, 4)).toEqual([2, 3]);
    expect(sundaeRows(10, 4)).toEqual([3, 3, 4]);
    expect(sundaeRows(10, 5)).toEqual([5, 5]);
    expect(sundaeRows(7, 5)).toEqual([3, 4]);
  });

  describe.each(['story', 'square'] as const)('%s', (format) => {
    describe.each(LANGUAGES)('in %s', (language) => {
      const t = WORDS[language];
      it.each(SIZES)(
        '%i member(s), short, long and no names: inside the picture, nothing overlaps, one art',
        (n) => {
          for (const names of ['short', 'long', 'none'] as const)
            // Every flavour's words in the card beside the longest names; one flavour for the rest, which
            // changes only the card (this keeps the suite fast).
            for (const flavor of names === 'long' ? FLAVOR_ROWS : [FLAVOR_ROWS[n % FLAVOR_ROWS.length]!]) {
              const input = crewInput(n, language, names, flavor, names === 'long' ? LONG_PAGE : undefined);
              const ops = layoutCrew(format, input, measure, t);
              expectSound(format, ops, n);
              expect(ops.filter((op) => op.kind === 'art')).toHaveLength(1);
              const all = texts(ops).map((op) => op.text);
              expect(all).toEqual(
                expect.arrayContaining([
                  `${brand.productName}?`,
                  `${brand.event.name} · ${brand.event.date}`,
                  t('crewTitle'),
                  t('crewCount', { count: n }),
                  t('crewFlavor'),
                  '#datarevolution',
                ]),
              );
              // The page is whole: on one line, or on two (broken after a slash or hyphen) when it is long.
              expect(all.join('')).toContain(input.pageLabel);
              // The crew's flavour and type are whole: wrapped, never cut.
              const joined = all.join(' ').replace(/- /g, '-');
              expect(joined).toContain(input.funkyFlavorName);
              expect(joined).toContain(input.personalityType);
              // Short names and "Scoop n" are whole, each on one line; only a name too wide for any size is cut.
              if (names !== 'long') for (const scoop of input.scoops) expect(all).toContain(scoop.label);
              if (names !== 'long') expect(all.some((text) => text.endsWith('…'))).toBe(false);
            }
        },
      );
    });
  });

  it('a name too long for two lines is cut with an ellipsis, never overflows; junk colours fall back', () => {
    for (const format of ['story', 'square'] as const) {
      const input = crewInput(10, 'en', 'long', FLAVOR_ROWS[0]!);
      const ops = layoutCrew(
        format,
        {
          ...input,
          scoops: input.scoops.map((s) => ({ ...s, accentHex: 'nope' })),
          funkyFlavorName: 'Supercalifragilistic'.repeat(4),
          personalityType: 'Extraordinarily Laid-Back Minimalist With Many Many Words',
        },
        measure,
        WORDS.en,
      );
      expectSound(format, ops, 10);
      expect(texts(ops).some((op) => op.text.endsWith('…'))).toBe(true);
    }
  });

  it('draws no more than ten scoops, and an empty crew as an empty glass', () => {
    const eleven = crewInput(11, 'en', 'short', FLAVOR_ROWS[1]!);
    const ops = layoutCrew('square', eleven, measure, WORDS.en);
    expectSound('square', ops, 10);
    expect(texts(ops).map((op) => op.text)).toContain('10 scoops');
    const none = layoutCrew('story', crewInput(0, 'en', 'short', FLAVOR_ROWS[1]!), measure, WORDS.en);
    expectSound('story', none, 0);
  });
});
