import { cardFingerprint, ROW_CARDS, type CardFields } from '../flavor/card';
import { FRIEND_STORAGE_KEY } from '../links/friend-storage';
import { MAX_RESULT_CHARS } from '../result-io/limits';
import { isFlavorResult } from '../flavor/result';
import { STORAGE_KEY } from '../result-io/storage';
import { scriptJson } from '../script-safe-json';

/**
 * Pre-paint for /flavor. The saved result lives in session storage, so the prerendered page can only hold
 * the loading state, and the card used to wait for ~150 KB of framework JavaScript to load and hydrate
 * (about 2.3 s to the card on a slow phone, Lighthouse mobile). The card shows only table values, so the
 * page prerenders the eight possible cards, hidden; this small inline script, run while the HTML is
 * parsed, reads the saved result and reveals its card before the first paint. React then hydrates the
 * same markup and keeps that card's DOM (app/[locale]/(site)/flavor/page.tsx).
 *
 * The script reveals a card only when the value passes the same guard the page uses (isFlavorResult) and
 * its card fields match a table row exactly, i.e. when the page is certain to show that very card once
 * hydrated. The page's reader (parseStoredText) is that guard and then the one reader of extras
 * (lib/result-io/extras.ts), which drops a malformed extra and never the result, so the guard alone decides. Anything else (missing, corrupt, a valid result with other wording) leaves the loading state
 * showing and the page decides as before.
 *
 * The same script serves both languages. A saved result keeps the table's English words (only what the
 * visitor reads changes with the language), so the script matches it against the English cards' fingerprints
 * and reveals a card by its index; on /de/flavor the prerendered card at that index already holds the German
 * words of the row (components/result/result-card.tsx, flavorText). So the script needs no words and no
 * language of its own: it paints the German card on the German page (__tests__/prepaint/prepaint-german.test.tsx).
 *
 * When a friend's reading is kept in the tab too (docs/sharing-links.md), the page leads with "You and …"
 * above the card once hydrated; the script then reveals nothing, so the card does not jump down. What
 * hydration adds below the share step (the code, the crew, the why view) goes above the footer, which the
 * script keeps hidden until React shows it in the same commit: nothing on screen moves.
 */

/** Marks the loading state, the result shell and the eight cards. */
export const PREPAINT_ATTRIBUTES = {
  waiting: 'data-prepaint-waiting',
  shell: 'data-prepaint-shell',
  row: 'data-prepaint-row',
} as const;

/** The id of the <style> the script adds; the page removes it once React owns the state. */
export const PREPAINT_STYLE_ID = 'flavor-prepaint';

interface PrepaintArgs {
  storageKey: string;
  friendKey: string;
  maxChars: number;
  fingerprints: string[];
  styleId: string;
  attributes: typeof PREPAINT_ATTRIBUTES;
}

/**
 * The script's body. Self-contained: it is serialised with Function#toString, so it may use only its
 * parameters and browser globals. Never throws: a failure leaves the loading state. Serialised rather than
 * written as a string (as the flavour pages' link-prepaint.ts is) because it must run the page's very own
 * guard and card fingerprint: a copy in a string would drift from them, and the unit tests run this source.
 */
export function revealSavedCard(
  args: PrepaintArgs,
  isResult: (value: unknown) => boolean,
  fingerprint: (fields: CardFields) => string,
): void {
  try {
    const text = window.sessionStorage.getItem(args.storageKey);
    if (text === null || text.length > args.maxChars) return;
    const value: unknown = JSON.parse(text);
    if (!isResult(value)) return;
    const index = args.fingerprints.indexOf(fingerprint(value as CardFields));
    if (index < 0) return;
    // With a friend's reading in the tab, the pair leads the page above the card (docs/design.md), and only
    // React can draw the pair: the loading state stays up, so the card does not jump down once hydrated.
    if (window.sessionStorage.getItem(args.friendKey) !== null) return;
    const a = args.attributes;
    const style = document.createElement('style');
    style.id = args.styleId;
    // Unlayered rules, so they win over Tailwind's layered `hidden` utility until React takes over.
    // The footer waits for React: what hydration adds (the why view, the code, the crew) goes above it.
    style.textContent = `[${a.waiting}]{display:none}[${a.shell}]{display:flex}[${a.row}="${index}"]{display:block}[${a.shell}]>footer{display:none}`;
    document.head.appendChild(style);
  } catch {
    // Storage blocked or unreadable: the page shows its loading state and then its usual outcome.
  }
}

/** The fingerprint of each row's card, in ROW_CARDS order (the index is the card's `data-prepaint-row`). */
export function rowFingerprints(): string[] {
  return ROW_CARDS.map(cardFingerprint);
}

/** The inline script for /flavor's prerendered HTML. */
export function prepaintScript(): string {
  const args: PrepaintArgs = {
    storageKey: STORAGE_KEY,
    friendKey: FRIEND_STORAGE_KEY,
    maxChars: MAX_RESULT_CHARS,
    fingerprints: rowFingerprints(),
    styleId: PREPAINT_STYLE_ID,
    attributes: PREPAINT_ATTRIBUTES,
  };
  return `(${revealSavedCard.toString()})(${scriptJson(args)},${isFlavorResult.toString()},${cardFingerprint.toString()})`;
}
