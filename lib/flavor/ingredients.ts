import type { FlavorRow } from './table';

/** A picture of a flavour's ingredient. Its alt text is the row's `Flavors.<slug>.picture` in the catalogues. */
export const PLACEHOLDER_SRC = '/ingredients/placeholder.svg';

/**
 * The ingredient picture of a row (docs/product-rules.md § Screens image table); a flavour outside the table
 * gets the placeholder, whose alt text is `Ingredients.placeholder`.
 */
export function ingredientSrc(row: FlavorRow | undefined): string {
  return row ? `/ingredients/${row.ingredient}.svg` : PLACEHOLDER_SRC;
}
