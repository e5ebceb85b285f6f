import { brand } from '@/lib/brand';
import { MAX_CREW } from '@/lib/crew/crew';
import { rowText } from '@/lib/flavor/flavor-text';
import { FLAVOR_ROWS, type FlavorRow } from '@/lib/flavor/table';
import { translatorFor } from '@/lib/i18n/translator';
import { MAX_NAME_LENGTH } from '@/lib/links/friend-name';
import { layoutCrew, MAX_SCOOPS, type CrewPictureInput } from '@/lib/share/crew-layout';
import { safeBand, SAFE_ZONE, type DrawOp } from '@/lib/share/draw-op';
import { layoutDuo, type DuoInput } from '@/lib/share/duo-layout';
import { displayWords } from '@/lib/share/fit-text';
import {
  layoutPicture,
  PICTURE_SIZES,
  standoutTrait,
  statLine,
  STAMP,
  type PictureFormat,
  type PictureInput,
} from '@/lib/share/picture-layout';
import { flavorNamesFor } from '../support/flavor-words';
import { CATALOGUES } from '../support/intl';
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
 * The three pictures (share, duo, crew) in both formats and both languages, laid out with the deliberately
 * wide stand-in for measureText (__tests__/support/picture-measure.ts: what fits here fits on every device).
 * Every text, art and drawing but the background lies between 14% and 86% of the height, where Instagram's
 * own controls leave it alone; every text fits its box and the picture; no two texts overlap; the flavour's
 * name, type and the stat are whole and never end on a one-word line; the picture prints the short page
 * address, never a link's hash.
 */

const SAMPLE = {
  en: translatorFor('en', CATALOGUES.en, 'Sample')('listener', { name: 'Maximiliane' }),
  de: translatorFor('de', CATALOGUES.de, 'Sample')('listener', { name: 'Maximiliane' }),
};
const CREW_WORDS = {
  en: translatorFor('en', CATALOGUES.en, 'Crew'),
  de: translatorFor('de', CATALOGUES.de, 'Crew'),
};
const PAGE = 'scoop-lab.example/flavor/mint-chocolate-chip';
const LONG_PAGE = 'ice-cream-personality.data-revolution.example.com/flavor/mint-chocolate-chip';
const LONG_NAME = 'Maximilian Hohenzollern-Schönberg'.slice(0, MAX_NAME_LENGTH);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  what: string;
}

