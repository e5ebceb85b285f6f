import { ImageResponse } from 'next/og';
import { artDataUrl, OgCard, OG_SIZE } from '@/components/og-card';
import { ingredientImageFor } from '@/lib/flavor/ingredients';
import { FLAVOR_SLUGS, rowForSlug } from '@/lib/flavor/slug';

/**
 * Each public flavour page's link preview, made at build time. Next does not share generateStaticParams
 * between page.tsx and this file: without its own list (and dynamicParams = false) every image URL is a 404.
 */
export const alt = 'An ice-cream flavour of the Data Revolution Pop-Up: its name, type and ingredient';
export const size = OG_SIZE;
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return FLAVOR_SLUGS.map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const row = rowForSlug((await params).slug);
  if (!row) throw new Error('Unknown flavour');
  return new ImageResponse(
    <OgCard
      kicker="MY ICE-CREAM FLAVOR"
      title={row.funkyFlavourName}
      subtitle={`${row.personalityType} · ${row.ogFlavourName}`}
      accentHex={row.color.hex}
      art={artDataUrl(ingredientImageFor(row.funkyFlavourName).src)}
    />,
    { ...size },
  );
}
