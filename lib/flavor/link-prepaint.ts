/**
 * Pre-paint for the flavour pages (`/flavor/<slug>`). A personal link's fragment is read only once the
 * page is interactive (docs/sharing-links.md), and the friend's scores it adds under the card used to push
 * the rest of the page down after its first paint: a layout shift of about 0.1 on a phone. So when the URL
 * has a fragment, this inline script, run while the HTML is parsed, hides everything below the card until
 * the page has read the fragment; the page then shows it all in one commit (components/friend-link.tsx).
 * A page without a fragment is untouched.
 */

/**
 * Marks what waits below the card. Short: it is in the HTML of every flavour page, which must stay within
 * the first round trip of a new connection (docs/performance.md).
 */
export const LINK_LATER_ATTRIBUTE = 'data-ll';

/**
 * The script's body: adds `css` when the URL has a fragment, and takes it away after 5 seconds if the
 * page's scripts never arrive. Self-contained (serialised with Function#toString); never throws.
 */
export function hideUntilLinkRead(css: string): void {
  try {
    if (location.hash.length < 2) return;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    setTimeout(() => style.remove(), 5000);
  } catch {
    // Nothing hidden: the page shows as it is, and at worst moves once.
  }
}

/** The inline script (our own constants only), rendered by the page while it has not read the fragment. */
export function linkPrepaintScript(): string {
  const css = `[${LINK_LATER_ATTRIBUTE}]{display:none}`;
  return `(${hideUntilLinkRead.toString()})(${JSON.stringify(css).replace(/</g, '\\u003c')})`;
}
