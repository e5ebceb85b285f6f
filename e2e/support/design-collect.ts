import type { Frame, Page } from '@playwright/test';

/**
 * The design spec's readers (e2e/design-system.spec.ts): what a screen shows, read in the page in
 * one script per page or frame. Each function passed to `evaluate` runs in the page and refers to nothing
 * outside itself.
 *
 * "Visible" everywhere here: rendered (checkVisibility with opacity and visibility), a box larger than 1×1,
 * not inside a box that clips it to nothing (the screen readers' sr-only box), not pushed off the page's left
 * or top edge. Anything inside the preview build's label ([data-build-label], docs/qa.md) is left out: a
 * production build has none of it.
 */

/** The look of an action control, as the design system's count compares it. */
export interface Look {
  readonly background: string;
  readonly color: string;
  /** Width, style and colour of the four sides: one value when all sides agree, else top / right / bottom / left. */
  readonly border: string;
  /** The four corners: one value when all agree; "full" for a pill's "as round as it gets" (≥ 1000 px). */
  readonly radius: string;
  readonly fontSize: string;
  readonly fontWeight: string;
}

export interface ControlReading {
  /** Its resting look: how it looks with nothing chosen (see `chosen`). */
  readonly look: Look;
  /** Its words: aria-label, else its text, else its title (cut to 40 characters). */
  readonly name: string;
  /** `<button>`, `<a>`, `<label>` (a file picker, a radio or checkbox), `<summary>`, `[role=button]`. */
  readonly tag: string;
  /**
   * Set when the control was in a chosen state (aria-pressed, aria-checked, aria-selected or aria-current
   * set, or a label whose radio or checkbox is checked): the look it showed chosen. Its `look` is read with
   * that state switched off for the read (the attribute set to "false", the input unchecked, in the same
   * script, then put back, no event fired): a look that follows the state counts at rest, a look that does
   * not (a class the state sets) still counts as it shows.
   */
  readonly chosen?: Look;
}

export interface TextReading {
  /** Computed font size, e.g. "16px". */
  readonly size: string;
  readonly text: string;
}

export interface NativeReading {
  readonly kind: 'file' | 'radio' | 'checkbox';
  /** Its label's words, or its name attribute. */
  readonly name: string;
  /** Its box, e.g. "20×20 at 24,300". */
  readonly box: string;
}

export interface ScreenReading {
  readonly controls: readonly ControlReading[];
  readonly texts: readonly TextReading[];
  readonly natives: readonly NativeReading[];
  /** Per test id asked for: the top of its first visible element, in page coordinates (scroll 0); null: none. */
  readonly tops: Readonly<Record<string, number | null>>;
  readonly viewport: { readonly width: number; readonly height: number };
  /** document.documentElement.scrollHeight. */
  readonly scrollHeight: number;
  /**
   * The visible leaf boxes inside <main>, across the viewport (clamped to it): `span` from the leftmost left to
   * the rightmost right, `covered` the width their union covers (gaps between columns left out).
   */
  readonly main: {
    readonly left: number;
    readonly right: number;
    readonly span: number;
    readonly covered: number;
  };
}

