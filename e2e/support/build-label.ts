import type { Page } from '@playwright/test';

/**
 * The build label of a preview (lib/states/label-script.ts) against the page's controls: the names of the
 * controls it covers in the page's first view (as the page stands: a state that opens scrolled is read there).
 * A control counts when it is visible, inside the screen and under the label (where they meet, the screen
 * shows the label); the label's own button does not.
 */
export async function controlsUnderLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const label = document.querySelector('[data-build-stamp]');
    if (!label) return [];
    const box = label.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    const covered: string[] = [];
    for (const control of Array.from(controls)) {
      if (control.closest('[data-build-label]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      for (const rect of Array.from(control.getClientRects())) {
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        // Covered when the label is what the screen shows there: a layer above it (a toast, a dialog) is not.
        const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
        const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
        const shown = across > 1 && down > 1 ? document.elementFromPoint(x, y) : null;
        if (shown?.closest('[data-build-label]')) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
          covered.push(`<${control.tagName.toLowerCase()}> ${name.replace(/\s+/g, ' ').slice(0, 40)}`);
          break;
        }
      }
    }
    return covered;
  });
}

/**
 * The controls under the label once it has followed the page: it places itself a frame after a resize, a scroll
 * or a change of the page, and a page may still be settling (a scroll kept in place, a late layout) when the
 * geometry is read. Read again, a frame apart, for up to a second; what is still covered then is a fault.
 */
export async function controlsUnderLabelAtRest(page: Page): Promise<string[]> {
  let covered = await controlsUnderLabel(page);
  for (let tries = 0; covered.length > 0 && tries < 20; tries++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 40))));
    covered = await controlsUnderLabel(page);
  }
  return covered;
}
