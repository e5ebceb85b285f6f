/**
 * The /flavor pre-paint script (lib/prepaint/prepaint.ts), run exactly as the page inlines it: the string from
 * prepaintScript(), evaluated on its own in jsdom. It must reveal a card only when the page, once hydrated,
 * is certain to show that very card, and never throw.
 *
 * The property compares it with the page's own reading on 3,000 generated stored values:
 * reveal(text) === (parseStoredText(text) is ok ? index of its card among the eight : none).
 * (Run without coverage instrumentation: it rewrites functions so that their source is no longer
 * self-contained, which is exactly what this file would then report.)
 */
import * as fc from 'fast-check';
import { cardFieldsForRow, cardFingerprint } from '@/lib/flavor/card';
import { MAX_RESULT_CHARS } from '@/lib/result-io/limits';
import { PREPAINT_STYLE_ID, prepaintScript, rowFingerprints } from '@/lib/prepaint/prepaint';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import { FRIEND_STORAGE_KEY } from '@/lib/links/friend-storage';
import { parseStoredText, STORAGE_KEY } from '@/lib/result-io/storage';
import { FLAVOR_ROWS, HIGH_THRESHOLD, type FlavorRow } from '@/lib/flavor/table';
import { runs } from '../support/property-runs';

const SCRIPT = prepaintScript();
// The script as the browser runs it: a fresh function with no access to this module's scope.
const runScript = new Function(SCRIPT) as () => void;

/** Stores `text` (or nothing), runs the script and returns the revealed card's index, or null. */
function reveal(text: string | null): number | null {
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  sessionStorage.clear();
  if (text !== null) sessionStorage.setItem(STORAGE_KEY, text);
  runScript();
  const style = document.getElementById(PREPAINT_STYLE_ID);
  if (!style) return null;
  const match = /\[data-prepaint-row="(\d+)"\]\{display:block\}/.exec(style.textContent ?? '');
  if (!match?.[1]) throw new Error(`unexpected pre-paint rules: ${style.textContent}`);
  return Number(match[1]);
}

/** What the page will show once hydrated, as the index of one of the eight cards (or null). */
function pageCard(text: string | null): number | null {
  const stored = parseStoredText(text);
  if (stored.status !== 'ok') return null;
  const index = rowFingerprints().indexOf(cardFingerprint(stored.result));
  return index < 0 ? null : index;
}

/** Scores that land in `row`'s bins. */
function resultFor(row: FlavorRow, evidence?: FlavorResult['evidence']): FlavorResult {
  const score = (bin: 'High' | 'Low') => (bin === 'High' ? HIGH_THRESHOLD + 12 : HIGH_THRESHOLD - 23);
  return buildResult({ E: score(row.bins.E), C: score(row.bins.C), O: score(row.bins.O) }, evidence);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  sessionStorage.clear();
});

describe('pre-paint script', () => {
  it('gives each of the eight cards its own fingerprint', () => {
    expect(new Set(rowFingerprints()).size).toBe(FLAVOR_ROWS.length);
  });

  it.each(FLAVOR_ROWS.map((row, index) => [row.rowKey, row, index] as const))(
    'reveals the %s card for a saved result of that row',
    (_key, row, index) => {
      expect(reveal(JSON.stringify(resultFor(row)))).toBe(index);
      expect(document.getElementById(PREPAINT_STYLE_ID)?.textContent).toBe(
        `[data-prepaint-waiting]{display:none}[data-prepaint-shell]{display:flex}[data-prepaint-row="${index}"]{display:block}[data-prepaint-shell]>footer{display:none}`,
      );
    },
  );

  it("with a friend's reading in the tab, reveals nothing: the pair leads above the card once hydrated", () => {
    const row = FLAVOR_ROWS[4]!;
    sessionStorage.clear();
    sessionStorage.setItem(FRIEND_STORAGE_KEY, 'v1-42-77-91-Sam');
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(resultFor(row)));
    runScript();
    expect(document.getElementById(PREPAINT_STYLE_ID)).toBeNull();
  });

  it('reveals nothing when nothing is saved', () => {
    expect(reveal(null)).toBeNull();
  });

  it.each([
    ['not JSON', '{"funky_flavour_name": "Chocolate", oops'],
    ['JSON of the wrong shape', JSON.stringify({ funky_flavour_name: 'Chocolate', celebrities: 'nobody' })],
    ['a bad score', JSON.stringify({ ...resultFor(FLAVOR_ROWS[0]!), E_score: '101' })],
    [
      'a valid result worded differently from the table',
      JSON.stringify({ ...resultFor(FLAVOR_ROWS[0]!), personality_description: 'Bold and bright.' }),
    ],
    ['a JSON string', JSON.stringify(JSON.stringify(resultFor(FLAVOR_ROWS[0]!)))],
  ])('reveals nothing for %s (the page then decides as before)', (_label, text) => {
    expect(reveal(text)).toBeNull();
  });

  it('reveals nothing for a value over the size cap, which the page reads as corrupt', () => {
    const big = resultFor(FLAVOR_ROWS[1]!, {
      extraversion_signals: ['x'.repeat(MAX_RESULT_CHARS)],
      conscientiousness_signals: [],
      openness_signals: [],
    });
    expect(reveal(JSON.stringify(big))).toBeNull();
  });

  it('reveals nothing and does not throw when session storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => runScript()).not.toThrow();
    expect(document.getElementById(PREPAINT_STYLE_ID)).toBeNull();
  });

  it('cannot close its own <script> element', () => {
    expect(SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  it('agrees with the page on what is saved (3,000 generated values)', () => {
    const canonical = fc
      .record({
        row: fc.constantFrom(...FLAVOR_ROWS),
        signals: fc.array(fc.string({ maxLength: 20 }), { maxLength: 4 }),
      })
      .map(({ row, signals }) =>
        resultFor(row, {
          extraversion_signals: signals,
          conscientiousness_signals: [],
          openness_signals: signals,
        }),
      );
    const field = fc.constantFrom(...(Object.keys(resultFor(FLAVOR_ROWS[0]!)) as (keyof FlavorResult)[]));
    const other = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(...FLAVOR_ROWS.flatMap((row) => Object.values(resultFor(row)) as unknown[])),
    );
    const text = fc.oneof(
      canonical.map((r) => JSON.stringify(r)),
      fc.tuple(canonical, field, other).map(([r, key, value]) => JSON.stringify({ ...r, [key]: value })),
      fc.tuple(canonical, field).map(([r, key]) => {
        const copy: Partial<FlavorResult> = { ...r };
        delete copy[key];
        return JSON.stringify(copy);
      }),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(text, (t) => {
        const shown = reveal(t);
        if (shown !== pageCard(t)) throw new Error(`script revealed ${shown}, the page shows ${pageCard(t)}`);
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe('card fields of a row', () => {
  it('are what a saved result of that row shows', () => {
    for (const row of FLAVOR_ROWS) {
      expect(cardFingerprint(cardFieldsForRow(row))).toBe(cardFingerprint(resultFor(row)));
    }
  });
});
