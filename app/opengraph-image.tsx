import { ImageResponse } from 'next/og';
import { artDataUrl, OgCard, OG_SIZE } from '@/components/og-card';
import { landingTitle } from '@/lib/brand';
import { PLACEHOLDER_IMAGE } from '@/lib/flavor/ingredients';

/** The site's link preview (every page without its own), made at build time. */
export const alt = `${landingTitle} Find the ice-cream flavour that matches your music.`;
export const size = OG_SIZE;
export const contentType = 'image/png';

const art = artDataUrl(PLACEHOLDER_IMAGE.src);

export default function Image() {
  return new ImageResponse(
    <OgCard
      kicker="TASTE YOUR DATA"
      title={landingTitle}
      subtitle="Which ice-cream flavour is your music taste?"
      accentHex="#be185d"
      art={art}
    />,
    { ...size },
  );
}
