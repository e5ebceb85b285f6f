'use client';

import { MessageScreen } from '@/components/message-screen';
import Link from 'next/link';
import { useEffect } from 'react';

/** Spec §2: the 404 page; the attempted path is logged to the console. Next serves it with HTTP 404. */
export default function NotFound() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return (
    <MessageScreen title="Oops! Page not found" tilt="left">
      <Link
        href="/"
        className="rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        Return to Home
      </Link>
    </MessageScreen>
  );
}
