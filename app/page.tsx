'use client';

import dynamic from 'next/dynamic';
import { SvgImage } from '@/components/svg-image';
import { useRef, useState } from 'react';
import { Footer } from '@/components/footer';
import { useEarlyTap } from '@/components/use-early-tap';
import { MusicIcon } from '@/components/icons';
import { brand, landingTitle } from '@/lib/brand';

/** The dialog, Headless UI and the widget bridge load only when the visitor asks for them. */
const loadDialog = () => import('@/components/connect-dialog').then((m) => m.ConnectDialog);
const ConnectDialog = dynamic(loadDialog, { ssr: false });

export default function LandingPage() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The dialog unmounts on close (its code stays out of the first load), which takes Headless UI's own
  // focus return with it: hand focus back to the button once the dialog is gone.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  // The page paints before its scripts load: a tap in that moment opens the dialog once they have.
  useEarlyTap('discover', () => setOpen(true));
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-6 px-5 pt-16 text-center">
        <SvgImage src="/ingredients/placeholder.svg" alt="" width={96} height={96} priority />
        <h1 className="font-display text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {landingTitle}
        </h1>
        <p className="max-w-prose text-lg text-pretty text-gray-700">{brand.subtitle}</p>
        <button
          ref={trigger}
          type="button"
          data-early-tap="discover"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          className="inline-flex items-center gap-2 rounded-full bg-berry px-7 py-3.5 text-lg font-semibold text-white shadow-lg shadow-pink-200 transition hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-berry"
        >
          <MusicIcon />
          Discover Your Flavor
        </button>
        <p className="text-sm text-gray-600">
          Just for fun: a playful read of how you listen, not a personality test.
        </p>
      </main>
      <Footer />
      {open && <ConnectDialog open={open} onClose={close} />}
    </div>
  );
}
