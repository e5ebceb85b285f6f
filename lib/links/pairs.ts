import { FLAVOR_SLUGS, type FlavorRow } from '../flavor/table';
import type { Translator } from '../i18n/translator';

/**
 * One playful line for every pair of flavours, the same flavour twice included: 8 + 28 = 36 unordered pairs.
 * The lines are the catalogues' `Pairs.<slug>.<slug>`, written once per pair with the earlier row (table
 * order) first; /flavor's "You and …" section and the duo picture read them here, and
 * __tests__/links/pairs.test.ts checks that every catalogue has exactly the 36. Each line reads the same from
 * either side (the pair, never "you" against "they"), and is kind and about taste and listening only.
 */
export type PairWords = Translator<'Pairs'>;

/** The playful line for two flavours, in either order, in the page's language. */
export function pairLine(a: FlavorRow, b: FlavorRow, t: PairWords): string {
  const [first, second] = FLAVOR_SLUGS.indexOf(a.slug) <= FLAVOR_SLUGS.indexOf(b.slug) ? [a, b] : [b, a];
  return t(`${first.slug}.${second.slug}` as Parameters<PairWords>[0]);
}