/** A text's box: its measured width, an em above the baseline, 0.3 em below (the layouts' own allowance). */
function textBox(op: TextOp): Box {
  const w = measure(op.text, op.font);
  const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
  const size = sizeOf(op.font);
  return { left, right: left + w, top: op.y - size, bottom: op.y + size * 0.3, what: `"${op.text}"` };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Everything wrong with a picture, as sentences: one expect per picture keeps hundreds of them fast. */
function problems(format: PictureFormat, ops: DrawOp[]): string[] {
  const { width, height } = PICTURE_SIZES[format];
  const band = safeBand(height);
  const found: string[] = [];
  const inBand = (box: Box) => {
    if (box.top < band.top || box.bottom > band.bottom)
      found.push(
        `${box.what} (${Math.round(box.top)}–${Math.round(box.bottom)}) leaves ${band.top}–${band.bottom}`,
      );
    if (box.left < 0 || box.right > width) found.push(`${box.what} leaves the picture sideways`);
  };
  for (const op of texts(ops)) {
    const box = textBox(op);
    if (measure(op.text, op.font) > op.maxWidth + 0.001) found.push(`${box.what} is wider than its box`);
    // No emoji: each device would draw them with its own font.
    if (/\p{Extended_Pictographic}/u.test(op.text)) found.push(`${box.what} holds an emoji`);
    // Never a link's hash: the picture prints the readable page address.
    if (/#v\d/.test(op.text)) found.push(`${box.what} prints a link's hash`);
    inBand(box);
  }
  for (const op of ops) {
    if (op.kind === 'art')
      inBand({ left: op.x, right: op.x + op.size, top: op.y, bottom: op.y + op.size, what: 'an art' });
    if (op.kind === 'shape' && !op.background) {
      const pad = (op.lineWidth ?? 0) / 2;
      inBand({
        left: op.box.x - pad,
        right: op.box.x + op.box.w + pad,
        top: op.box.y - pad,
        bottom: op.box.y + op.box.h + pad,
        what: 'a drawing',
      });
    }
    if (op.kind === 'rect' && !(op.x === 0 && op.y === 0 && op.w === width && op.h === height))
      found.push('a rect other than the ground');
  }
  // Ink boxes for overlaps: a capital's height above the baseline, a descender below (lines 1.12 em apart).
  const ink = texts(ops).map((op) => {
    const box = textBox(op);
    const size = sizeOf(op.font);
    return { ...box, top: op.y - size * 0.8, bottom: op.y + size * 0.25 };
  });
  ink.forEach((a, i) => {
    for (const b of ink.slice(i + 1)) if (overlaps(a, b)) found.push(`${a.what} overlaps ${b.what}`);
  });
  return found;
}

/** The lines drawn in one font, in order: a wrapped block. */
const linesIn = (ops: DrawOp[], font: string) => texts(ops).filter((t) => t.font === font);

/** The block that holds `text` (its first words) ends on two words at least, and holds it whole. */
function expectWholeWithoutOrphan(ops: DrawOp[], text: string) {
  const words = displayWords(text).join(' ');
  // The block's lines: the same font, the same column (the duo draws two names in one font), in order.
  const blocks = texts(ops)
    .filter((t) => text.startsWith(t.text))
    .map((start) =>
      linesIn(ops, start.font).filter(
        (t) => t.x === start.x && t.align === start.align && t.y >= start.y && text.includes(t.text),
      ),
    );
  const block = blocks.find((lines) => lines.map((t) => t.text).join(' ') === words);
  expect({ text, whole: block !== undefined }).toEqual({ text, whole: true });
  if (block && block.length > 1)
    expect(displayWords(block[block.length - 1]!.text).length).toBeGreaterThanOrEqual(2);
}

function shareInput(row: FlavorRow, language: Language, extra: Partial<PictureInput> = {}): PictureInput {
  const words = rowText(row, flavorNamesFor(language));
  return {
    funkyFlavorName: words.name,
    personalityType: words.type,
    accentHex: row.color.hex,
    scores: { E: 82, C: 24, O: 59.6 },
    pageLabel: PAGE,
    ...extra,
  };
}

describe('the safe zone', () => {
  it('is the top and bottom 14% of either format', () => {
    expect(SAFE_ZONE).toBe(0.14);
    expect(safeBand(1920)).toEqual({ top: 269, bottom: 1651 });
    expect(safeBand(1080)).toEqual({ top: 152, bottom: 928 });
  });

  it('the check itself finds a text in the zone, a wide text and an overlap', () => {
    const ok = layoutPicture('story', shareInput(FLAVOR_ROWS[0]!, 'en'), measure, WORDS.en);
    expect(problems('story', ok)).toEqual([]);
    const first = texts(ok)[0]!;
    const moved = ok.map((op) => (op === first ? { ...first, y: 100 } : op));
    expect(problems('story', moved).join()).toMatch(/leaves 269–1651/);
    const wide = ok.map((op) => (op === first ? { ...first, maxWidth: 10 } : op));
    expect(problems('story', wide).join()).toMatch(/wider than its box/);
    const second = texts(ok)[1]!;
    const onto = ok.map((op) => (op === second ? { ...second, x: first.x, y: first.y } : op));
    expect(problems('story', onto).join()).toMatch(/overlaps/);
  });
});

describe.each(FORMATS)('the %s share picture', (format) => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(FLAVOR_ROWS.map((row) => [row.slug, row] as const))(
      '%s: inside the safe zone, whole, no orphan, for own, quiz and sample results',
      (_, row) => {
        const t = WORDS[language];
        for (const extra of [{}, { fromAnswers: true }, { sampleName: SAMPLE[language] }])
          for (const pageLabel of [PAGE, LONG_PAGE]) {
            const input = shareInput(row, language, { ...extra, pageLabel });
            const ops = layoutPicture(format, input, measure, t);
            expect(problems(format, ops)).toEqual([]);
            const all = texts(ops).map((op) => op.text);
            expect(all).toEqual(expect.arrayContaining([STAMP, t('hashtag')]));
            expectWholeWithoutOrphan(ops, statLine(input.scores, t));
            expect(all.some((text) => text === pageLabel || text.startsWith(pageLabel.slice(0, 20)))).toBe(
              true,
            );
            expectWholeWithoutOrphan(ops, input.funkyFlavorName);
            expectWholeWithoutOrphan(ops, input.personalityType);
            // One art op: the ingredient's sticker. No trait score rows.
            expect(ops.filter((op) => op.kind === 'art')).toHaveLength(1);
            expect(all.join(' ')).not.toMatch(/\b\d+ (High|Low|hoch|niedrig)\b/);
          }
      },
    );

    it('with a second scoop: two stickers, the swirl line, for every pair', () => {
      const t = WORDS[language];
      for (const main of FLAVOR_ROWS)
        for (const second of FLAVOR_ROWS.filter((r) => r !== main)) {
          const secondName = rowText(second, flavorNamesFor(language)).name;
          const input = shareInput(main, language, {
            secondFlavorName: secondName,
            secondAccentHex: second.color.hex,
            fromAnswers: true,
          });
          const ops = layoutPicture(format, input, measure, t);
          expect(problems(format, ops)).toEqual([]);
          expect(ops.filter((op) => op.kind === 'art')).toHaveLength(2);
          expectWholeWithoutOrphan(ops, t('swirl', { flavor: secondName }));
        }
    });
  });

  it('an absurd name is cut with an ellipsis, still inside the zone; junk colours fall back', () => {
    const ops = layoutPicture(
      format,
      {
        funkyFlavorName: 'Supercalifragilisticexpialidocious'.repeat(4),
        personalityType: 'Extraordinarily Laid-Back Minimalist With Many Words In The Name Indeed',
        accentHex: 'not a colour',
        scores: { E: 50, C: 50, O: 50 },
        pageLabel: LONG_PAGE.repeat(3),
      },
      measure,
      WORDS.de,
    );
    expect(problems(format, ops)).toEqual([]);
    expect(texts(ops).some((op) => op.text.endsWith('…'))).toBe(true);
  });
});

