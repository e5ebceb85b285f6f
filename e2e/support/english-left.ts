/**
 * Finds English left on a German screen. A page's text minus what is never translated (the product's title,
 * brands, the event's name, celebrities, hashtags) is searched for words that are English only: function
 * words German never uses ("the", "your", "with") and the product's own English words ("listening",
 * "flavour"). Words both languages share ("in", "so", "was", "die", "an") are not on the list.
 */
const NEVER_TRANSLATED = [
  "What's Your Flavor?",
  "What's Your Flavor",
  'Data Revolution Pop-Up',
  'The Scoop Lab',
  '#datarevolution',
  'Spotify',
  'Apple Music',
  'YouTube Music',
  'Last.fm',
  'Vana',
];

const ENGLISH_ONLY = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'of',
  'to',
  'is',
  'are',
  'this',
  'that',
  'from',
  'not',
  'for',
  'it',
  'how',
  'what',
  'our',
  'we',
  'my',
  'be',
  'has',
  'have',
  'more',
  'than',
  'listeners',
  'listening',
  'flavour',
  'flavor',
  'share',
  'copy',
  'friend',
  'scores',
  'sure',
  'answers',
  'choose',
  'files',
  'try',
  'again',
  'back',
  'next',
  'home',
  'page',
  'found',
  'data',
];

const ENGLISH_WORD = new RegExp(`(?<![\\p{L}'’-])(${ENGLISH_ONLY.join('|')})(?![\\p{L}'’-])`, 'giu');

/** A listener's own names quoted in a sentence („…“, “…”, "…") and file names (my_spotify_data.zip). */
const QUOTED = /„[^“]*“|“[^”]*”|"[^"]*"/g;
const FILE_NAME = /[\w.-]+\.(?:zip|json|csv)\b|\w+_\w+/g;

/**
 * The English-only words in `text` after removing what is never translated: brands, quoted names, file names
 * and the `allowed` names (celebrities, the listener's artists).
 */
export function englishLeft(text: string, allowed: readonly string[] = []): string[] {
  let rest = text.replace(QUOTED, ' ').replace(FILE_NAME, ' ');
  for (const name of [...NEVER_TRANSLATED, ...allowed].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ');
  return [...rest.matchAll(ENGLISH_WORD)].map((m) => {
    const at = m.index ?? 0;
    return rest.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ');
  });
}
