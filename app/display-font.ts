import localFont from 'next/font/local';

/**
 * The display face (docs/design.md § Type): Fredoka, OFL, from the @fontsource-variable/fredoka package, its
 * Latin file (German included; other letters fall back glyph by glyph). Through next/font, the framework's own
 * way in: the file is hashed under /_next/static (so the service worker keeps it for offline), preloaded by
 * every page, and a size-adjusted fallback stands in until it arrives. The preload matters: a card or name
 * drawn after hydration would otherwise request the face only then and shift when it lands.
 * `--font-fredoka` names the family for CSS (app/globals.css) and for the pictures' canvas.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-fredoka',
  adjustFontFallback: 'Arial',
});