describe('the flattering number', () => {
  it('names the trait furthest from the middle, the way it stands out', () => {
    expect(standoutTrait({ E: 82, C: 24, O: 56 })).toEqual({ trait: 'E', side: 'high', ratio: 0.82 });
    expect(standoutTrait({ E: 55, C: 10, O: 56 })).toEqual({ trait: 'C', side: 'low', ratio: 0.9 });
    expect(standoutTrait({ E: 50, C: 50, O: 100 })).toEqual({ trait: 'O', side: 'high', ratio: 0.99 });
    expect(standoutTrait({ E: Number.NaN, C: 50, O: 50 })).toEqual({ trait: 'E', side: 'high', ratio: 0.5 });
  });

  it('reads well in both languages', () => {
    expect(statLine({ E: 82, C: 24, O: 56 }, WORDS.en)).toBe('More outgoing than 82% of listeners');
    expect(statLine({ E: 55, C: 10, O: 56 }, WORDS.en)).toBe('More spontaneous than 90% of listeners');
    expect(statLine({ E: 82, C: 24, O: 56 }, WORDS.de)).toBe('Geselliger als 82\u00a0% der anderen');
    expect(statLine({ E: 50, C: 50, O: 3 }, WORDS.de)).toBe('Klassikern treuer als 97\u00a0% der anderen');
  });
});

