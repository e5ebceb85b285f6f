/**
 * Taps that land before React runs (docs/widget-protocol.md § A tap before React). A prerendered page shows
 * its buttons before the framework's scripts have hydrated them, and a tap in that moment would do nothing.
 * An inline script (earlyTapScript) records the name of the last tapped element marked
 * `data-early-tap="<name>"` in `window.__earlyTap`, until the page marks itself interactive; the component
 * that owns the button takes the record once it mounts and acts on it (components/ui/use-early-tap.ts).
 *
 * The global is written by an inline script and read here as `unknown`: anything but a known name is no tap.
 */

/** Where the inline script keeps the record (`window.__earlyTap`). */
export const EARLY_TAP_KEY = '__earlyTap';

/** The controls whose early taps are kept, as written in their `data-early-tap` attribute. */
export const EARLY_TAP_NAMES = ['quiz', 'link-carries'] as const;

export type EarlyTapName = (typeof EARLY_TAP_NAMES)[number];

export type EarlyTapHost = Record<string, unknown>;

export function isEarlyTapName(value: unknown): value is EarlyTapName {
  return typeof value === 'string' && (EARLY_TAP_NAMES as readonly string[]).includes(value);
}

/**
 * Whether `name` was the last control tapped before React ran, and if so the record is cleared: a tap is
 * answered at most once. A record naming another known control is left for that control; anything else
 * there is no tap and is cleared too.
 */
export function takeEarlyTap(host: EarlyTapHost, name: EarlyTapName): boolean {
  const recorded = host[EARLY_TAP_KEY];
  if (recorded === undefined) return false;
  if (recorded !== name && isEarlyTapName(recorded)) return false;
  delete host[EARLY_TAP_KEY];
  return recorded === name;
}

/**
 * The recorder. Self-contained, as it runs as an inline script (earlyTapScript): only its argument and the
 * browser's globals. It listens in the capture phase on the document, so it hears the tap before anything
 * else can stop it, and it stops recording once the page is interactive (components/ui/interactive-mark.tsx):
 * from then on React's own handler answers the tap. A keyboard's Enter or Space on a button is a click too.
 */
function recordEarlyTaps(key: string): void {
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.dataset.interactive === 'true') return;
      const target = event.target;
      const marked = target instanceof Element ? target.closest('[data-early-tap]') : null;
      if (marked) (window as unknown as Record<string, unknown>)[key] = marked.getAttribute('data-early-tap');
    },
    true,
  );
}

/** The inline script a page with early-tap controls runs before their markup. */
export function earlyTapScript(): string {
  return `(${recordEarlyTaps.toString()})(${JSON.stringify(EARLY_TAP_KEY)})`;
}
