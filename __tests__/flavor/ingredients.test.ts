import de from '@/messages/de.json';
import en from '@/messages/en.json';
/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ingredientSrc, PLACEHOLDER_SRC } from '@/lib/flavor/ingredients';
import { resolveFlavor } from '@/lib/flavor/flavor-text';
import { buildResult } from '@/lib/flavor/result';
import { FLAVOR_ROWS } from '@/lib/flavor/table';

/** The picture a result of the row named `flavor` shows: its row's, resolved once from its row_key. */
const ingredientImageFor = (flavor: string) => {
  const row = FLAVOR_ROWS.find((r) => r.funkyFlavorName === flavor);
  return ingredientSrc(
    resolveFlavor({
      ...buildResult({ E: 0, C: 0, O: 0 }),
      row_key: row?.rowKey ?? flavor,
      funky_flavour_name: flavor,
    }).row,
  );
};

/** The ingredient pictures of docs/product-rules.md § Screens. */
const SPEC_IMAGES: [string, string][] = [
  ['Chocolate', 'chocolate-bar'],
  ['Sorbet', 'citrus-fruits'],
  ['Strawberry', 'honey-pot'],
  ['Mint Chocolate Chip', 'pear'],
  ['Caramel', 'caramel'],
  ['Vanilla', 'vanilla-beans'],
  ['Matcha / Pistachio', 'tea-leaves'],
  ['Coffee', 'affogato'],
];

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('the ingredient pictures (docs/product-rules.md § Screens)', () => {
  it('covers every funky flavour of the table', () => {
    expect(SPEC_IMAGES.map(([f]) => f).sort()).toEqual(FLAVOR_ROWS.map((r) => r.funkyFlavorName).sort());
  });

  it.each(SPEC_IMAGES)('maps %s to the %s image', (flavor, image) => {
    expect(ingredientImageFor(flavor)).toBe(`/ingredients/${image}.svg`);
  });

  it("keeps the row's picture when only other words were edited, and the placeholder for another flavour's name", () => {
    const coffee = buildResult({ E: 0, C: 0, O: 0 });
    const retitled = { ...coffee, og_flavour_name: 'Rocky Road' };
    expect(ingredientSrc(resolveFlavor(retitled).row)).toBe('/ingredients/affogato.svg');
    expect(resolveFlavor(retitled).rowWords).toBe(false);
    // The specification keys the picture by the funky flavour: any other name gets the placeholder.
    const renamed = { ...coffee, funky_flavour_name: 'Bubblegum Blast' };
    expect(ingredientSrc(resolveFlavor(renamed).row)).toBe(PLACEHOLDER_SRC);
    expect(ingredientSrc(resolveFlavor({ ...coffee, funky_flavour_name: 'COFFEE' }).row)).toBe(
      '/ingredients/affogato.svg',
    );
  });

  it.each(FLAVOR_ROWS.map((row) => [row.slug]))(
    'gives the %s picture non-empty alt text in both languages',
    (slug) => {
      expect(en.Flavors[slug as keyof typeof en.Flavors].picture.trim()).not.toBe('');
      expect(de.Flavors[slug as keyof typeof de.Flavors].picture.trim()).not.toBe('');
    },
  );

  it.each(['Rocky Road', '', 'High High', 'high high high', '<img src=x>'])(
    'maps a row_key outside the table ("%s") to the placeholder',
    (flavor) => {
      expect(ingredientImageFor(flavor)).toBe(PLACEHOLDER_SRC);
    },
  );

  it('gives the placeholder non-empty alt text in both languages', () => {
    expect(en.Ingredients.placeholder).toBe('An ice-cream cone');
    expect(de.Ingredients.placeholder.trim()).not.toBe('');
  });

  it.each(SPEC_IMAGES)('has the %s image file under public/', (flavor) => {
    expect(existsSync(publicFile(ingredientImageFor(flavor)))).toBe(true);
  });

  it('has the placeholder file under public/', () => {
    expect(existsSync(publicFile(PLACEHOLDER_SRC))).toBe(true);
  });
});
