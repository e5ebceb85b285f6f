'use client';

import { SvgImage } from '@/components/ui/svg-image';
import { lazy, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { afterNextPaint } from '@/components/landing/after-next-paint';
import { whenIdle } from '@/components/ui/when-idle';
import { Footer } from '@/components/ui/footer';
import { ConnectOpening, OPENING_POPOVER_ID } from '@/components/landing/connect-opening';
import { MusicIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { landingTitle } from '@/lib/brand';

/** The dialog, Headless UI and the widget bridge load only when the visitor asks for them. */
const loadDialog = () => import('@/components/landing/connect-dialog');
const ConnectDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConnectDialog })));

/**
 * Hover and focus fetch the dialog's code ahead of the click, when the page is next idle: on a touch screen
 * the hover comes in the same input as the tap, and starting the download inside it (the chunk loader,
 * script elements) would hold up the tap's own answer.
 */
const preloadDialog = () => void whenIdle(() => void loadDialog());

/**
 * closed → opening (the tap's answer: the dialog's loading look, painted at once) → mounting (the dialog
 * rendered in a transition after that paint; the transition waits for the dialog's code, as there is no
 * Suspense boundary in between) → open (its panel is in the page: the loading look goes in the same frame).
 */
type Stage = 'closed' | 'opening' | 'mounting' | 'open';

/**
 * The landing's button and what it opens. Its own component, so that a tap re-renders only the button and
 * the dialog's loading look, not the rest of the page.
 */
function ConnectEntry() {
  const t = useTranslations('Landing');
  const [stage, setStage] = useState<Stage>('closed');
  const [, startTransition] = useTransition();
  const trigger = useRef<HTMLButtonElement>(null);
  const mount = useCallback(
    () => startTransition(() => setStage((s) => (s === 'opening' ? 'mounting' : s))),
    [],
  );
  const shown = useCallback(() => setStage((s) => (s === 'mounting' ? 'open' : s)), []);
  const openDialog = () => {
    setStage('opening');
    afterNextPaint(mount);
  };
  // The dialog unmounts on close (its code stays out of the first load), which takes Headless UI's own
  // focus return with it: hand focus back to the button once the dialog is gone.
  const close = () => {
    setStage('closed');
    requestAnimationFrame(() => trigger.current?.focus());
  };
  // Before the scripts have run, the button opens a native popover by itself (popovertarget): the tap is
  // answered at once with the dialog's loading look, and the dialog opens as soon as React runs.
  useEffect(() => {
    const early = document.getElementById(OPENING_POPOVER_ID);
    if (!early?.matches(':popover-open')) return;
    // The tap happened in the DOM before React existed: this effect is where React first learns of it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStage('opening');
    early.hidePopover();
    mount();
  }, [mount]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        popoverTarget={OPENING_POPOVER_ID}
        onClick={(event) => {
          // Once React runs it opens the dialog itself: cancelling the click keeps the popover shut.
          event.preventDefault();
          openDialog();
        }}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        className="inline-flex items-center gap-2 rounded-full bg-berry px-7 py-3.5 text-lg font-semibold text-white shadow-lg shadow-pink-200 transition hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-berry"
      >
        <MusicIcon />
        {t('cta')}
      </button>
      {/* Fixed to the viewport: out of the column's flow, wherever it sits in the markup. */}
      <ConnectOpening shown={stage === 'opening' || stage === 'mounting'} />
      {(stage === 'mounting' || stage === 'open') && <ConnectDialog open onClose={close} onShown={shown} />}
    </>
  );
}

export function LandingPage() {
  const t = useTranslations('Landing');
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-6 px-5 pt-16 text-center">
        <SvgImage src="/ingredients/placeholder.svg" alt="" width={96} height={96} priority />
        <h1 className="font-display text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {landingTitle}
        </h1>
        <p className="max-w-prose text-lg text-pretty text-gray-700">{t('subtitle')}</p>
        <ConnectEntry />
        <p className="text-sm text-gray-600">{t('justForFun')}</p>
      </main>
      <Footer />
      <div
        id={OPENING_POPOVER_ID}
        popover="auto"
        className="m-0 size-auto max-h-none max-w-none border-0 bg-transparent p-0"
      >
        <ConnectOpening />
      </div>
    </div>
  );
}
