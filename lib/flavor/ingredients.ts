import { findRowByFunkyFlavor, type IngredientId } from './table';

export interface IngredientImage {
  src: string;
  alt: string;
}

/** Alt text says what the picture shows (docs/product-rules.md § Screens image table). */
const ALT: Record<IngredientId, string> = {
  'chocolate-bar': 'A chocolate bar',
  'citrus-fruits': 'Citrus fruits: a tangerine and a lemon',
  'honey-pot': 'A honey pot',
  pear: 'A pear',
  caramel: 'A caramel custard dripping with caramel sauce',
  'vanilla-beans': 'Vanilla beans with a vanilla flower',
  'tea-leaves': 'Tea leaves',
  affogato: 'An affogato: ice cream with espresso poured over',
};

export const PLACEHOLDER_IMAGE: IngredientImage = {
  src: '/ingredients/placeholder.svg',
  alt: 'An ice-cream cone',
};

/** The ingredient picture for a funky flavour; any flavour outside the table gets the placeholder. */
export function ingredientImageFor(funkyFlavorName: string): IngredientImage {
  const row = findRowByFunkyFlavor(funkyFlavorName);
  if (!row) return PLACEHOLDER_IMAGE;
  return { src: `/ingredients/${row.ingredient}.svg`, alt: ALT[row.ingredient] };
}
