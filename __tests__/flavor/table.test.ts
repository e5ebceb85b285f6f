import { binFor, FLAVOR_ROWS, findRowByKey, HIGH_THRESHOLD, roundScore } from '@/lib/flavor/table';
import { FLAVOR_SLUGS } from '@/lib/flavor/table';
import { slugify } from '@/lib/flavor/slug';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** The eight rows of docs/product-rules.md § The result and the table, copied word for word. */
const SPEC_ROWS = [
  ['High High High', 'Visionary Leader', 'Chocolate', 'ChocoVision Leader', 'Deep Burgundy', '#4B1E1E'],
  ['High High Low', 'Practical Organizer', 'Sorbet', 'Citrus Organizer', 'Bright Orange', '#FFA500'],
  ['High Low High', 'Creative Explorer', 'Strawberry', 'HoneySpice Explorer', 'Golden Honey', '#FFD700'],
  [
    'High Low Low',
    'Social Energizer',
    'Mint Chocolate Chip',
    'Party Pear Energizer',
    'Lime Green',
    '#32CD32',
  ],
  ['Low High High', 'Thoughtful Innovator', 'Caramel', 'Caramel Innovator', 'Caramel Brown', '#A0522D'],
  ['Low High Low', 'Reliable Specialist', 'Vanilla', 'Vanilla Specialist', 'Soft Cream', '#F5DEB3'],
  ['Low Low High', 'Quiet Dreamer', 'Matcha / Pistachio', 'Forest Dreamer', 'Forest Green', '#228B22'],
  ['Low Low Low', 'Laid-Back Minimalist', 'Coffee', 'Affogato Minimalist', 'Espresso Black', '#3B2F2F'],
] as const;

describe('FLAVOR_ROWS', () => {
  it('has exactly 8 rows', () => {
    expect(FLAVOR_ROWS).toHaveLength(8);
  });

  it('has unique row keys covering all 8 High/Low combinations', () => {
    const keys = FLAVOR_ROWS.map((r) => r.rowKey);
    const combos: string[] = [];
    for (const e of ['High', 'Low']) {
      for (const c of ['High', 'Low']) {
        for (const o of ['High', 'Low']) combos.push(`${e} ${c} ${o}`);
      }
    }
    expect(new Set(keys).size).toBe(8);
    expect([...keys].sort()).toEqual([...combos].sort());
  });

  it('has row keys that agree with each row’s bins in E C O order', () => {
    for (const r of FLAVOR_ROWS) {
      expect(r.rowKey).toBe(`${r.bins.E} ${r.bins.C} ${r.bins.O}`);
    }
  });

  describe.each(SPEC_ROWS)('row %s', (rowKey, type, funky, og, colourName, hex) => {
    const row = () => {
      const found = findRowByKey(rowKey);
      if (!found) throw new Error(`missing row ${rowKey}`);
      return found;
    };

    it(`has personality type "${type}"`, () => {
      expect(row().personalityType).toBe(type);
    });

    it(`has funky flavour "${funky}"`, () => {
      expect(row().funkyFlavorName).toBe(funky);
    });

    it(`has og flavour "${og}"`, () => {
      expect(row().ogFlavorName).toBe(og);
    });

    it(`has colour ${colourName} ${hex}`, () => {
      expect(row().color).toEqual({ name: colourName, hex });
    });

    it('has 3 to 5 celebrities', () => {
      expect(row().celebrities.length).toBeGreaterThanOrEqual(3);
      expect(row().celebrities.length).toBeLessThanOrEqual(5);
    });

    it('has no celebrity containing a comma (they are joined by commas on the card)', () => {
      for (const name of row().celebrities) expect(name).not.toContain(',');
    });

    it('has a non-empty flavour description and personality description', () => {
      expect(row().ogFlavorDescription.trim()).not.toBe('');
      expect(row().personalityDescription.trim()).not.toBe('');
    });
  });
});

describe('roundScore', () => {
  it('states a score as a whole number within 0–100', () => {
    expect([-3, 0, 12.4, 59.5, 99.6, 130].map(roundScore)).toEqual([0, 0, 12, 60, 100, 100]);
  });
});

describe('binFor', () => {
  it('uses 60 as the High threshold', () => {
    expect(HIGH_THRESHOLD).toBe(60);
  });

  it('bins 59 as Low', () => {
    expect(binFor(59)).toBe('Low');
  });

  it('bins 60 as High', () => {
    expect(binFor(60)).toBe('High');
  });

  it('bins 100 as High', () => {
    expect(binFor(100)).toBe('High');
  });

  it('bins 0 as Low', () => {
    expect(binFor(0)).toBe('Low');
  });
});

describe('the rows and their words in the catalogues', () => {
  it('every row has a slug, the slug of its funky flavour, in table order', () => {
    expect(FLAVOR_ROWS.map((row) => row.slug)).toEqual([...FLAVOR_SLUGS]);
    for (const row of FLAVOR_ROWS) expect(slugify(row.funkyFlavorName)).toBe(row.slug);
  });

  it("the English catalogue shows exactly the values a result's JSON carries", () => {
    // The table keeps the spec's English for the JSON; a page shows `Flavors.<slug>`: the two must be one text.
    for (const row of FLAVOR_ROWS)
      expect(en.Flavors[row.slug]).toEqual({
        name: row.funkyFlavorName,
        type: row.personalityType,
        description: row.personalityDescription,
        ogName: row.ogFlavorName,
        ogDescription: row.ogFlavorDescription,
        color: row.color.name,
        picture: expect.any(String),
      });
  });

  it('every catalogue has the words of exactly the eight rows', () => {
    for (const catalogue of [en, de]) expect(Object.keys(catalogue.Flavors)).toEqual([...FLAVOR_SLUGS]);
  });
});
