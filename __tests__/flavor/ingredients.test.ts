import de from '@/messages/de.json';
import en from '@/messages/en.json';
/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ingredientImageFor, PLACEHOLDER_IMAGE } from '@/lib/flavor/ingredients';
import { FLAVOR_ROWS } from '@/lib/flavor/table';

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

describe('ingredientImageFor (docs/product-rules.md § Screens)', () => {
  it('covers every funky flavour of the table', () => {
    expect(SPEC_IMAGES.map(([f]) => f).sort()).toEqual(FLAVOR_ROWS.map((r) => r.funkyFlavorName).sort());
  });

  it.each(SPEC_IMAGES)('maps %s to the %s image', (flavor, image) => {
    expect(ingredientImageFor(flavor).src).toBe(`/ingredients/${image}.svg`);
  });

  it.each(SPEC_IMAGES)('maps %s case-insensitively', (flavor, image) => {
    expect(ingredientImageFor(flavor.toUpperCase()).src).toBe(`/ingredients/${image}.svg`);
    expect(ingredientImageFor(flavor.toLowerCase()).src).toBe(`/ingredients/${image}.svg`);
  });

  it.each(SPEC_IMAGES)('gives the %s image non-empty alt text in both languages', (flavor) => {
    const key = ingredientImageFor(flavor).alt;
    expect(en.Ingredients[key].trim()).not.toBe('');
    expect(de.Ingredients[key].trim()).not.toBe('');
  });

  it.each(['Rocky Road', '', 'Chocolate Chip', '<img src=x>'])('maps "%s" to the placeholder', (flavor) => {
    expect(ingredientImageFor(flavor)).toEqual(PLACEHOLDER_IMAGE);
  });

  it('gives the placeholder non-empty alt text in both languages', () => {
    expect(en.Ingredients[PLACEHOLDER_IMAGE.alt]).toBe('An ice-cream cone');
    expect(de.Ingredients[PLACEHOLDER_IMAGE.alt].trim()).not.toBe('');
  });

  it.each(SPEC_IMAGES)('has the %s image file under public/', (flavor) => {
    expect(existsSync(publicFile(ingredientImageFor(flavor).src))).toBe(true);
  });

  it('has the placeholder file under public/', () => {
    expect(existsSync(publicFile(PLACEHOLDER_IMAGE.src))).toBe(true);
  });
});
