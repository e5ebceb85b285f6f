import { DUO_BANDS, DUO_SIZE, layoutDuo, type DuoInput } from '@/lib/share/duo-layout';
import type { DrawOp } from '@/lib/share/picture-layout';
import { pairLine } from '@/lib/links/pairs';
import { FLAVOR_ROWS, type FlavorRow } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { flavorNamesFor, pairWordsFor } from '../support/flavor-words';
import { translatorFor } from '@/lib/i18n/translator';
import { measure, sizeOf, texts } from '../support/picture-measure';
import { CATALOGUES } from '../support/intl';

const EN = translatorFor('en', CATALOGUES.en, 'Picture');
const DE = translatorFor('de', CATALOGUES.de, 'Picture');
/** The match score's meaning, in the picture's own voice. */
const DUO_MATCH_NOTE = '100 minus the average gap of our scores';

// `measure` is the deliberately wide stand-in for measureText of picture-layout.test.ts: what fits here fits anywhere.

const LONG_PAGE =
  'ice-cream-personality.data-revolution.example.com/flavor/mint-chocolate-chip#v1-100-0-59-Maximiliane';

function input(
  me: FlavorRow,
  friend: FlavorRow,
  friendLabel = 'Sam',
  page = 'flavor.example.com/flavor/caramel#v1-1-2-3',
): DuoInput {
  return {
    me: {
      label: 'Me',
      funkyFlavorName: me.funkyFlavorName,
      personalityType: me.personalityType,
      accentHex: me.color.hex,
      scores: { E: 100, C: 0, O: 59 },
    },
    friend: {
      label: friendLabel,
      funkyFlavorName: friend.funkyFlavorName,
      personalityType: friend.personalityType,
      accentHex: friend.color.hex,
      scores: { E: 0, C: 100, O: 60 },
    },
    match: 20,
    line: pairLine(me, friend, pairWordsFor('en')),
    pageLabel: 'flavor.example.com/flavor/caramel',
    linkLabel: page,
  };
}

/** Every text inside the picture and its box; the content of each white box stays inside that box. */
function expectInside(ops: DrawOp[]) {
  for (const op of texts(ops)) {
    const w = measure(op.text, op.font);
    const label = `"${op.text}"`;
    expect({ label, fits: w <= op.maxWidth + 0.001 }).toEqual({ label, fits: true });
    const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + w).toBeLessThanOrEqual(DUO_SIZE.width);
    expect(op.y + sizeOf(op.font) * 0.25).toBeLessThanOrEqual(DUO_SIZE.height);
  }
  const boxes: [number, number][] = [
    [DUO_BANDS.cardTop, DUO_BANDS.cardBottom],
    [DUO_BANDS.matchTop, DUO_BANDS.matchBottom],
    [DUO_BANDS.traitsTop, DUO_BANDS.traitsBottom],
  ];
  for (const op of ops.slice(1)) {
    const top = op.kind === 'text' ? op.y - sizeOf(op.font) : op.y;
    const bottom =
      op.kind === 'text' ? op.y + sizeOf(op.font) * 0.25 : op.kind === 'art' ? op.y + op.size : op.y + op.h;
    const box = boxes.find(([t, b]) => top >= t && top < b);
    // Whatever starts in a box ends in it (the header and the footer sit outside all three).
    if (box) expect({ top, bottom: Math.min(bottom, box[1]) }).toEqual({ top, bottom });
  }
}

