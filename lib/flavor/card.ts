import { FLAVOR_ROWS, type FlavorRow } from './table';

/**
 * The six fields of a result that the result card shows: nothing else on it depends on the visitor. A
 * FlavorResult (result.ts) has them all; declared here so the card does not depend on the result module.
 */
export interface CardFields {
  funky_flavour_name: string;
  personality_type: string;
  personality_description: string;
  og_flavour_name: string;
  celebrities: string[];
  primary_color: { name: string; hex: string };
}

/** What the card shows for a table row: exactly what a saved (canonical) result of that row shows. */
export function cardFieldsForRow(row: FlavorRow): CardFields {
  return {
    funky_flavour_name: row.funkyFlavorName,
    personality_type: row.personalityType,
    personality_description: row.personalityDescription,
    og_flavour_name: row.ogFlavorName,
    celebrities: [...row.celebrities],
    primary_color: { ...row.color },
  };
}

/**
 * The eight possible cards' fields, in FLAVOR_ROWS order. /flavor prerenders them in this order and the
 * pre-paint script reveals one by its index here, so both read this one list.
 */
export const ROW_CARDS: readonly CardFields[] = FLAVOR_ROWS.map(cardFieldsForRow);

/**
 * One string per distinct card: two results with the same fingerprint render the same card (the accent
 * comes from the hex; the colour's name is not shown). Self-contained, as it also runs in /flavor's
 * inline pre-paint script (lib/prepaint/prepaint.ts).
 */
export function cardFingerprint(fields: CardFields): string {
  return JSON.stringify([
    fields.funky_flavour_name,
    fields.og_flavour_name,
    fields.personality_type,
    fields.personality_description,
    fields.celebrities,
    fields.primary_color.hex,
  ]);
}