function duoInput(me: FlavorRow, friend: FlavorRow, language: Language, friendName: string): DuoInput {
  const names = flavorNamesFor(language);
  const side = (row: FlavorRow, label: string) => ({
    label,
    funkyFlavorName: rowText(row, names).name,
    personalityType: rowText(row, names).type,
    accentHex: row.color.hex,
    scores: { E: 70, C: 30, O: 60 },
  });
  const pairs = CATALOGUES[language].Pairs as Record<string, Record<string, string>>;
  const line = pairs[me.slug]?.[friend.slug] ?? pairs[friend.slug]?.[me.slug] ?? '';
  return {
    me: side(me, WORDS[language]('me')),
    friend: side(friend, friendName),
    match: 71,
    line,
    pageLabel: PAGE,
    linkLabel: `${PAGE}#v2-82-24-56-6-6-7-l`,
  };
}

describe.each(FORMATS)('the %s duo picture', (format) => {
  it.each(LANGUAGES)('in %s: every pair inside the safe zone, names whole, no hash', (language) => {
    for (const me of FLAVOR_ROWS)
      for (const friend of FLAVOR_ROWS) {
        const input = duoInput(me, friend, language, LONG_NAME);
        const ops = layoutDuo(format, input, measure, WORDS[language]);
        expect(problems(format, ops)).toEqual([]);
        expect(ops.filter((op) => op.kind === 'art')).toHaveLength(2);
        const all = texts(ops).map((op) => op.text);
        expect(all).toEqual(expect.arrayContaining([WORDS[language]('duoMatch', { ratio: 0.71 })]));
        expectWholeWithoutOrphan(ops, input.me.funkyFlavorName);
        expectWholeWithoutOrphan(ops, input.line);
      }
  });
});

const CREW_NAMES = [LONG_NAME, 'Sam', 'Anna-Lena-Sophie-Charlott', 'W'.repeat(MAX_NAME_LENGTH), 'Jo'];

function crewInput(n: number, language: Language, named: boolean, flavor: FlavorRow): CrewPictureInput {
  const words = rowText(flavor, flavorNamesFor(language));
  return {
    scoops: Array.from({ length: n }, (_, i) => ({
      label: named
        ? (CREW_NAMES[i % CREW_NAMES.length] ?? '').split(' ')[0]!
        : CREW_WORDS[language]('scoop', { number: i + 1 }),
      accentHex: FLAVOR_ROWS[(i * 3) % FLAVOR_ROWS.length]!.color.hex,
    })),
    funkyFlavorName: words.name,
    personalityType: words.type,
    accentHex: flavor.color.hex,
    pageLabel: PAGE,
  };
}

describe.each(FORMATS)('the %s crew picture', (format) => {
  it('is laid out for the crew limit', () => expect(MAX_SCOOPS).toBe(MAX_CREW));

  it.each(LANGUAGES)('in %s: one to ten scoops, named or not, inside the safe zone', (language) => {
    for (let n = 1; n <= MAX_SCOOPS; n++)
      for (const named of [true, false])
        for (const flavor of [FLAVOR_ROWS[3]!, FLAVOR_ROWS[6]!, FLAVOR_ROWS[7]!]) {
          const input = crewInput(n, language, named, flavor);
          const ops = layoutCrew(format, input, measure, WORDS[language]);
          expect(problems(format, ops)).toEqual([]);
          const all = texts(ops).map((op) => op.text);
          // Every scoop's number twice (on the scoop and in the legend), each label once.
          for (let i = 1; i <= n; i++) expect(all.filter((text) => text === String(i))).toHaveLength(2);
          expect(ops.filter((op) => op.kind === 'art')).toHaveLength(1);
          expect(all).toEqual(expect.arrayContaining([WORDS[language]('crewCount', { count: n })]));
        }
  });

  it('draws ten scoops at most', () => {
    const ops = layoutCrew(format, crewInput(14, 'en', true, FLAVOR_ROWS[0]!), measure, WORDS.en);
    expect(texts(ops).some((op) => op.text === '11')).toBe(false);
    expect(problems(format, ops)).toEqual([]);
  });
});

describe('the stamp', () => {
  it('names the pop-up', () => {
    expect(STAMP).toBe(`THE SCOOP LAB · BERLIN · ${brand.event.date}`);
  });
});
