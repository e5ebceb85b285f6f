import { fitText, wrapText } from '@/lib/share/fit-text';
import {
  cardBottom,
  contentBottom,
  layoutPicture,
  PICTURE_SIZES,
  type DrawOp,
  type PictureFormat,
  type PictureInput,
} from '@/lib/share/picture-layout';
import { brand } from '@/lib/brand';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { flavorNamesFor } from '../support/flavor-words';
import { translatorFor } from '@/lib/i18n/translator';
import { measure, sizeOf, texts } from '../support/picture-measure';
import { CATALOGUES } from '../support/intl';

const EN = translatorFor('en', CATALOGUES.en, 'Picture');
const DE = translatorFor('de', CATALOGUES.de, 'Picture');

function inputFor(row: (typeof FLAVOR_ROWS)[number], pageLabel: string): PictureInput {
  return {
    funkyFlavorName: row.funkyFlavorName,
    personalityType: row.personalityType,
    accentHex: row.color.hex,
    scores: { E: 100, C: 0, O: 59.6 },
    pageLabel,
  };
}

const LONG_PAGE = 'ice-cream-personality.data-revolution.example.com/flavor/mint-chocolate-chip';

function expectInside(format: PictureFormat, ops: DrawOp[]) {
  const { width, height } = PICTURE_SIZES[format];
  for (const op of texts(ops)) {
    const w = measure(op.text, op.font);
    const label = `${format} "${op.text}"`;
    expect({ label, fits: w <= op.maxWidth + 0.001 }).toEqual({ label, fits: true });
    const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + w).toBeLessThanOrEqual(width);
    expect(op.y - sizeOf(op.font)).toBeGreaterThanOrEqual(0);
    expect(op.y + sizeOf(op.font) * 0.25).toBeLessThanOrEqual(height);
    // No emoji: they are drawn by each device's own emoji font.
    expect(op.text).not.toMatch(/\p{Extended_Pictographic}/u);
  }
  for (const op of ops) {
    if (op.kind === 'art') {
      expect(op.x).toBeGreaterThanOrEqual(0);
      expect(op.x + op.size).toBeLessThanOrEqual(width);
    }
  }
}

describe.each(['story', 'square'] as const)('%s picture layout', (format) => {
  it('has the right size', () => {
    expect(PICTURE_SIZES[format]).toEqual(
      format === 'story' ? { width: 1080, height: 1920 } : { width: 1080, height: 1080 },
    );
  });

  it.each(FLAVOR_ROWS.map((row) => [row.funkyFlavorName, row] as const))(
    '%s: every text row fits its box, the card content stays in the card',
    (_, row) => {
      for (const page of [`flavor.example.com/flavor/x`, LONG_PAGE]) {
        const ops = layoutPicture(format, inputFor(row, page), measure, EN);
        expectInside(format, ops);
        expect(contentBottom(format, ops)).toBeLessThanOrEqual(cardBottom(format) - 20);
        const all = texts(ops).map((t) => t.text);
        expect(all.join(' ')).toContain('#datarevolution');
        // Event branding, whole: the product, the event and its date.
        expect(all).toEqual(
          expect.arrayContaining([`${brand.productName}?`, `${brand.event.name} · ${brand.event.date}`]),
        );
        // A page address that fits on one line is not wrapped.
        if (page.length < 40) expect(all).toContain(page);
        expect(all).toEqual(expect.arrayContaining(['Extraversion', 'Conscientiousness', 'Openness']));
        expect(all).toEqual(expect.arrayContaining(['100 High', '0 Low', '60 High']));
        // The name and the type are whole (wrapped, not cut).
        expect(all.join(' ').replace(/- /g, '-')).toContain(row.personalityType);
        const footer = texts(ops).filter((t) => t.y > cardBottom(format));
        expect(footer.every((t) => t.y - sizeOf(t.font) > cardBottom(format))).toBe(true);
      }
    },
  );

  it('lines never overlap: each baseline is at least a line below the one before (same column)', () => {
    for (const row of FLAVOR_ROWS) {
      const centred = texts(layoutPicture(format, inputFor(row, LONG_PAGE), measure, EN)).filter(
        (t) => t.align === 'center',
      );
      for (let i = 1; i < centred.length; i++) {
        const prev = centred[i - 1]!;
        const cur = centred[i]!;
        expect(cur.y - prev.y).toBeGreaterThanOrEqual(sizeOf(cur.font) * 0.95);
      }
    }
  });

  it('an absurdly long name is cut with an ellipsis, never overflows', () => {
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
      EN,
    );
    expectInside(format, ops);
    expect(contentBottom(format, ops)).toBeLessThanOrEqual(cardBottom(format));
    expect(texts(ops).some((t) => t.text.endsWith('…'))).toBe(true);
  });
});

