/** @jest-environment node */
import { createTranslator } from 'use-intl/core';
import { readSummary } from '@/components/widget/use-import';
import { translatorFor } from '@/lib/i18n/translator';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/**
 * Classes of mistakes a native read-through of the German found (docs/languages.md § The second German
 * read-through), held for every message of their kind so they cannot come back in a new one.
 */
const DE = createTranslator({ locale: 'de', messages: de });
const EN = createTranslator({ locale: 'en', messages: en });

/** Every leaf of a catalogue as `namespace.key` → message. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const german = leaves(de);

describe('the card header', () => {
  // The same card shows a friend's link, the public flavour pages and a sample result: "your" would be wrong there.
  it.each([
    ['en', en.Result.cardHeader],
    ['de', de.Result.cardHeader],
  ])('in %s names no owner, since the card is not always yours', (_, header) => {
    expect(header).not.toMatch(/\b(your|my|dein\w*|mein\w*)\b/i);
  });
});

describe('German numbers and their nouns', () => {
  it('glues a plural’s number to its word with a no-break space', () => {
    const loose = german.filter(([, m]) => /\{[^{}]*# \p{L}/u.test(m)).map(([k]) => k);
    expect(loose).toEqual([]);
  });

  it('glues a formatted number to the noun after it', () => {
    const loose = german.filter(([, m]) => /, number\} \p{Lu}/u.test(m)).map(([k]) => k);
    expect(loose).toEqual([]);
  });

  // „aus 1 Datei“, „etwa 1 Mal“, „0 Leuten“: one and none are words in German running text.
  it.each([
    ['Widget.doneRead', { plays: 800, files: 1 }, 'aus einer Datei'],
    ['Widget.doneReadOlder', { plays: 800, files: 1, span: '2025', older: 1 }, 'aus einer Datei'],
    ['Evidence.fact.O4long', { times: 1 }, 'etwa einmal'],
    ['Evidence.fact.O4short', { plays: 2 }, 'etwa zweimal'],
    ['Evidence.fact.O4top', { title: 'Song', artist: 'Act', plays: 1 }, 'allein einmal'],
    ['Evidence.fact.O5', { searches: 1, perHundred: 1 }, 'einmal auf Spotify gesucht, etwa eine Suche'],
    ['Evidence.fact.E5', { kinds: 1, countries: 1 }, 'auf einer Geräteart in einem Land'],
    ['Evidence.fact.E3', { following: 0, followers: 0 }, 'Du folgst niemandem, und niemand folgt dir'],
    ['Evidence.fact.E3', { following: 1, followers: 1 }, 'Du folgst einer Person, und eine Person folgt dir'],
    [
      'Evidence.fact.E3playlists',
      { following: 0, followers: 0, playlistFollowers: 0 },
      'deine Playlists haben keine Follower',
    ],
    ['Evidence.fact.C5', { playlists: 0 }, 'keine Playlist mit'],
    [
      'Evidence.fact.C5saved',
      { playlists: 1, tracks: 0 },
      'eine Playlist mit 10 oder mehr Songs gebaut und keinen Song',
    ],
    ['Evidence.fact.E1count', { nights: 1, weekendNights: 1 }, 'An einem von einem Wochenendabend'],
    ['Evidence.fact.E7count', { activeDays: 0, days: 30 }, 'An keinem von 30\u00a0Tagen'],
  ] as const)('%s says %o in words', (key, values, said) => {
    const text = DE(key as Parameters<typeof DE>[0], values);
    expect(text).toContain(said);
    expect(text).not.toMatch(/(?<![\d.,])[01][\s\u00a0]\p{L}/u);
  });

  it('says a score of exactly 60 is on the line, not over it (both languages)', () => {
    for (const trait of ['O', 'C', 'E'] as const) {
      expect(DE(`Evidence.score.${trait}.leanHigh`, { score: 60 })).toContain('genau auf der Linie');
      expect(DE(`Evidence.score.${trait}.leanHigh`, { score: 62 })).toContain('knapp über der Linie');
      expect(EN(`Evidence.score.${trait}.leanHigh`, { score: 60 })).toContain('right on the line');
    }
  });
});

describe('sentences said in one piece', () => {
  // The privacy line once glued „und diesen Namen“ into a wie-clause: each case is now a whole sentence.
  it.each([
    [
      'yes',
      'yes',
      'Im Link stecken deine drei Werte und wie sicher sie sind, dazu dein Name – sonst nichts.',
    ],
    ['yes', 'no', 'Im Link stecken deine drei Werte und wie sicher sie sind – sonst nichts.'],
    ['no', 'yes', 'Im Link stecken deine drei Werte und dein Name – sonst nichts.'],
    ['no', 'no', 'Im Link stecken deine drei Werte – sonst nichts.'],
  ])('the link says what it carries (sure: %s, named: %s)', (sure, named, said) => {
    expect(DE('Share.linkCarries', { sure, named })).toMatch(new RegExp(`^${said.replace('.', '\\.')} `));
  });

  it('says scrobbles fetched from Last.fm, never a file read, in both languages', () => {
    const summary = { musicRows: 8000, filesRead: 1 };
    const german = readSummary(translatorFor('de', de, 'Widget'), summary, true);
    const english = readSummary(translatorFor('en', en, 'Widget'), summary, true);
    expect(german).toBe('Wir haben 8.000\u00a0Scrobbles von Last.fm abgerufen.');
    expect(english).toBe('We fetched 8,000 scrobbles from Last.fm.');
    expect(readSummary(translatorFor('de', de, 'Widget'), summary)).toBe(
      'Wir haben 8.000\u00a0Wiedergaben aus einer Datei gelesen.',
    );
  });
});

describe('the German glossary (docs/languages.md)', () => {
  // One word for one thing; neutral people words; no paired forms; the preview's words too.
  const banned: [RegExp, string][] = [
    [/dieser Person/, 'a friend is an Eis-Buddy'],
    [/Freundin oder eines Freundes|Freundinnen|Freund:in|Freund\*in/, 'neutral words, no paired forms'],
    [/Upload-Widget/, '„Widget“: nothing is uploaded'],
    [/\bnochmal\b|noch einmal|\berneut\b/, 'noch mal'],
    [/Wochenendnächte|Wochenendnächten/, 'Wochenendabende'],
    [/Hörverhalten|Musikdaten|Hörzahlen/, 'Hördaten'],
    [/Last\.fm-Profil/, 'a Last.fm user is a Last.fm-Konto'],
    [/\bPlays\b|\bTracks\b/, 'Wiedergaben, Songs'],
    [/Minimalseele|Funke mit Weitblick|buttrige/, 'the rows as the second read-through rewrote them'],
  ];
  it.each(banned)('has no %s (%s)', (pattern) => {
    // Apple's own file name "Track Play History" is a name, not a word of ours.
    const found = german
      .filter(([, m]) => pattern.test(m.replace(/Track Play History/g, '')))
      .map(([k]) => k);
    expect(found).toEqual([]);
  });
});