/** Runs in the page. */
function readScreenInPage(testIds: readonly string[]): ScreenReading {
  const clipCache = new Map<Element, boolean>();
  /** Inside a box that shows nothing of it: sr-only (1 px, overflow hidden), clip or clip-path to nothing. */
  function clippedAway(el: Element | null): boolean {
    if (!el) return false;
    const known = clipCache.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const hides = style.overflow !== 'visible' && (rect.width <= 1 || rect.height <= 1);
    const result =
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      hides ||
      clippedAway(el.parentElement);
    clipCache.set(el, result);
    return result;
  }
  function offPage(rect: DOMRect): boolean {
    return rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0;
  }
  function visible(el: Element): boolean {
    if (el.closest('[data-build-label]')) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || offPage(rect)) return false;
    return !clippedAway(el.parentElement) && !(getComputedStyle(el).clipPath === 'inset(50%)');
  }
  const short = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const nameOf = (el: Element) =>
    short(el.getAttribute('aria-label')) ||
    short(el instanceof HTMLElement ? el.innerText : el.textContent) ||
    short(el.getAttribute('title')) ||
    '(no words)';

  function lookOf(el: Element): Look {
    const s = getComputedStyle(el);
    const sides = (['top', 'right', 'bottom', 'left'] as const).map((side) => {
      const width = s.getPropertyValue(`border-${side}-width`);
      const style = s.getPropertyValue(`border-${side}-style`);
      if (parseFloat(width) === 0 || style === 'none' || style === 'hidden') return 'none';
      return `${width} ${style} ${s.getPropertyValue(`border-${side}-color`)}`;
    });
    const corners = (['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const).map((corner) => {
      const value = s.getPropertyValue(`border-${corner}-radius`);
      const px = parseFloat(value);
      return px >= 1000 ? 'full' : value;
    });
    const one = (values: string[]) =>
      values.every((v) => v === values[0]) ? values[0]! : values.join(' / ');
    return {
      background: s.backgroundColor,
      color: s.color,
      border: one(sides),
      radius: one(corners),
      fontSize: s.fontSize,
      fontWeight: s.fontWeight,
    };
  }

  /** A link that looks like a button: a surface, a border, or padding of 8 px or more on both axes. */
  function buttonLike(a: Element): boolean {
    const s = getComputedStyle(a);
    const surface = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent';
    const border = (['top', 'right', 'bottom', 'left'] as const).some(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 &&
        !['none', 'hidden'].includes(s.getPropertyValue(`border-${side}-style`)),
    );
    const padX = Math.min(parseFloat(s.paddingLeft), parseFloat(s.paddingRight));
    const padY = Math.min(parseFloat(s.paddingTop), parseFloat(s.paddingBottom));
    return surface || border || (padX >= 8 && padY >= 8);
  }

  const PICKED = ['file', 'radio', 'checkbox'];
  const candidates = Array.from(
    document.querySelectorAll(
      'button, [role="button"], summary, label, a, input[type="button"], input[type="submit"], input[type="reset"]',
    ),
  );
  const controls: ControlReading[] = [];
  for (const el of candidates) {
    if (!visible(el)) continue;
    if (el instanceof HTMLLabelElement) {
      const control = el.control;
      if (!(control instanceof HTMLInputElement) || !PICKED.includes(control.type)) continue;
    } else if (el.tagName === 'A' && el.getAttribute('role') !== 'button' && !buttonLike(el)) continue;
    const tag =
      el.getAttribute('role') === 'button' && el.tagName !== 'BUTTON'
        ? '[role=button]'
        : `<${el.tagName.toLowerCase()}>`;
    // A chosen state, switched off for the read (transitions off, so the read is the new look at once).
    const chosenAttribute = ['aria-pressed', 'aria-checked', 'aria-selected', 'aria-current'].find((name) => {
      const value = el.getAttribute(name);
      return value !== null && value !== 'false';
    });
    const input =
      el instanceof HTMLLabelElement && el.control instanceof HTMLInputElement ? el.control : null;
    const checked = input !== null && input.type !== 'file' && input.checked;
    if (!chosenAttribute && !checked) {
      controls.push({ look: lookOf(el), name: nameOf(el), tag });
      continue;
    }
    const chosen = lookOf(el);
    const html = el as HTMLElement;
    const transition = html.style.getPropertyValue('transition');
    html.style.setProperty('transition', 'none', 'important');
    const was = chosenAttribute ? el.getAttribute(chosenAttribute) : null;
    if (chosenAttribute) el.setAttribute(chosenAttribute, 'false');
    if (checked && input) input.checked = false;
    const look = lookOf(el);
    if (chosenAttribute && was !== null) el.setAttribute(chosenAttribute, was);
    if (checked && input) input.checked = true;
    // The chosen look styled back before transitions return, so none runs from the resting look to it.
    void getComputedStyle(el).backgroundColor;
    if (transition) html.style.setProperty('transition', transition);
    else html.style.removeProperty('transition');
    controls.push({ look, name: nameOf(el), tag, chosen });
  }

  // Every visible text node's size.
  const texts: TextReading[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, template, [data-build-label]')) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || clippedAway(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const shown = Array.from(range.getClientRects()).some(
      (r) => r.width >= 1 && r.height >= 1 && !offPage(r),
    );
    if (shown) texts.push({ size: getComputedStyle(el).fontSize, text: short(node.data) });
  }

  // Native file inputs, radios and checkboxes that show themselves.
  const natives: NativeReading[] = [];
  for (const input of Array.from(document.querySelectorAll('input'))) {
    if (!PICKED.includes(input.type) || !visible(input)) continue;
    if (input.type !== 'file' && getComputedStyle(input).appearance === 'none') continue;
    const rect = input.getBoundingClientRect();
    const label = input.labels?.[0];
    natives.push({
      kind: input.type as NativeReading['kind'],
      name: (label && nameOf(label)) || input.name || '(no name)',
      box: `${Math.round(rect.width)}×${Math.round(rect.height)} at ${Math.round(rect.left + window.scrollX)},${Math.round(rect.top + window.scrollY)}`,
    });
  }

  const tops: Record<string, number | null> = {};
  for (const id of testIds) {
    const shown = Array.from(document.querySelectorAll(`[data-testid="${id}"]`)).find(visible);
    tops[id] = shown ? Math.round(shown.getBoundingClientRect().top + window.scrollY) : null;
  }

  // The leaf boxes of <main> across the viewport (an <svg> is one leaf).
  const width = window.innerWidth;
  const spans: [number, number][] = [];
  const main = document.querySelector('main');
  for (const el of main ? Array.from(main.querySelectorAll('*')) : []) {
    if (el.closest('svg') !== el && el.closest('svg')) continue;
    if (el.tagName.toLowerCase() !== 'svg' && el.children.length > 0) continue;
    if (!visible(el)) continue;
    const rect = el.getBoundingClientRect();
    const left = Math.max(0, rect.left);
    const right = Math.min(width, rect.right);
    if (right > left) spans.push([left, right]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = -Infinity;
  for (const [left, right] of spans) {
    if (right <= reach) continue;
    covered += right - Math.max(left, reach);
    reach = right;
  }
  const left = spans.length ? Math.min(...spans.map((s) => s[0])) : 0;
  const right = spans.length ? Math.max(...spans.map((s) => s[1])) : 0;

  return {
    controls,
    texts,
    natives,
    tops,
    viewport: { width, height: window.innerHeight },
    scrollHeight: document.documentElement.scrollHeight,
    main: {
      left: Math.round(left),
      right: Math.round(right),
      span: Math.round(right - left),
      covered: Math.round(covered),
    },
  };
}

/** Everything the design spec reads of a page or frame as it stands, scrolled to the top first. */
export async function readScreen(
  target: Page | Frame,
  testIds: readonly string[] = [],
): Promise<ScreenReading> {
  await target.evaluate(() => window.scrollTo(0, 0));
  return target.evaluate(readScreenInPage, testIds);
}

/** A venue result's reading: its scroll, and the share row's brand buttons and the personal link shown. */
export interface VenueReading {
  readonly scrollHeight: number;
  readonly innerHeight: number;
  /** The visible share buttons (the share row's brands): their words. */
  readonly shareButtons: readonly string[];
  /** The visible personal link fields and "Copy my link" buttons: what each is. */
  readonly linkFields: readonly string[];
}

/** The words the venue check looks for, from the English catalogue. */
export interface VenueWords {
  /** "Share on {network}", split at the placeholder. */
  readonly shareOn: readonly [string, string];
  readonly copyLink: string;
  readonly linkLabel: string;
}

/** Runs in the page. */
function readVenueInPage(words: VenueWords): VenueReading {
  function visible(el: Element): boolean {
    if (el.closest('[data-build-label]')) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  }
  const short = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const [before, after] = words.shareOn;
  const isShare = (name: string) =>
    name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length;
  // A share button: named "Share on …", or one of the share row's brands ([data-network]); each named once.
  const shareButtons = Array.from(document.querySelectorAll('button, a, [role="button"], [data-network]'))
    .filter(visible)
    .map((el) => ({ el, name: short(el.getAttribute('aria-label')) || short(el.textContent) }))
    .filter(({ el, name }) => isShare(name) || el.hasAttribute('data-network'))
    .map(({ el, name }) => name || `[data-network=${el.getAttribute('data-network')}]`);
  const linkFields: string[] = [];
  for (const input of Array.from(document.querySelectorAll('input'))) {
    if (!visible(input)) continue;
    const label = Array.from(input.labels ?? []).map((l) => short(l.textContent));
    const aLink = /^https?:\/\/.*#v\d/.test(input.value);
    if (aLink || label.includes(words.linkLabel))
      linkFields.push(
        `input "${label[0] ?? input.getAttribute('aria-label') ?? ''}" (${input.value.slice(0, 40)})`,
      );
  }
  for (const el of Array.from(document.querySelectorAll('button, a, [role="button"]')))
    if (visible(el) && short(el.textContent) === words.copyLink)
      linkFields.push(`button "${words.copyLink}"`);
  return {
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
    shareButtons,
    linkFields,
  };
}

export async function readVenue(page: Page, words: VenueWords): Promise<VenueReading> {
  return page.evaluate(readVenueInPage, words);
}

/** Where a name breaks: a word split over lines, or the name over more than two lines. */
export interface NameReading {
  readonly name: string;
  /** How many visible places show the name whole (as one text). */
  readonly shown: number;
  readonly faults: readonly string[];
}

/** Runs in the page. */
function readNamesInPage(names: readonly string[]): NameReading[] {
  function visible(el: Element): boolean {
    if (el.closest('[data-build-label], script, style, noscript, template')) return false;
    return el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  }
  /** The lines a range sits on: its rects grouped by where they stand, one group per line. */
  function lines(range: Range): { top: number; bottom: number }[] {
    const found: { top: number; bottom: number }[] = [];
    const rects = Array.from(range.getClientRects())
      .filter((r) => r.width >= 1 && r.height >= 1)
      .sort((a, b) => a.top - b.top);
    for (const r of rects) {
      const middle = (r.top + r.bottom) / 2;
      const line = found.find((l) => middle > l.top && middle < l.bottom);
      if (line) {
        line.top = Math.min(line.top, r.top);
        line.bottom = Math.max(line.bottom, r.bottom);
      } else found.push({ top: r.top, bottom: r.bottom });
    }
    return found;
  }
  /**
   * A name's words: split at spaces (a hyphenated name is one word: breaking it at its hyphen splits it); a
   * word in a script without spaces (Japanese) is split into its words by the browser's own segmenter.
   */
  function wordsOf(name: string): { word: string; at: number }[] {
    const words: { word: string; at: number }[] = [];
    const spaced = /\S+/g;
    for (let m = spaced.exec(name); m; m = spaced.exec(name)) {
      if (!/[\u3000-\u9fff\uff00-\uffef]/.test(m[0])) {
        words.push({ word: m[0], at: m.index });
        continue;
      }
      const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
      for (const s of segmenter.segment(m[0]))
        if (s.isWordLike) words.push({ word: s.segment, at: m.index + s.index });
    }
    return words;
  }
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
    if (node.parentElement && visible(node.parentElement)) nodes.push(node);
  const where = (el: Element) => {
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    return `<${el.tagName.toLowerCase()}>${id ? ` in [data-testid=${id}]` : ''}`;
  };
  return names.map((name) => {
    const faults: string[] = [];
    let shown = 0;
    for (const node of nodes) {
      for (let at = node.data.indexOf(name); at >= 0; at = node.data.indexOf(name, at + name.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + name.length);
        const onLines = lines(range);
        if (onLines.length === 0) continue;
        shown++;
        const el = node.parentElement!;
        if (onLines.length > 2) faults.push(`on ${onLines.length} lines, ${where(el)}`);
        for (const { word, at: offset } of wordsOf(name)) {
          const part = document.createRange();
          part.setStart(node, at + offset);
          part.setEnd(node, at + offset + word.length);
          const split = lines(part);
          if (split.length > 1) {
            const pieces = split.map((l) => Math.round(l.top)).join(', ');
            faults.push(`"${word}" split over ${split.length} lines (tops ${pieces}), ${where(el)}`);
          }
        }
      }
    }
    return { name, shown, faults };
  });
}

export async function readNames(page: Page, names: readonly string[]): Promise<NameReading[]> {
  return page.evaluate(readNamesInPage, names);
}
