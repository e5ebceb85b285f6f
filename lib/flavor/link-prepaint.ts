/**
 * Pre-paint for the flavour pages (`/flavor/<slug>`). A personal link's fragment is read only once the
 * page is interactive (docs/sharing-links.md), and what it adds (their scores, a call to find your own)
 * goes below the card. Painted first and filled in later, that pushed the page's lower half down: a
 * layout shift of about 0.1 on a phone. So when the URL has a fragment, this inline script, run while the
 * HTML is parsed, hides everything below the card until the page has read it, and blanks the line above
 * the card (a new text in a centred line moves its letters); the page then shows it all in one commit
 * (components/friend-link.tsx). A page without a fragment is untouched.
 */

/** Marks what waits for the fragment to be read: hidden, or (the title line, which keeps its box) blank. */
export const LINK_LATER_ATTRIBUTE = 'data-link-later';
export const LINK_TITLE_ATTRIBUTE = 'data-link-title';
export const LINK_PREPAINT_STYLE_ID = 'link-prepaint';

interface LinkPrepaintArgs {
  attribute: string;
  titleAttribute: string;
  styleId: string;
  /** If the scripts never arrive, everything shows after this long anyway. */
  giveUpMs: number;
}

/** The script's body. Self-contained (serialised with Function#toString); never throws. */
export function hideUntilLinkRead(args: LinkPrepaintArgs): void {
  try {
    if (window.location.hash.length < 2) return;
    const style = document.createElement('style');
    style.id = args.styleId;
    style.textContent = `[${args.attribute}]{display:none}[${args.titleAttribute}]{visibility:hidden}`;
    document.head.appendChild(style);
    window.setTimeout(() => style.remove(), args.giveUpMs);
  } catch {
    // Nothing hidden: the page shows as it is, and at worst moves once.
  }
}

/** The inline script for the flavour pages' prerendered HTML (our own constants only). */
export function linkPrepaintScript(): string {
  const args: LinkPrepaintArgs = {
    attribute: LINK_LATER_ATTRIBUTE,
    titleAttribute: LINK_TITLE_ATTRIBUTE,
    styleId: LINK_PREPAINT_STYLE_ID,
    giveUpMs: 5000,
  };
  return `(${hideUntilLinkRead.toString()})(${JSON.stringify(args).replace(/</g, '\\u003c')})`;
}
