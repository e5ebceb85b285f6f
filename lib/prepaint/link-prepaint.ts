/**
 * Pre-paint for the flavour pages (`/flavor/<slug>`). A personal link's fragment is read only once the
 * page is interactive (docs/sharing-links.md), and the friend's scores it adds under the card used to push
 * the rest of the page down after its first paint: a layout shift of about 0.1 on a phone. So when the URL
 * has a fragment, this inline script, run while the HTML is parsed, hides everything below the card until
 * the page has read the fragment; the page then shows it all in one commit (components/friends/friend-link.tsx).
 * A page without a fragment is untouched.
 */

/**
 * Marks what waits below the card. Short: it is in the HTML of every flavour page, which must stay within
 * the first round trip of a new connection (docs/performance.md).
 */
export const LINK_LATER_ATTRIBUTE = 'data-ll';

/**
 * Marks the line above the card that names whose flavour it is (or why the link was refused). It takes its
 * place in the page's flow, below the language switch, so it never draws under it (the width checks);
 * with a fragment its box is kept from the first paint, so the card does not move when the words arrive.
 */
export const LINK_TITLE_ATTRIBUTE = 'data-lt';

/**
 * The script, as the page inlines it (React's `<script dangerouslySetInnerHTML>`, the pattern Next.js
 * documents for inline scripts): with a fragment it adds a style that hides what waits and keeps the title line's box, and takes it away
 * after 5 seconds if the page's scripts never arrive. Plain ES5 of our own constants; it never throws
 * (storage and the DOM are not needed for anything else: nothing hidden, the page at worst moves once).
 */
export const LINK_PREPAINT_SCRIPT =
  'try{if(location.hash.length>1){var s=document.createElement("style");' +
  `s.textContent="[${LINK_LATER_ATTRIBUTE}]{display:none}[${LINK_TITLE_ATTRIBUTE}]{display:flex!important}";` +
  'document.head.appendChild(s);' +
  'setTimeout(function(){s.remove()},5000)}}catch(e){}';
