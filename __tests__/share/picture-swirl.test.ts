import {
  cardBottom,
  contentBottom,
  layoutPicture,
  PICTURE_SIZES,
  type DrawOp,
} from '@/lib/share/picture-layout';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { flavorNamesFor } from '../support/flavor-words';
import { translatorFor } from '@/lib/i18n/translator';
import { measure, sizeOf, texts } from '../support/picture-measure';
import { CATALOGUES } from '../support/intl';

const EN = translatorFor('en', CATALOGUES.en, 'Picture');
const DE = translatorFor('de', CATALOGUES.de, 'Picture');

/** The share picture with a second scoop: a smaller scoop beside the first and one line naming it. */
const PAIRS = FLAVOR_ROWS.flatMap((main) =>
  FLAVOR_ROWS.filter((r) => r !== main).map((second) => [main, second] as const),
);
const LONG_PAGE = 'ice-cream-personality.data-revolution.example.com/flavor/mint-chocolate-chip';

describe.each(['story', 'square'] as const)('%s picture with a second scoop', (format) => {
  it('draws two scoops, the second smaller, side by side inside the picture', () => {
    const [main, second] = PAIRS[0]!;
    const ops = layoutPicture(
      format,
      {
        funkyFlavorName: main.funkyFlavorName,
        personalityType: main.personalityType,
        accentHex: main.color.hex,
        scores: { E: 90, C: 90, O: 61 },
        pageLabel: 'flavor.example.com/flavor/x',
        secondFlavorName: second.funkyFlavorName,
      },
      measure,
      EN,
    );
    const arts = ops.filter((op): op is Extract<DrawOp, { kind: 'art' }> => op.kind === 'art');
    expect(arts).toHaveLength(2);
    const [big, small] = arts as [(typeof arts)[0], (typeof arts)[0]];
    expect(small.size).toBeLessThan(big.size);
    expect(small.x).toBeGreaterThanOrEqual(big.x + big.size);
    expect(small.y + small.size).toBe(big.y + big.size);
    expect(small.x + small.size).toBeLessThanOrEqual(PICTURE_SIZES[format].width);
  });

  it.each(PAIRS.map(([m, s]) => [`${m.funkyFlavorName} + ${s.funkyFlavorName}`, m, s] as const))(
    '%s: the swirl line fits, the card content stays in the card',
    (_label, main, second) => {
      const ops = layoutPicture(
        format,
        {
          funkyFlavorName: main.funkyFlavorName,
          personalityType: main.personalityType,
          accentHex: main.color.hex,
          scores: { E: 100, C: 0, O: 59.6 },
          pageLabel: LONG_PAGE,
          fromAnswers: true,
          secondFlavorName: second.funkyFlavorName,
        },
        measure,
        EN,
      );
      // The line is whole: wrapped onto two lines if it must, never cut.
      const all = texts(ops)
        .map((t) => t.text)
        .join(' ');
      expect(all).toContain(`with a swirl of ${second.funkyFlavorName}`);
      expect(all).not.toContain('…');
      for (const t of texts(ops)) expect(measure(t.text, t.font)).toBeLessThanOrEqual(t.maxWidth + 0.001);
      expect(contentBottom(format, ops)).toBeLessThanOrEqual(cardBottom(format) - 20);
      const footer = texts(ops).filter((t) => t.y > cardBottom(format));
      expect(footer.every((t) => t.y - sizeOf(t.font) > cardBottom(format))).toBe(true);
    },
  );
});

describe.each(['story', 'square'] as const)('%s picture with a second scoop, in German', (format) => {
  it.each(
    PAIRS.map(
      ([m, s]) =>
        [
          `${rowText(m, flavorNamesFor('de')).name} + ${rowText(s, flavorNamesFor('de')).name}`,
          m,
          s,
        ] as const,
    ),
  )('%s: the swirl line fits, whole, the card content stays in the card', (_label, main, second) => {
    const words = rowText(main, flavorNamesFor('de'));
    const secondName = rowText(second, flavorNamesFor('de')).name;
    const ops = layoutPicture(
      format,
      {
        funkyFlavorName: words.name,
        personalityType: words.type,
        accentHex: main.color.hex,
        scores: { E: 100, C: 0, O: 59.6 },
        pageLabel: LONG_PAGE,
        fromAnswers: true,
        secondFlavorName: secondName,
      },
      measure,
      DE,
    );
    const all = texts(ops)
      .map((t) => t.text)
      .join(' ');
    expect(all).toContain(DE('swirl', { flavor: secondName }));
    expect(all).toContain(secondName);
    expect(all).toContain(DE('labelAnswers'));
    expect(all).not.toContain('…');
    for (const t of texts(ops)) expect(measure(t.text, t.font)).toBeLessThanOrEqual(t.maxWidth + 0.001);
    expect(contentBottom(format, ops)).toBeLessThanOrEqual(cardBottom(format) - 20);
    const footer = texts(ops).filter((t) => t.y > cardBottom(format));
    expect(footer.every((t) => t.y - sizeOf(t.font) > cardBottom(format))).toBe(true);
  });
});
