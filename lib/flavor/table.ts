/**
 * The eight personality rows of docs/product-rules.md § The result and the table: the single source of truth for
 * the prompt, the built-in scorer and the result's JSON. A row holds what is not words a visitor reads: its slug
 * (the key of its words in every catalogue, `Flavors.<slug>`, and of its pair lines, `Pairs.<slug>.<slug>`), its
 * bins, its colour and picture, the celebrities (names, the same in every language), and the English values a
 * result's JSON carries. Those values are the spec's, copied exactly (the descriptions are our own fixed wording):
 * they are the contract with the third-party widget and the prompt, never shown as they are. Every page shows the
 * catalogue's words of the row (lib/flavor/flavor-text.ts); __tests__/flavor/table.test.ts holds the English
 * catalogue equal to these values.
 */

export type Bin = 'High' | 'Low';
export type TraitKey = 'E' | 'C' | 'O';
export type RowKey = `${Bin} ${Bin} ${Bin}`;

/** Which picture stands for the funky flavour's ingredient (docs/product-rules.md § Screens image table). */
export type IngredientId =
  | 'chocolate-bar'
  | 'citrus-fruits'
  | 'honey-pot'
  | 'pear'
  | 'caramel'
  | 'vanilla-beans'
  | 'tea-leaves'
  | 'affogato';

/** The rows' slugs, in table order: their public pages (`/flavor/<slug>`) and their catalogue keys. */
export const FLAVOR_SLUGS = [
  'chocolate',
  'sorbet',
  'strawberry',
  'mint-chocolate-chip',
  'caramel',
  'vanilla',
  'matcha-pistachio',
  'coffee',
] as const;
export type FlavorSlug = (typeof FLAVOR_SLUGS)[number];

export interface FlavorRow {
  readonly slug: FlavorSlug;
  readonly rowKey: RowKey;
  readonly bins: Readonly<Record<TraitKey, Bin>>;
  // The result JSON's values (see above): the words shown are the catalogue's `Flavors.<slug>`.
  readonly personalityType: string;
  readonly funkyFlavorName: string;
  readonly ogFlavorName: string;
  readonly color: { readonly name: string; readonly hex: string };
  readonly ogFlavorDescription: string;
  readonly personalityDescription: string;
  readonly celebrities: readonly string[];
  readonly ingredient: IngredientId;
}

/** docs/product-rules.md § Reading a widget result, § Constants: a trait is High when its score is 60 or more. */
export const HIGH_THRESHOLD = 60;

export const TRAIT_NAMES: Readonly<Record<TraitKey, string>> = {
  E: 'Extraversion',
  C: 'Conscientiousness',
  O: 'Openness',
};

function row(e: Bin, c: Bin, o: Bin, fields: Omit<FlavorRow, 'rowKey' | 'bins'>): FlavorRow {
  return { rowKey: `${e} ${c} ${o}`, bins: { E: e, C: c, O: o }, ...fields };
}

