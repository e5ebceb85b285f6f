/**
 * The eight personality rows of docs/product-rules.md § The result and the table: the single source of truth for the prompt, the built-in scorer,
 * the result card, the share text and the ingredient images. Spec values are copied exactly; the
 * descriptions and celebrities are our own fixed wording (playful, kind, and about taste only).
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

export interface FlavorRow {
  readonly rowKey: RowKey;
  readonly bins: Readonly<Record<TraitKey, Bin>>;
  readonly personalityType: string;
  readonly funkyFlavorName: string;
  readonly ogFlavorName: string;
  readonly color: { readonly name: string; readonly hex: string };
  readonly ogFlavorDescription: string;
  readonly personalityDescription: string;
  readonly celebrities: readonly string[];
  readonly ingredient: IngredientId;
  /** The row's words in German, as a Berlin ice-cream parlour would write them (celebrities stay as they are). */
  readonly de: RowText;
}

/** The words of a row a visitor reads, in one language. */
export interface RowText {
  readonly personalityType: string;
  readonly funkyFlavorName: string;
  readonly ogFlavorName: string;
  readonly colorName: string;
  readonly ogFlavorDescription: string;
  readonly personalityDescription: string;
}

/**
 * A row's words in a language: German from its `de` fields, anything else the customer's English. Only what the
 * visitor reads changes; the result's JSON, slugs and scores keep the English names.
 */
