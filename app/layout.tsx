import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';
import { brand, landingTitle } from '@/lib/brand';
import './globals.css';

export const metadata: Metadata = {
  title: landingTitle,
  description: brand.subtitle,
  icons: { icon: '/ingredients/placeholder.svg' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#fff7ed',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