export const FLAVOR_ROWS: readonly FlavorRow[] = [
  row('High', 'High', 'High', {
    slug: 'chocolate',
    personalityType: 'Visionary Leader',
    funkyFlavorName: 'Chocolate',
    ogFlavorName: 'ChocoVision Leader',
    color: { name: 'Deep Burgundy', hex: '#4B1E1E' },
    ogFlavorDescription: 'Dark chocolate with a cocoa-nib crunch: bold, rich and made to lead the way.',
    personalityDescription:
      'A big-picture spark who rallies the room, keeps the plan on track and still chases the next new sound.',
    celebrities: ['Beyoncé', 'Oprah Winfrey', 'Lin-Manuel Miranda', 'Serena Williams'],
    ingredient: 'chocolate-bar',
  }),
  row('High', 'High', 'Low', {
    slug: 'sorbet',
    personalityType: 'Practical Organizer',
    funkyFlavorName: 'Sorbet',
    ogFlavorName: 'Citrus Organizer',
    color: { name: 'Bright Orange', hex: '#FFA500' },
    ogFlavorDescription: 'Zesty orange-and-lemon sorbet: bright, refreshing and always right on time.',
    personalityDescription:
      'A sunny planner who brings people together, knows every word of the favourites and makes things happen.',
    celebrities: ['Taylor Swift', 'Michelle Obama', 'Dwayne Johnson', 'Reese Witherspoon'],
    ingredient: 'citrus-fruits',
  }),
  row('High', 'Low', 'High', {
    slug: 'strawberry',
    personalityType: 'Creative Explorer',
    funkyFlavorName: 'Strawberry',
    ogFlavorName: 'HoneySpice Explorer',
    color: { name: 'Golden Honey', hex: '#FFD700' },
    ogFlavorDescription: 'Strawberry swirled with wildflower honey and a pinch of warm spice.',
    personalityDescription:
      'A curious free spirit who follows their ears wherever they lead and brings friends along for the ride.',
    celebrities: ['Harry Styles', 'Lizzo', 'Bad Bunny', 'Jack Black'],
    ingredient: 'honey-pot',
  }),
  row('High', 'Low', 'Low', {
    slug: 'mint-chocolate-chip',
    personalityType: 'Social Energizer',
    funkyFlavorName: 'Mint Chocolate Chip',
    ogFlavorName: 'Party Pear Energizer',
    color: { name: 'Lime Green', hex: '#32CD32' },
    ogFlavorDescription: 'Cool mint, dark chocolate chips and a splash of juicy pear: the party in a cone.',
    personalityDescription:
      'A life-of-the-party soul who lives for the moment, the big chorus and everyone singing it together.',
    celebrities: ['Dua Lipa', 'Snoop Dogg', 'Jennifer Lopez', 'Pitbull'],
    ingredient: 'pear',
  }),
  row('Low', 'High', 'High', {
    slug: 'caramel',
    personalityType: 'Thoughtful Innovator',
    funkyFlavorName: 'Caramel',
    ogFlavorName: 'Caramel Innovator',
    color: { name: 'Caramel Brown', hex: '#A0522D' },
    ogFlavorDescription: 'Slow-cooked salted caramel with a buttery ribbon: patient, deep and surprising.',
    personalityDescription:
      'A quiet mastermind who digs deep, plans carefully and loves finding the song nobody else has heard yet.',
    celebrities: ['Billie Eilish', 'Keanu Reeves', 'Björk', 'Frank Ocean'],
    ingredient: 'caramel',
  }),
  row('Low', 'High', 'Low', {
    slug: 'vanilla',
    personalityType: 'Reliable Specialist',
    funkyFlavorName: 'Vanilla',
    ogFlavorName: 'Vanilla Specialist',
    color: { name: 'Soft Cream', hex: '#F5DEB3' },
    ogFlavorDescription: 'Classic vanilla bean, smooth and timeless: the flavour everyone trusts.',
    personalityDescription:
      'A steady, loyal listener who knows exactly what they love and keeps the classics on repeat.',
    celebrities: ['Ed Sheeran', 'Adele', 'Tom Hanks', 'Emma Watson'],
    ingredient: 'vanilla-beans',
  }),
  row('Low', 'Low', 'High', {
    slug: 'matcha-pistachio',
    personalityType: 'Quiet Dreamer',
    funkyFlavorName: 'Matcha / Pistachio',
    ogFlavorName: 'Forest Dreamer',
    color: { name: 'Forest Green', hex: '#228B22' },
    ogFlavorDescription:
      'Stone-ground matcha folded with roasted pistachio: earthy, calm and a little mysterious.',
    personalityDescription:
      'An imaginative wanderer who drifts between moods and genres and finds magic in the small hours.',
    celebrities: ['Lana Del Rey', 'Phoebe Bridgers', 'Thom Yorke', 'Timothée Chalamet'],
    ingredient: 'tea-leaves',
  }),
  row('Low', 'Low', 'Low', {
    slug: 'coffee',
    personalityType: 'Laid-Back Minimalist',
    funkyFlavorName: 'Coffee',
    ogFlavorName: 'Affogato Minimalist',
    color: { name: 'Espresso Black', hex: '#3B2F2F' },
    ogFlavorDescription: 'Vanilla gelato drowned in a shot of hot espresso: simple, strong and unhurried.',
    personalityDescription:
      'A relaxed, low-key soul who keeps it simple, loves a comfort track and never rushes the good part.',
    celebrities: ['Norah Jones', 'Jack Johnson', 'Mac DeMarco', 'Jeff Bridges'],
    ingredient: 'affogato',
  }),
];

/** A trait score as a result states it: a whole number, 0–100. */
export function roundScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}

export function binFor(score: number): Bin {
  return score >= HIGH_THRESHOLD ? 'High' : 'Low';
}

export function rowKeyFor(bins: Readonly<Record<TraitKey, Bin>>): RowKey {
  return `${bins.E} ${bins.C} ${bins.O}`;
}

export function findRowByKey(key: string): FlavorRow | undefined {
  return FLAVOR_ROWS.find((r) => r.rowKey === key);
}

/** Every combination of bins has exactly one row, so this never fails for valid bins. */
export function rowForBins(bins: Readonly<Record<TraitKey, Bin>>): FlavorRow {
  const found = findRowByKey(rowKeyFor(bins));
  if (!found) throw new Error(`No flavour row for ${rowKeyFor(bins)}`);
  return found;
}
