/**
 * The tab icon: an ice-cream cone drawn here, shipped inside every page's HTML as a `data:` URL. As a file,
 * the browser fetched it while the page was still drawing its first frame, and when that request finished
 * first, Lighthouse's simulation counted it as something the paint waited for (docs/performance.md,
 * "What else raced the paint"). Inline, there is no request to race.
 */
const CONE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<path d="M9 15l7 16 7-16z" fill="#d99a4e"/>' +
  '<path d="M11 19h10M12 23h8" stroke="#b07533" stroke-width="1.4"/>' +
  '<circle cx="16" cy="11" r="9" fill="#f472b6"/>' +
  '<circle cx="12.5" cy="7.5" r="2.2" fill="#fff" opacity=".55"/>' +
  '</svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(CONE_SVG)}`;
