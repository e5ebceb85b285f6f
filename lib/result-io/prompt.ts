import { FLAVOR_ROWS, HIGH_THRESHOLD } from '../flavor/table';

/** Where the widget puts the visitor's listening data (docs/product-rules.md § Calls and origins). */
export const DATA_PLACEHOLDER = '{{data}}';

function tableText(): string {
  const header =
    '| E C O | row_key | personality_type | funky_flavour_name | og_flavour_name | og_flavour_description | personality_description | celebrities | primary_color |';
  const lines = FLAVOR_ROWS.map((r) =>
    [
      `${r.bins.E[0]} ${r.bins.C[0]} ${r.bins.O[0]}`,
      r.rowKey,
      r.personalityType,
      r.funkyFlavorName,
      r.ogFlavorName,
      r.ogFlavorDescription,
      r.personalityDescription,
      JSON.stringify(r.celebrities),
      JSON.stringify(r.color),
    ].join(' | '),
  );
  return [header, ...lines.map((l) => `| ${l} |`)].join('\n');
}

/**
 * The AI prompt of docs/product-rules.md § Reading a widget result, built from the table so that the rows the AI copies can never drift from the
 * rows the app renders.
 */
export function buildFlavorPrompt(): string {
  return `You are a playful music-personality analyst. From the Spotify listening data below, score three traits from 0 to 100: Extraversion (E), Conscientiousness (C) and Openness (O).

Rules:
1. Output ONLY a valid JSON object, with no text, comments or code fences before or after it.
2. Bin each trait: "High" when its score is >= ${HIGH_THRESHOLD}, otherwise "Low".
3. row_key is the three bins in the order E C O separated by single spaces, for example "High Low High".
4. Pick exactly one matching row from the table below and copy its values EXACTLY, character for character.
5. Give 3 to 8 evidence signals per trait, each a short sentence that cites the listening data.
6. Do not invent data: use only what is in the listening data. If something is missing, say less, not more.

Lookup table:
${tableText()}

Output this exact shape (scores are strings of whole numbers "0" to "100"):
{"E_score":"","C_score":"","O_score":"","E_bin":"","C_bin":"","O_bin":"","row_key":"","personality_type":"","funky_flavour_name":"","og_flavour_name":"","og_flavour_description":"","personality_description":"","celebrities":[],"primary_color":{"name":"","hex":""},"evidence":{"extraversion_signals":[],"conscientiousness_signals":[],"openness_signals":[]}}

Listening data:
${DATA_PLACEHOLDER}`;
}