describe('the duo story picture', () => {
  it('is 1080×1920', () => {
    expect(DUO_SIZE).toEqual({ width: 1080, height: 1920 });
  });

  it.each(FLAVOR_ROWS.map((row) => [row.funkyFlavorName, row] as const))(
    '%s beside every flavour: texts fit, boxes hold their content, both arts, both names, three traits',
    (_, me) => {
      for (const friend of FLAVOR_ROWS)
        for (const page of ['flavor.example.com/flavor/x#v1-1-2-3', LONG_PAGE]) {
          const ops = layoutDuo(input(me, friend, 'Maximiliane-Josephine', page), measure, EN);
          expectInside(ops);
          expect(ops.filter((op) => op.kind === 'art')).toHaveLength(2);
          const all = texts(ops).map((t) => t.text);
          expect(all).toEqual(
            expect.arrayContaining([
              'ME',
              'Extraversion',
              'Conscientiousness',
              'Openness',
              '#datarevolution',
              '20% match',
              DUO_MATCH_NOTE,
            ]),
          );
          expect(all).toEqual(expect.arrayContaining(['100 · 0', '0 · 100', '59 · 60']));
          const joined = all.join(' ').replace(/- /g, '-');
          expect(joined).toContain(me.personalityType);
          expect(joined).toContain(friend.personalityType);
          expect(joined).toContain(pairLine(me, friend, pairWordsFor('en')));
          // The long address does not fit on one line: the plain page is printed instead, whole.
          expect(all).toContain(page === LONG_PAGE ? 'flavor.example.com/flavor/caramel' : page);
          expect(all.some((t) => t.endsWith('…'))).toBe(false);
        }
    },
  );

  it('an absurdly long name or flavour is cut with an ellipsis, never overflows', () => {
    const row = FLAVOR_ROWS[0]!;
    const ops = layoutDuo(
      {
        ...input(row, row, 'W'.repeat(24)),
        me: {
          label: 'Maximiliane, a sample listener',
          funkyFlavorName: 'Supercalifragilistic'.repeat(4),
          personalityType: 'Extraordinarily Laid-Back Minimalist With Many Words',
          accentHex: 'nope',
          scores: { E: -5, C: 500, O: NaN },
        },
        line: 'A very long line '.repeat(20),
      },
      measure,
      EN,
    );
    expectInside(ops);
    expect(texts(ops).some((t) => t.text.endsWith('…'))).toBe(true);
  });
});

describe('the duo story picture in German', () => {
  /** A side in German: the row's German words, labelled as the page labels it. */
  function german(me: FlavorRow, friend: FlavorRow, friendLabel: string, page: string): DuoInput {
    const base = input(me, friend, friendLabel, page);
    const words = (row: FlavorRow) => {
      const { name: funkyFlavorName, type: personalityType } = rowText(row, flavorNamesFor('de'));
      return { funkyFlavorName, personalityType };
    };
    return {
      ...base,
      me: { ...base.me, label: DE('meFromAnswers'), ...words(me) },
      friend: { ...base.friend, ...words(friend) },
      line: pairLine(me, friend, pairWordsFor('de')),
    };
  }

  it.each(FLAVOR_ROWS.map((row) => [rowText(row, flavorNamesFor('de')).name, row] as const))(
    '%s beside every flavour: texts fit, boxes hold their content, German words whole',
    (_, me) => {
      for (const friend of FLAVOR_ROWS)
        for (const [label, page] of [
          ['Maximiliane-Josephine', 'flavor.example.com/flavor/x#v1-1-2-3'],
          [DE('myFriend'), LONG_PAGE],
        ] as const) {
          const ops = layoutDuo(german(me, friend, label, page), measure, DE);
          expectInside(ops);
          const all = texts(ops).map((t) => t.text);
          expect(all).toEqual(
            expect.arrayContaining([
              // The side's label, in capitals as the picture draws it.
              DE('meFromAnswers').toUpperCase(),
              'Extraversion',
              'Gewissenhaftigkeit',
              'Offenheit',
              '#datarevolution',
              '20\u00a0% Match',
              '100 minus unser mittlerer Abstand',
            ]),
          );
          const joined = all.join(' ').replace(/- /g, '-');
          expect(joined).toContain(pairLine(me, friend, pairWordsFor('de')));
          for (const row of [me, friend]) {
            expect(joined).toContain(rowText(row, flavorNamesFor('de')).name);
            expect(joined).toContain(rowText(row, flavorNamesFor('de')).type);
          }
          expect(all.some((t) => t.endsWith('…'))).toBe(false);
        }
    },
  );
});
