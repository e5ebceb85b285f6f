import { buildShareText } from '@/lib/links/share';
import { FLAVOR_ROWS, findRowByKey } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { flavorNamesFor } from '../support/flavor-words';
import { translatorFor } from '@/lib/i18n/translator';
import { CATALOGUES } from '../support/intl';

const EN = translatorFor('en', CATALOGUES.en, 'Share');
const DE = translatorFor('de', CATALOGUES.de, 'Share');

const SITE = 'https://example.test';

/** The share text's flavour words as the pages pass them: the row's words in the language. */
const wordsOf = (row: (typeof FLAVOR_ROWS)[number], language: 'en' | 'de') =>
  rowText(row, flavorNamesFor(language));

describe('buildShareText (docs/product-rules.md § Constants)', () => {
  it('builds the exact text for the High High High row', () => {
    expect(buildShareText(wordsOf(FLAVOR_ROWS[0]!, 'en'), SITE, EN)).toBe(
      "If I was an Ice Cream Flavour, I'd be Chocolate, a big-picture spark who rallies the room, keeps the plan on track and still chases the next new sound.\nTaste your data: https://example.test #datarevolution",
    );
  });

  describe.each(FLAVOR_ROWS.map((r) => [r.rowKey, r] as const))('row %s', (_key, row) => {
    const text = buildShareText(wordsOf(row, 'en'), SITE, EN);
    const [first, second, ...rest] = text.split('\n');

    it('has exactly two lines', () => {
      expect(rest).toEqual([]);
      expect(second).toBeDefined();
    });

    it('starts with the flavour sentence', () => {
      expect(first?.startsWith(`If I was an Ice Cream Flavour, I'd be ${row.funkyFlavorName}, `)).toBe(true);
    });

    it('ends the sentence with a single full stop', () => {
      expect(first).toMatch(/[^.]\.$/);
      expect(text).not.toContain('..');
    });

    it('ends with the site and hashtag line', () => {
      expect(second).toBe('Taste your data: https://example.test #datarevolution');
    });
  });

  it('adds exactly one full stop to a description without one', () => {
    expect(buildShareText({ name: 'Vanilla', description: 'calm' }, SITE, EN)).toBe(
      "If I was an Ice Cream Flavour, I'd be Vanilla, calm.\nTaste your data: https://example.test #datarevolution",
    );
  });

  it('uses the given site verbatim', () => {
    const row = findRowByKey('Low Low Low');
    expect(row).toBeDefined();
    const text = buildShareText(
      { name: 'Coffee', description: row?.personalityDescription ?? '' },
      'http://localhost:3000',
      EN,
    );
    expect(text.endsWith('\nTaste your data: http://localhost:3000 #datarevolution')).toBe(true);
  });
});

describe("buildShareText in German (the sharer's language)", () => {
  it('builds the German text for the High High High row with its German words', () => {
    const words = CATALOGUES.de.Flavors[FLAVOR_ROWS[0]!.slug];
    // The catalogue's description is a whole sentence with its own full stop, the text keeps exactly one.
    expect(words.description).toMatch(/[^.]\.$/);
    expect(buildShareText(wordsOf(FLAVOR_ROWS[0]!, 'de'), SITE, DE)).toBe(
      `Wäre ich eine Eissorte, wäre ich ${words.name}. ${words.description}\nDeine Daten zum Löffeln: https://example.test #datarevolution`,
    );
  });

  it.each(FLAVOR_ROWS.map((r) => [r.rowKey, r] as const))(
    'row %s: two lines, German words, one full stop',
    (_k, row) => {
      const words = wordsOf(row, 'de');
      const text = buildShareText(words, SITE, DE);
      const [first, second, ...rest] = text.split('\n');
      expect(rest).toEqual([]);
      // The flavour is its own sentence …
      const opening = `Wäre ich eine Eissorte, wäre ich ${words.name}. `;
      expect(first?.startsWith(opening)).toBe(true);
      // … and the row's description follows as the next one, with a capital and a single full stop.
      const description = first!.slice(opening.length);
      expect(description).toBe(`${words.description.replace(/[.!\s]+$/, '')}.`);
      expect(description).toMatch(/^\p{Lu}/u);
      expect(first).toMatch(/[^.]\.$/);
      expect(text).not.toContain('..');
      expect(second).toBe('Deine Daten zum Löffeln: https://example.test #datarevolution');
    },
  );

  it('keeps a flavour outside the table as the result names it, its description a sentence of its own', () => {
    expect(buildShareText({ name: 'Lemon', description: 'calm' }, SITE, DE)).toBe(
      'Wäre ich eine Eissorte, wäre ich Lemon. Calm.\nDeine Daten zum Löffeln: https://example.test #datarevolution',
    );
    expect(buildShareText({ name: 'Rocky Road', description: 'a bold one who goes far.' }, SITE, DE)).toBe(
      'Wäre ich eine Eissorte, wäre ich Rocky Road. A bold one who goes far.\nDeine Daten zum Löffeln: https://example.test #datarevolution',
    );
  });
});
