import { findRowByKey, type FlavorRow } from '../../lib/flavor/table';

/**
 * The product's eight-row lookup table (bins -> type, flavours, colour), written out here by hand rather
 * than imported from the app, so the suite catches any drift in lib/flavor/table.ts. `ingredient` is what
 * the picture of each funky flavour must show.
 */
export interface SpecRow {
  rowKey: string;
  personalityType: string;
  funky: string;
  og: string;
  colorName: string;
  hex: string;
  ingredient: RegExp;
}

export const SPEC_ROWS: readonly SpecRow[] = [
  row(
    'High High High',
    'Visionary Leader',
    'Chocolate',
    'ChocoVision Leader',
    'Deep Burgundy',
    '#4B1E1E',
    /chocolate bar/i,
  ),
  row(
    'High High Low',
    'Practical Organizer',
    'Sorbet',
    'Citrus Organizer',
    'Bright Orange',
    '#FFA500',
    /citrus/i,
  ),
  row(
    'High Low High',
    'Creative Explorer',
    'Strawberry',
    'HoneySpice Explorer',
    'Golden Honey',
    '#FFD700',
    /honey pot/i,
  ),
  row(
    'High Low Low',
    'Social Energizer',
    'Mint Chocolate Chip',
    'Party Pear Energizer',
    'Lime Green',
    '#32CD32',
    /pear/i,
  ),
  row(
    'Low High High',
    'Thoughtful Innovator',
    'Caramel',
    'Caramel Innovator',
    'Caramel Brown',
    '#A0522D',
    /caramel/i,
  ),
  row(
    'Low High Low',
    'Reliable Specialist',
    'Vanilla',
    'Vanilla Specialist',
    'Soft Cream',
    '#F5DEB3',
    /vanilla bean/i,
  ),
  row(
    'Low Low High',
    'Quiet Dreamer',
    'Matcha / Pistachio',
    'Forest Dreamer',
    'Forest Green',
    '#228B22',
    /tea leaves/i,
  ),
  row(
    'Low Low Low',
    'Laid-Back Minimalist',
    'Coffee',
    'Affogato Minimalist',
    'Espresso Black',
    '#3B2F2F',
    /affogato/i,
  ),
];

function row(
  rowKey: string,
  personalityType: string,
  funky: string,
  og: string,
  colorName: string,
  hex: string,
  ingredient: RegExp,
): SpecRow {
  return { rowKey, personalityType, funky, og, colorName, hex, ingredient };
}

export function specRow(funky: string): SpecRow {
  const found = SPEC_ROWS.find((r) => r.funky === funky);
  if (!found) throw new Error(`No spec row for ${funky}`);
  return found;
}

/** The app's own wording for the parts the table above leaves open (descriptions, celebrities). */
export function appRow(spec: SpecRow): FlavorRow {
  const found = findRowByKey(spec.rowKey);
  if (!found) throw new Error(`lib/flavor/table.ts has no row ${spec.rowKey}`);
  return found;
}

const SCORE = { High: '84', Low: '27' } as const;

/** A complete, consistent result as the AI would return it for a row, with every result field. */
export function aiResult(spec: SpecRow): Record<string, unknown> {
  const [E, C, O] = spec.rowKey.split(' ') as ['High' | 'Low', 'High' | 'Low', 'High' | 'Low'];
  const own = appRow(spec);
  return {
    E_score: SCORE[E],
    C_score: SCORE[C],
    O_score: SCORE[O],
    E_bin: E,
    C_bin: C,
    O_bin: O,
    row_key: spec.rowKey,
    personality_type: spec.personalityType,
    funky_flavour_name: spec.funky,
    og_flavour_name: spec.og,
    og_flavour_description: own.ogFlavorDescription,
    personality_description: own.personalityDescription,
    celebrities: [...own.celebrities],
    primary_color: { name: spec.colorName, hex: spec.hex },
    evidence: {
      extraversion_signals: [
        'Listened with friends on 12 evenings',
        'Played 40 party playlists',
        'Shared 9 tracks',
      ],
      conscientiousness_signals: [
        'Finished 88% of albums',
        'Kept 6 tidy playlists',
        'Listened at regular hours',
      ],
      openness_signals: ['Heard 214 artists', 'Explored 31 genres', 'Tried 57 new releases'],
    },
  };
}

/** The four string forms a widget result may arrive in (plain, fenced, quoted and escaped, JSON5). */
export const STRING_FORMS: ReadonlyArray<{
  name: string;
  funky: string;
  encode: (r: Record<string, unknown>) => string;
}> = [
  { name: 'plain JSON string', funky: 'Sorbet', encode: (r) => JSON.stringify(r) },
  {
    name: 'code-fenced JSON',
    funky: 'Strawberry',
    encode: (r) => '```json\n' + JSON.stringify(r, null, 2) + '\n```',
  },
  {
    name: 'quoted and escaped JSON',
    funky: 'Caramel',
    // A JSON string stringified once more (surrounding quotes, \" and \n escapes), non-ASCII as \uXXXX.
    encode: (r) =>
      JSON.stringify(JSON.stringify(r, null, 2)).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
  },
  {
    name: 'JSON5',
    funky: 'Matcha / Pistachio',
    encode: (r) => toJson5(r),
  },
];

/** Unquoted keys, single-quoted strings, trailing commas and a comment: valid JSON5, invalid JSON. */
function toJson5(value: unknown, indent = ''): string {
  const inner = indent + '  ';
  if (Array.isArray(value)) return `[${value.map((v) => toJson5(v, inner)).join(', ')},]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([k, v]) => `${inner}${k}: ${toJson5(v, inner)},`);
    return `{\n${indent === '' ? `${inner}// scored by the AI\n` : ''}${entries.join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}
