import { findRowByFunkyFlavor, type IngredientId } from './table';

/** A flavour's picture and the catalogue key of its alt text (namespace `Ingredients`, in every language). */
export interface IngredientImage {
  src: string;
  alt: IngredientId | 'placeholder';
}

/**
 * Alt text says what the picture shows (docs/product-rules.md § Screens image table); its words are in the
 * catalogues (`Ingredients.<id>`), so a German page describes the picture in German.
 */
export const PLACEHOLDER_IMAGE: IngredientImage = {
  src: '/ingredients/placeholder.svg',
  alt: 'placeholder',
};

/** The ingredient picture for a funky flavour; any flavour outside the table gets the placeholder. */
export function ingredientImageFor(funkyFlavorName: string): IngredientImage {
  const row = findRowByFunkyFlavor(funkyFlavorName);
  if (!row) return PLACEHOLDER_IMAGE;
  return { src: `/ingredients/${row.ingredient}.svg`, alt: row.ingredient };
}
