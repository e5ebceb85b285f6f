/**
 * The /flavor pre-paint script (lib/prepaint/prepaint.ts), run as the page inlines it, on every hostile
 * value of fixtures/corrupt-storage.ts: it never throws and reveals no card for any of them (the page
 * then shows its loading state and decides: the error toast), and it reveals the saved card for the
 * well-shaped values e2e/hostile-storage.spec.ts renders. (Run without coverage instrumentation, as
 * prepaint.test.ts explains.)
 */
import { cardFingerprint } from '@/lib/flavor/card';
import { PREPAINT_STYLE_ID, prepaintScript, rowFingerprints } from '@/lib/prepaint/prepaint';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { findRowByKey } from '@/lib/flavor/table';
import {
  CORRUPT_STORED,
  editedStored,
  HOSTILE_HEXES,
  MARKUP_STORED_TEXT,
  paddedTo,
  PROTO_KEY_STORED_TEXT,
  VALID_STORED,
  VALID_STORED_TEXT,
} from '@/fixtures/corrupt-storage';

const runScript = new Function(prepaintScript()) as () => void;

/** Stores `text`, runs the script and returns the revealed card's index, or null. */
function reveal(text: string): number | null {
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  sessionStorage.clear();
  sessionStorage.setItem(STORAGE_KEY, text);
  expect(() => runScript()).not.toThrow();
  const style = document.getElementById(PREPAINT_STYLE_ID);
  if (!style) return null;
  const match = /\[data-prepaint-row="(\d+)"\]\{display:block\}/.exec(style.textContent ?? '');
  if (!match?.[1]) throw new Error(`unexpected pre-paint rules: ${style.textContent}`);
  return Number(match[1]);
}

/** What the page shows once hydrated, as the index of one of the eight cards (or null). */
function pageCard(text: string): number | null {
  const stored = parseStoredText(text);
  if (stored.status !== 'ok') return null;
  const index = rowFingerprints().indexOf(cardFingerprint(stored.result));
  return index < 0 ? null : index;
}

const row = findRowByKey(VALID_STORED.row_key as string);
const CARAMEL_INDEX = rowFingerprints().indexOf(cardFingerprint(VALID_STORED as never));

afterEach(() => {
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  sessionStorage.clear();
});

describe('pre-paint script on hostile session storage', () => {
  it('knows the Caramel card', () => {
    expect(row?.funkyFlavorName).toBe('Caramel');
    expect(CARAMEL_INDEX).toBeGreaterThanOrEqual(0);
  });

  it.each(CORRUPT_STORED.map((c) => [`${c.category}: ${c.label}`, c.value] as const))(
    '%s: reveals no card, without throwing',
    (_name, value) => {
      expect(reveal(value)).toBeNull();
      expect(window).not.toHaveProperty('__pwned');
    },
  );

  it.each([
    ['a valid value', VALID_STORED_TEXT],
    [`a valid value of exactly ${MAX_RESULT_CHARS} chars`, paddedTo(MAX_RESULT_CHARS)],
    ['a valid shape with an extra __proto__ key', PROTO_KEY_STORED_TEXT],
  ])('%s: reveals the Caramel card, as the page shows it', (_name, text) => {
    expect(reveal(text)).toBe(CARAMEL_INDEX);
    expect(pageCard(text)).toBe(CARAMEL_INDEX);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  const wellShapedHostile: Array<[string, string]> = [
    ['markup in a well-shaped value', MARKUP_STORED_TEXT],
    ...HOSTILE_HEXES.map((hex): [string, string] => [
      `primary_color.hex ${JSON.stringify(hex)}`,
      editedStored((r) => (r.primary_color = { name: 'Caramel Brown', hex })),
    ]),
  ];
  it.each(wellShapedHostile)(
    '%s: agrees with the page (a card only when it is that very card)',
    (_name, text) => {
      expect(reveal(text)).toBe(pageCard(text));
      expect(window).not.toHaveProperty('__pwned');
    },
  );
});
