import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og.js';
import { brand, landingTitle } from '@/lib/brand';
import { accentColors } from '@/lib/flavor/contrast';
import { ingredientImageFor, PLACEHOLDER_IMAGE } from '@/lib/flavor/ingredients';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { ogImagePath, slugForRow } from '@/lib/flavor/slug';

/**
 * `npm run og:images` (before every build): the 1200×630 link-preview pictures, the site's and each flavour
 * page's (public/og/*.png), made with next/og (satori) from the flavour table, offline. Static files rather than
 * opengraph-image.tsx routes: those routes put Turbopack's async-module runtime (next/og loads WebAssembly) into
 * the browser runtime every page loads, 0.7 KB gzip more JavaScript on the landing page. Satori supports a
 * flexbox subset only, so every element with children is display:flex; its built-in font is used.
 */
interface Card {
  path: string;
  kicker: string;
  title: string;
  subtitle: string;
  accentHex: string;
  /** The ingredient art, from public/. */
  art: string;
}

function OgCard({ kicker, title, subtitle, accentHex, art }: Card) {
  const svg = readFileSync(join(process.cwd(), 'public', art.replace(/^\//, '')));
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
        <img src={`data:image/svg+xml;base64,${svg.toString('base64')}`} width={300} height={300} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, color: '#1f1d2b' }}>
          <div style={{ fontSize: 30, color: '#5b5866', letterSpacing: 2 }}>{kicker}</div>
          <div style={{ fontSize: 84, fontWeight: 800, lineHeight: 1.05, marginTop: 12 }}>{title}</div>
          <div style={{ fontSize: 36, marginTop: 20, color: '#3d3a48' }}>{subtitle}</div>
          <div style={{ display: 'flex', fontSize: 28, marginTop: 36, color: '#5b5866' }}>
            {`${brand.event.name} · #datarevolution`}
          </div>
        </div>
      </div>
    </div>
  );
}

async function main(): Promise<void> {
  mkdirSync(join(process.cwd(), 'public', 'og'), { recursive: true });
  const cards: Card[] = [
    {
      path: ogImagePath('site'),
      kicker: 'TASTE YOUR DATA',
      title: landingTitle,
      subtitle: 'Which ice-cream flavour is your music taste?',
      accentHex: '#be185d',
      art: PLACEHOLDER_IMAGE.src,
    },
    ...FLAVOR_ROWS.map((row) => ({
      path: ogImagePath(slugForRow(row)),
      kicker: 'MY ICE-CREAM FLAVOR',
      title: row.funkyFlavorName,
      subtitle: `${row.personalityType} · ${row.ogFlavorName}`,
      accentHex: row.color.hex,
      art: ingredientImageFor(row.funkyFlavorName).src,
    })),
  ];
  for (const card of cards) {
    const png = Buffer.from(
      await new ImageResponse(<OgCard {...card} />, { width: 1200, height: 630 }).arrayBuffer(),
    );
    writeFileSync(join(process.cwd(), 'public', card.path), png);
    console.log(`${card.path}  ${(png.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
