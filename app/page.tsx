'use client';

import dynamic from 'next/dynamic';
import { SvgImage } from '@/components/svg-image';
import { useEffect, useRef, useState } from 'react';
import { Footer } from '@/components/footer';
import { ConnectOpening, OPENING_POPOVER_ID } from '@/components/connect-opening';
import { MusicIcon } from '@/components/icons';
import { brand, landingTitle } from '@/lib/brand';

/** The dialog, Headless UI and the widget bridge load only when the visitor asks for them. */
const loadDialog = () => import('@/components/connect-dialog').then((m) => m.ConnectDialog);
const ConnectDialog = dynamic(loadDialog, { ssr: false, loading: () => <ConnectOpening /> });

export default function LandingPage() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The dialog unmounts on close (its code stays out of the first load), which takes Headless UI's own
  // focus return with it: hand focus back to the button once the dialog is gone.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  // Before the scripts have run, the button opens a native popover by itself (popovertarget): the tap is
  // answered at once with the dialog's loading look, and the dialog opens as soon as React runs.
  useEffect(() => {
    const early = document.getElementById(OPENING_POPOVER_ID);
    if (!early?.matches(':popover-open')) return;
    // The tap happened in the DOM before React existed: this effect is where React first learns of it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
    early.hidePopover();
  }, []);
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
          popoverTarget={OPENING_POPOVER_ID}
          onClick={(event) => {
            // Once React runs it opens the dialog itself: cancelling the click keeps the popover shut.
            event.preventDefault();
            setOpen(true);
          }}
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
      <div
        id={OPENING_POPOVER_ID}
        popover="auto"
        className="m-0 size-auto max-h-none max-w-none border-0 bg-transparent p-0"
      >
        <ConnectOpening />
      </div>
      {open && <ConnectDialog open={open} onClose={close} />}
    </div>
  );
}
