/**
 * Finds German left on an English screen (a visitor who switched languages): words that are German only, the
 * product's German words and the German forms of its typography. The counterpart of english-left.ts; words both
 * languages share ("in", "so", "man", "will") are not on the list.
 */
const GERMAN_ONLY = [
  'und',
  'der',
  'das',
  'nicht',
  'mit',
  'du',
  'dein',
  'deine',
  'deiner',
  'deinen',
  'ist',
  'von',
  'für',
  'auf',
  'wie',
  'als',
  'eher',
  'oder',
  'hast',
  'bei',
  'Wiedergaben',
  'Hördaten',
  'Sorte',
  'Hinweise',
  'gewählt',
  'anderen',
  'Uhr',
];

const GERMAN_WORD = new RegExp(`(?<![\\p{L}'’-])(${GERMAN_ONLY.join('|')})(?![\\p{L}'’-])`, 'gu');

/** German quotes „…“ around a word are the German way, whatever is inside. */
const GERMAN_QUOTE = /„/g;

/** The German-only words in `text`, each with a little context, after removing `allowed` names. */
export function germanLeft(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  const found = [...rest.matchAll(GERMAN_WORD), ...rest.matchAll(GERMAN_QUOTE)];
  return found.map((m) => {
    const at = m.index ?? 0;
    return rest.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ');
  });
}
