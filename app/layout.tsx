import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { InteractiveMark } from '@/components/ui/interactive-mark';
import { Toaster } from '@/components/ui/toaster';
import { brand, landingTitle } from '@/lib/brand';
import { FAVICON_HREF } from '@/lib/favicon';
import { siteOrigin } from '@/lib/config';
import { ogImagePath } from '@/lib/flavor/slug';
import './globals.css';

/**
 * Link previews: Open Graph and a large Twitter card on every page, with the site's 1200×630
 * picture (public/og, made by `npm run og:images`; the flavour pages bring their own). Relative URLs
 * resolve against metadataBase.
 */
const siteImage = {
  url: ogImagePath('site'),
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${landingTitle} Find the ice-cream flavour that matches your music.`,
};

export const metadata: Metadata = {
  metadataBase: siteOrigin(),
  title: landingTitle,
  description: brand.subtitle,
  icons: { icon: { url: FAVICON_HREF, type: 'image/svg+xml' } },
  openGraph: {
    title: landingTitle,
    description: brand.subtitle,
    siteName: brand.productName,
    type: 'website',
    images: [siteImage],
  },
  twitter: {
    card: 'summary_large_image',
    title: landingTitle,
    description: brand.subtitle,
    images: [siteImage],
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#fff7ed',
};

/** An empty element after every page's markup: the first paint waits until the parser reaches it. */
const MARKUP_END_ID = 'markup-end';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-interactive="false">
      <head>
        {/* Hold the first paint until the page's markup is parsed. The parser yields part-way through a
            document and Chrome would paint what it has: the landing's centred hero then jumped up when the
            footer arrived (a layout shift of 0.07 in about one cold load in six). Chrome lifts the block when
            the target element is inserted, so the target comes last. Browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${MARKUP_END_ID}`} blocking="render" />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <Toaster />
        <InteractiveMark />
        <div id={MARKUP_END_ID} hidden />
      </body>
    </html>
  );
}
