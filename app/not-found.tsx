'use client';

import { SvgImage } from '@/components/svg-image';
import Link from 'next/link';
import { useEffect } from 'react';

/** Spec §2: the 404 page; the attempted path is logged to the console. Next serves it with HTTP 404. */
export default function NotFound() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <SvgImage
        src="/ingredients/placeholder.svg"
        alt=""
        width={96}
        height={96}
        className="-rotate-12 opacity-80"
      />
      <h1 className="font-display text-4xl font-extrabold">Oops! Page not found</h1>
      <Link
        href="/"
        className="rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        Return to Home
      </Link>
    </main>
  );
}