export function rowText(row: FlavorRow, language: string): RowText {
  if (language === 'de') return row.de;
  return {
    personalityType: row.personalityType,
    funkyFlavorName: row.funkyFlavorName,
    ogFlavorName: row.ogFlavorName,
    colorName: row.color.name,
    ogFlavorDescription: row.ogFlavorDescription,
    personalityDescription: row.personalityDescription,
  };
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
    personalityType: 'Visionary Leader',
    funkyFlavorName: 'Chocolate',
    ogFlavorName: 'ChocoVision Leader',
    color: { name: 'Deep Burgundy', hex: '#4B1E1E' },
    ogFlavorDescription: 'Dark chocolate with a cocoa-nib crunch: bold, rich and made to lead the way.',
    personalityDescription:
      'A big-picture spark who rallies the room, keeps the plan on track and still chases the next new sound.',
    celebrities: ['Beyoncé', 'Oprah Winfrey', 'Lin-Manuel Miranda', 'Serena Williams'],
    ingredient: 'chocolate-bar',
    de: {
      personalityType: 'Visionäre Führungskraft',
      funkyFlavorName: 'Schokolade',
      ogFlavorName: 'Schoko-Vision',
      colorName: 'Tiefes Burgunderrot',
      ogFlavorDescription:
        'Zartbitterschokolade mit knackigen Kakaonibs: kräftig, vollmundig und immer vorneweg.',
      personalityDescription:
        'Ein Funke mit Weitblick, der den Raum mitreißt, den Plan im Blick behält und trotzdem schon den nächsten neuen Sound jagt.',
    },
  }),
  row('High', 'High', 'Low', {
    personalityType: 'Practical Organizer',
    funkyFlavorName: 'Sorbet',
    ogFlavorName: 'Citrus Organizer',
    color: { name: 'Bright Orange', hex: '#FFA500' },
    ogFlavorDescription: 'Zesty orange-and-lemon sorbet: bright, refreshing and always right on time.',
    personalityDescription:
      'A sunny planner who brings people together, knows every word of the favourites and makes things happen.',
    celebrities: ['Taylor Swift', 'Michelle Obama', 'Dwayne Johnson', 'Reese Witherspoon'],
    ingredient: 'citrus-fruits',
    de: {
      personalityType: 'Praktisches Organisationstalent',
      funkyFlavorName: 'Sorbet',
      ogFlavorName: 'Zitrus-Planwerk',
      colorName: 'Leuchtendes Orange',
      ogFlavorDescription: 'Spritziges Orangen-Zitronen-Sorbet: hell, erfrischend und immer pünktlich.',
      personalityDescription:
        'Ein sonniges Planungstalent, das Leute zusammenbringt, jede Zeile der Lieblingssongs kennt und dafür sorgt, dass Dinge passieren.',
    },
  }),
  row('High', 'Low', 'High', {
    personalityType: 'Creative Explorer',
    funkyFlavorName: 'Strawberry',
    ogFlavorName: 'HoneySpice Explorer',
    color: { name: 'Golden Honey', hex: '#FFD700' },
    ogFlavorDescription: 'Strawberry swirled with wildflower honey and a pinch of warm spice.',
    personalityDescription:
      'A curious free spirit who follows their ears wherever they lead and brings friends along for the ride.',
    celebrities: ['Harry Styles', 'Lizzo', 'Bad Bunny', 'Jack Black'],
    ingredient: 'honey-pot',
    de: {
      personalityType: 'Kreativer Entdeckergeist',
      funkyFlavorName: 'Erdbeere',
      ogFlavorName: 'Honig-Würz-Abenteuer',
      colorName: 'Goldener Honig',
      ogFlavorDescription: 'Erdbeere, durchzogen von Wildblütenhonig und einer Prise warmer Gewürze.',
      personalityDescription:
        'Ein neugieriger Freigeist, der seinen Ohren folgt, wohin sie auch führen, und die Freunde gleich mitnimmt.',
    },
  }),
  row('High', 'Low', 'Low', {
    personalityType: 'Social Energizer',
    funkyFlavorName: 'Mint Chocolate Chip',
    ogFlavorName: 'Party Pear Energizer',
    color: { name: 'Lime Green', hex: '#32CD32' },
    ogFlavorDescription: 'Cool mint, dark chocolate chips and a splash of juicy pear: the party in a cone.',
    personalityDescription:
      'A life-of-the-party soul who lives for the moment, the big chorus and everyone singing it together.',
    celebrities: ['Dua Lipa', 'Snoop Dogg', 'Jennifer Lopez', 'Pitbull'],
    ingredient: 'pear',
    de: {
      personalityType: 'Soziales Energiebündel',
      funkyFlavorName: 'Minze-Schoko',
      ogFlavorName: 'Partybirnen-Power',
      colorName: 'Limettengrün',
      ogFlavorDescription:
        'Kühle Minze, dunkle Schokostückchen und ein Schuss saftige Birne: die Party in der Waffel.',
      personalityDescription:
        'Die Seele jeder Party: lebt für den Moment, den großen Refrain und alle, die ihn zusammen mitsingen.',
    },
  }),
  row('Low', 'High', 'High', {
    personalityType: 'Thoughtful Innovator',
    funkyFlavorName: 'Caramel',
    ogFlavorName: 'Caramel Innovator',
    color: { name: 'Caramel Brown', hex: '#A0522D' },
    ogFlavorDescription: 'Slow-cooked salted caramel with a buttery ribbon: patient, deep and surprising.',
    personalityDescription:
      'A quiet mastermind who digs deep, plans carefully and loves finding the song nobody else has heard yet.',
    celebrities: ['Billie Eilish', 'Keanu Reeves', 'Björk', 'Frank Ocean'],
    ingredient: 'caramel',
    de: {
      personalityType: 'Nachdenkliches Erfindergenie',
      funkyFlavorName: 'Karamell',
      ogFlavorName: 'Karamell-Tüftelei',
      colorName: 'Karamellbraun',
      ogFlavorDescription:
        'Langsam gekochtes Salzkaramell mit einer buttrigen Welle: geduldig, tief und überraschend.',
      personalityDescription:
        'Ein stilles Mastermind, das tief gräbt, sorgfältig plant und den Song liebt, den sonst noch niemand kennt.',
    },
  }),
  row('Low', 'High', 'Low', {
    personalityType: 'Reliable Specialist',
    funkyFlavorName: 'Vanilla',
    ogFlavorName: 'Vanilla Specialist',
    color: { name: 'Soft Cream', hex: '#F5DEB3' },
    ogFlavorDescription: 'Classic vanilla bean, smooth and timeless: the flavour everyone trusts.',
    personalityDescription:
      'A steady, loyal listener who knows exactly what they love and keeps the classics on repeat.',
    celebrities: ['Ed Sheeran', 'Adele', 'Tom Hanks', 'Emma Watson'],
    ingredient: 'vanilla-beans',
    de: {
      personalityType: 'Verlässlicher Profi',
      funkyFlavorName: 'Vanille',
      ogFlavorName: 'Vanille-Klassiker',
      colorName: 'Sanftes Cremeweiß',
      ogFlavorDescription: 'Klassische Bourbon-Vanille, cremig und zeitlos: die Sorte, der alle vertrauen.',
      personalityDescription:
        'Treu und beständig: weiß genau, was gefällt, und hat die Klassiker in Dauerschleife.',
    },
  }),
  row('Low', 'Low', 'High', {
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
    de: {
      personalityType: 'Stille Träumerseele',
      funkyFlavorName: 'Matcha / Pistazie',
      ogFlavorName: 'Waldtraum',
      colorName: 'Waldgrün',
      ogFlavorDescription:
        'Steingemahlener Matcha mit gerösteten Pistazien: erdig, ruhig und ein kleines bisschen geheimnisvoll.',
      personalityDescription:
        'Eine fantasievolle Seele, die zwischen Stimmungen und Genres treibt und in den späten Stunden Magie findet.',
    },
  }),
  row('Low', 'Low', 'Low', {
    personalityType: 'Laid-Back Minimalist',
    funkyFlavorName: 'Coffee',
    ogFlavorName: 'Affogato Minimalist',
    color: { name: 'Espresso Black', hex: '#3B2F2F' },
    ogFlavorDescription: 'Vanilla gelato drowned in a shot of hot espresso: simple, strong and unhurried.',
    personalityDescription:
      'A relaxed, low-key soul who keeps it simple, loves a comfort track and never rushes the good part.',
    celebrities: ['Norah Jones', 'Jack Johnson', 'Mac DeMarco', 'Jeff Bridges'],
    ingredient: 'affogato',
    de: {
      personalityType: 'Entspanntes Minimal-Gemüt',
      funkyFlavorName: 'Kaffee',
      ogFlavorName: 'Affogato pur',
      colorName: 'Espressoschwarz',
      ogFlavorDescription:
        'Vanilleeis, übergossen mit einem heißen Espresso: schlicht, kräftig und ohne Eile.',
      personalityDescription:
        'Gelassen und unaufgeregt: hält es einfach, liebt einen Wohlfühlsong und hetzt nie durch den besten Teil.',
    },
  }),
];

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

export function findRowByFunkyFlavor(name: string): FlavorRow | undefined {
  const wanted = name.trim().toLowerCase();
  return FLAVOR_ROWS.find((r) => r.funkyFlavorName.toLowerCase() === wanted);
}