describe('wrapText / fitText', () => {
  it('breaks "Matcha / Pistachio" and "Laid-Back Minimalist" into fitting lines without losing text', () => {
    const font = '800 100px x';
    for (const text of ['Matcha / Pistachio', 'Laid-Back Minimalist', 'Mint Chocolate Chip']) {
      const lines = wrapText(text, 800, font, measure);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(800);
      expect(lines.join(' ').replace(/- /g, '-').replace(/\s+/g, ' ')).toBe(text);
    }
  });

  it('keeps a short text on one line at the largest size', () => {
    const fitted = fitText(
      'Vanilla',
      { maxWidth: 900, maxLines: 2, sizes: [120, 100], font: { weight: 800, family: 'x' } },
      measure,
    );
    expect(fitted).toEqual({ size: 120, font: '800 120px x', lines: ['Vanilla'] });
  });

  it('steps down a size before using more lines than allowed', () => {
    const fitted = fitText(
      'Laid-Back Minimalist',
      { maxWidth: 800, maxLines: 1, sizes: [80, 60, 50], font: { weight: 600, family: 'x' } },
      measure,
    );
    expect(fitted.size).toBe(50);
    expect(fitted.lines).toEqual(['Laid-Back Minimalist']);
  });

  it('splits a word wider than the box', () => {
    const lines = wrapText('x'.repeat(40), 300, '400 20px x', measure);
    expect(lines.join('')).toBe('x'.repeat(40));
    for (const line of lines) expect(measure(line, '400 20px x')).toBeLessThanOrEqual(300);
  });
});

describe('a sample listener’s picture', () => {
  it('says whose flavour it is and that it is a sample, fitted on one line in both sizes', () => {
    for (const format of ['story', 'square'] as const)
      for (const row of FLAVOR_ROWS) {
        const ops = layoutPicture(
          format,
          { ...inputFor(row, LONG_PAGE), sampleName: 'Maximiliane, a sample listener' },
          measure,
          EN,
        );
        const label = texts(ops).find((t) => t.text.includes('A SAMPLE LISTENER'));
        expect(label?.text).toBe('MAXIMILIANE, A SAMPLE LISTENER');
        expect(measure(label?.text ?? '', label?.font ?? '')).toBeLessThanOrEqual(label?.maxWidth ?? 0);
        expect(texts(ops).some((t) => t.text === 'MY ICE-CREAM FLAVOR')).toBe(false);
      }
  });
});

describe('a quiz result’s picture', () => {
  it('says it comes from answers, fitted on one line in both sizes', () => {
    for (const format of ['story', 'square'] as const)
      for (const row of FLAVOR_ROWS) {
        const ops = layoutPicture(format, { ...inputFor(row, LONG_PAGE), fromAnswers: true }, measure, EN);
        const label = texts(ops).find((t) => t.text.includes('FROM MY ANSWERS'));
        expect(label?.text).toBe('MY FLAVOR, FROM MY ANSWERS');
        expect(measure(label?.text ?? '', label?.font ?? '')).toBeLessThanOrEqual(label?.maxWidth ?? 0);
        expect(texts(ops).some((t) => t.text === 'MY ICE-CREAM FLAVOR')).toBe(false);
      }
  });
});

