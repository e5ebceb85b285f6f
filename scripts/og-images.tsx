import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og.js';
import { artDataUrl, OgCard, OG_SIZE } from './og-card';
import { landingTitle } from '@/lib/brand';
import { ingredientImageFor, PLACEHOLDER_IMAGE } from '@/lib/flavor/ingredients';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { ogImagePath, slugForRow } from '@/lib/flavor/slug';

/**
 * `npm run og:images`: the 1200×630 link-preview pictures (public/og/*.png), made with next/og from the
 * flavour table, offline. Static files rather than opengraph-image.tsx routes: those routes put Turbopack's
 * async-module runtime (next/og loads WebAssembly) into the browser runtime every page loads, 0.7 KB gzip
 * more JavaScript on the landing page. Run it again after changing the table or the brand.
 */
async function write(path: string, element: React.ReactElement): Promise<void> {
  const png = Buffer.from(await new ImageResponse(element, OG_SIZE).arrayBuffer());
  const file = join(process.cwd(), 'public', path);
  writeFileSync(file, png);
  console.log(`${path}  ${(png.length / 1024).toFixed(1)} KB`);
}

async function main(): Promise<void> {
  mkdirSync(join(process.cwd(), 'public', 'og'), { recursive: true });
  await write(
    ogImagePath('site'),
    <OgCard
      kicker="TASTE YOUR DATA"
      title={landingTitle}
      subtitle="Which ice-cream flavour is your music taste?"
      accentHex="#be185d"
      art={artDataUrl(PLACEHOLDER_IMAGE.src)}
    />,
  );
  for (const row of FLAVOR_ROWS) {
    await write(
      ogImagePath(slugForRow(row)),
      <OgCard
        kicker="MY ICE-CREAM FLAVOR"
        title={row.funkyFlavorName}
        subtitle={`${row.personalityType} · ${row.ogFlavorName}`}
        accentHex={row.color.hex}
        art={artDataUrl(ingredientImageFor(row.funkyFlavorName).src)}
      />,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
