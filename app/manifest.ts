import type { MetadataRoute } from 'next';
import { brand, landingTitle } from '@/lib/brand';

/** The web app manifest (docs/offline.md): installable, opens on the landing. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: landingTitle,
    short_name: brand.productName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fff7ed',
    theme_color: '#fff7ed',
    icons: [{ src: '/partners/scoop-lab.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
