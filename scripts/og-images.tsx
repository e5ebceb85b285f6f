import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ImageResponse } from 'next/og.js';
import { brand, landingTitle } from '@/lib/brand';
import { accentColors } from '@/lib/flavor/contrast';
import { ingredientSrc, PLACEHOLDER_SRC } from '@/lib/flavor/ingredients';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { ogImagePath, rowForSlug } from '@/lib/flavor/slug';
import { PUBLIC_LANGUAGES } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import type { Messages } from '@/lib/i18n/messages';
import type { ShapeOp } from '@/lib/share/draw-op';
import { textureFor } from '@/lib/share/scoop-art';
import { layoutSundae } from '@/lib/share/sundae';

/**
 * `npm run og:images` (before every build): the 1200×630 link-preview pictures, the site's, the crew page's and
 * each flavour page's, in every public language of lib/i18n/languages.ts (English at public/og/*.png, German at
 * public/og/de/*.png; a preview-only language shows English's: lib/flavor/slug.ts), made with next/og
 * (satori) from the flavour table (`rowText`) and the catalogue's `Og` words, offline. Static files rather than
 * opengraph-image.tsx routes: those routes put Turbopack's async-module runtime (next/og loads WebAssembly) into
 * the browser runtime every page loads, 0.7 KB gzip more JavaScript on the landing page. Satori supports a
 * flexbox subset only, so every element with children is display:flex; its built-in font is used.
 */
interface Card {
  path: string;
  kicker: string;
  title: string;
  subtitle: string;
  /** The line under the subtitle: the event and its hashtag. */
  footer: string;
  accentHex: string;
  /** The art beside the words, as SVG source. */
  art: string;
}

/** An ingredient's art, from public/. */
function publicSvg(src: string): string {
  return readFileSync(join(process.cwd(), 'public', src.replace(/^\//, '')), 'utf8');
}

/** The crew's sundae as SVG source, from the same geometry the crew page and crew picture draw. */
function sundaeSvg(shapes: readonly ShapeOp[], size: number): string {
  const paths = shapes.map(
    (op) =>
      `<path d="${op.d}" fill="${op.fill ?? 'none'}"${op.stroke ? ` stroke="${op.stroke}"` : ''}` +
      `${op.lineWidth ? ` stroke-width="${op.lineWidth}"` : ''}${op.alpha === undefined ? '' : ` opacity="${op.alpha}"`}` +
      ' stroke-linejoin="round" stroke-linecap="round"/>',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${paths.join('')}</svg>`;
}

/** The crew card's cherry: no crew's flavour, a cherry's own red. */
const CHERRY = '#e11d48';

/**
 * The crew card's art: a sundae of five different flavours, the top of its pyramid still free for the scoop
 * the link invites. No crew's own colours: a preview sees only the page, never the fragment.
 */
function crewArt(size: number): string {
  const slugs = ['sorbet', 'mint-chocolate-chip', 'vanilla', 'strawberry', 'caramel'];
  const members = slugs.map((slug) => ({
    hex: rowForSlug(slug)?.color.hex ?? CHERRY,
    texture: textureFor(slug),
  }));
  const sundae = layoutSundae(members, CHERRY, { x: 0, y: 0, w: size, h: size });
  return sundaeSvg(
    [...sundae.back, ...sundae.scoops.flatMap((scoop) => scoop.shapes), ...sundae.front, ...sundae.topping],
    size,
  );
}

function OgCard({ kicker, title, subtitle, footer, accentHex, art }: Card) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        background: accentColors(accentHex).background,
        padding: 48,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: '100%',
          height: '100%',
          alignItems: 'center',
          gap: 48,
          background: '#fff7ed',
          borderRadius: 40,
          padding: 56,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered by satori, not the browser */}
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}`}
          width={300}
          height={300}
          alt=""
        />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, color: '#1f1d2b' }}>
          <div style={{ fontSize: 30, color: '#5b5866', letterSpacing: 2 }}>{kicker}</div>
          <div style={{ fontSize: 84, fontWeight: 800, lineHeight: 1.05, marginTop: 12 }}>{title}</div>
          <div style={{ fontSize: 36, marginTop: 20, color: '#3d3a48' }}>{subtitle}</div>
          <div style={{ display: 'flex', fontSize: 28, marginTop: 36, color: '#5b5866' }}>{footer}</div>
        </div>
      </div>
    </div>
  );
}

/** A language's catalogue, messages/<code>.json. */
function catalogue(locale: Locale): Messages {
  return JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;
}

/** The site's card, the crew page's and the eight flavours' cards in one language. */
function cardsIn(locale: Locale): Card[] {
  const t = translatorFor(locale, catalogue(locale), 'Og');
  const footer = t('footer', { event: brand.event.name });
  return [
    {
      path: ogImagePath('site', locale),
      kicker: t('siteKicker'),
      title: landingTitle,
      subtitle: t('siteSubtitle'),
      footer,
      accentHex: '#be185d',
      art: publicSvg(PLACEHOLDER_SRC),
    },
    {
      path: ogImagePath('crew', locale),
      kicker: t('crewKicker'),
      title: t('crewTitle'),
      subtitle: t('crewSubtitle'),
      footer,
      accentHex: '#7c3aed',
      art: crewArt(300),
    },
    ...FLAVOR_ROWS.map((row) => {
      const text = rowText(row, translatorFor(locale, catalogue(locale), 'Flavors'));
      return {
        path: ogImagePath(row.slug, locale),
        kicker: t('flavorKicker'),
        title: text.name,
        subtitle: t('flavorSubtitle', { type: text.type, ogFlavor: text.ogName }),
        footer,
        accentHex: row.color.hex,
        art: publicSvg(ingredientSrc(row)),
      };
    }),
  ];
}

async function main(): Promise<void> {
  const cards = PUBLIC_LANGUAGES.flatMap((language) => cardsIn(language.code as Locale));
  for (const card of cards) {
    const png = Buffer.from(
      await new ImageResponse(<OgCard {...card} />, { width: 1200, height: 630 }).arrayBuffer(),
    );
    const file = join(process.cwd(), 'public', card.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    console.log(`${card.path}  ${(png.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
