import type { Translator } from '../i18n/translator';
import { cardFieldsForRow, cardFingerprint, type CardFields } from './card';
import { findRowByKey, type FlavorRow } from './table';

/**
 * A result resolved to its row of the table, once (components/result/flavor-view.tsx, the flavour pages, a
 * friend's link); what travels from there is this, and nothing looks the row up again.
 */
export interface ResolvedFlavor {
  /** The result's own fields, as saved: the spec's English values, or a third party's words. */
  readonly fields: CardFields;
  /** The table's row of the result's flavour (its picture, page, pair lines); none for a flavour outside it. */
  readonly row: FlavorRow | undefined;
  /**
   * Whether the result's words are exactly its row's (every result of the built-in scorer, and every result the
   * app accepted, which it repairs from the table): then a page shows the row's words in its own language. A
   * result whose words were changed after it was saved shows them as they are.
   */
  readonly rowWords: boolean;
}

/**
 * A result's flavour, resolved: its row by the result's `row_key` (data, not words), and whether the card's
 * words are that row's. The specification keys the picture by the funky flavour ("any other: placeholder
 * image"), so a result whose flavour is not its row's own has no row: the placeholder, as a key outside the
 * table gets.
 */
export function resolveFlavor(fields: CardFields & { row_key: string }): ResolvedFlavor {
  const keyed = findRowByKey(fields.row_key);
  const named = keyed?.funkyFlavorName.toLowerCase() === fields.funky_flavour_name.trim().toLowerCase();
  const row = named ? keyed : undefined;
  const rowWords = row !== undefined && cardFingerprint(cardFieldsForRow(row)) === cardFingerprint(fields);
  return { fields, row, rowWords };
}

/** A row of the table as a resolved flavour (the prerendered cards, a flavour page, a friend's reading). */
export function rowFlavor(row: FlavorRow): ResolvedFlavor {
  return { fields: cardFieldsForRow(row), row, rowWords: true };
}

/** The `Flavors` messages: each row's words by its slug, in the page's language. */
export type FlavorNames = Translator<'Flavors'>;

/** The words a visitor reads for a flavour. */
export interface FlavorText {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly ogName: string;
  /** What the ingredient picture shows (its alt text). */
  readonly picture: string;
}

/** A row's name in the page's language ("Vanille"). */
export function rowName(row: FlavorRow, t: FlavorNames): string {
  return t(`${row.slug}.name`);
}

/** A row's words in the page's language. */
export function rowText(row: FlavorRow, t: FlavorNames): FlavorText {
  return {
    name: t(`${row.slug}.name`),
    type: t(`${row.slug}.type`),
    description: t(`${row.slug}.description`),
    ogName: t(`${row.slug}.ogName`),
    picture: t(`${row.slug}.picture`),
  };
}

/**
 * A resolved flavour's words: its row's in the page's language, or the result's own as they came (a flavour
 * outside the table, or words changed after saving). `placeholder` is the alt text of the placeholder picture
 * that a flavour without a row shows.
 */
export function flavorText(flavor: ResolvedFlavor, t: FlavorNames, placeholder: string): FlavorText {
  if (flavor.row && flavor.rowWords) return rowText(flavor.row, t);
  const { fields } = flavor;
  return {
    name: fields.funky_flavour_name,
    type: fields.personality_type,
    description: fields.personality_description,
    ogName: fields.og_flavour_name,
    picture: flavor.row ? t(`${flavor.row.slug}.picture`) : placeholder,
  };
}