describe('the personal link at the foot', () => {
  it('is printed when it fits on one line, else the flavour page is', () => {
    for (const format of ['story', 'square'] as const)
      for (const row of FLAVOR_ROWS) {
        const short = 'flavor.example.com/flavor/caramel#v1-42-77-91';
        const fits = texts(
          layoutPicture(
            format,
            { ...inputFor(row, 'flavor.example.com/flavor/caramel'), linkLabel: short },
            measure,
            EN,
          ),
        );
        expect(fits.map((t) => t.text)).toContain(short);
        const long = texts(
          layoutPicture(
            format,
            { ...inputFor(row, 'flavor.example.com/flavor/caramel'), linkLabel: `${LONG_PAGE}#v1-42-77-91` },
            measure,
            EN,
          ),
        );
        expect(long.map((t) => t.text)).toContain('flavor.example.com/flavor/caramel');
        expect(long.some((t) => t.text.includes('#v1'))).toBe(false);
      }
  });
});

describe.each(['story', 'square'] as const)('%s picture in German', (format) => {
  // A German page names a sample listener as useSampleName does: the catalogue's words around the name.
  const sampleName = translatorFor('de', CATALOGUES.de, 'Sample')('listener', { name: 'Maximiliane' });
  const LABELS = {
    own: DE('label'),
    answers: DE('labelAnswers'),
    sample: sampleName.toUpperCase(),
  } as const;
  const extras = {
    own: {},
    answers: { fromAnswers: true },
    sample: { sampleName },
  } as const;

  it.each(FLAVOR_ROWS.map((row) => [rowText(row, flavorNamesFor('de')).name, row] as const))(
    '%s: every text row fits its box, the card content stays in the card, the words are whole',
    (_, row) => {
      const words = rowText(row, flavorNamesFor('de'));
      for (const who of ['own', 'answers', 'sample'] as const)
        for (const page of [`flavor.example.com/flavor/x`, LONG_PAGE]) {
          const input = {
            ...inputFor(row, page),
            funkyFlavorName: words.name,
            personalityType: words.type,
            ...extras[who],
          };
          const ops = layoutPicture(format, input, measure, DE);
          expectInside(format, ops);
          expect(contentBottom(format, ops)).toBeLessThanOrEqual(cardBottom(format) - 20);
          const all = texts(ops).map((t) => t.text);
          expect(all).toEqual(
            expect.arrayContaining([LABELS[who], 'Extraversion', 'Gewissenhaftigkeit', 'Offenheit']),
          );
          expect(all).toEqual(
            expect.arrayContaining(['100 hoch', '0 niedrig', '60 hoch', '#datarevolution']),
          );
          expect(all).not.toContain('MY ICE-CREAM FLAVOR');
          // The German name and type are whole (wrapped, not cut).
          const card = texts(ops).filter((t) => t.y < cardBottom(format));
          expect(card.some((t) => t.text.endsWith('…'))).toBe(false);
          const joined = all.join(' ').replace(/- /g, '-');
          expect(joined).toContain(words.name);
          expect(joined).toContain(words.type);
          const footer = texts(ops).filter((t) => t.y > cardBottom(format));
          expect(footer.every((t) => t.y - sizeOf(t.font) > cardBottom(format))).toBe(true);
        }
    },
  );

  it('German lines never overlap either', () => {
    for (const row of FLAVOR_ROWS) {
      const words = rowText(row, flavorNamesFor('de'));
      const input = {
        ...inputFor(row, LONG_PAGE),
        funkyFlavorName: words.name,
        personalityType: words.type,
        fromAnswers: true,
      };
      const centred = texts(layoutPicture(format, input, measure, DE)).filter((t) => t.align === 'center');
      for (let i = 1; i < centred.length; i++)
        expect(centred[i]!.y - centred[i - 1]!.y).toBeGreaterThanOrEqual(sizeOf(centred[i]!.font) * 0.95);
    }
  });
});
