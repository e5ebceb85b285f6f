'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/screens/error-screen';
import './globals.css';

/** Catches errors in the root layout itself, which app/error.tsx cannot: it replaces the whole document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Render error:', error);
  }, [error]);
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans antialiased">
        <ErrorScreen />
      </body>
    </html>
  );
}
