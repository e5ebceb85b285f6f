'use client';

import { lazy, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { whenIdle } from '../browser/when-idle';
import { MusicIcon } from '../ui/icons';
import type { LazyWords } from '../words/lazy-messages';
import { afterNextPaint } from '../browser/after-next-paint';
import { ConnectOpening, OPENING_POPOVER_ID } from './connect-opening';

/** The dialog, Headless UI and the widget bridge load only when the visitor asks for them. */
const loadDialog = () => import('./connect-dialog');
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
export function ConnectEntry({
  label,
  opening,
  words,
  className,
}: {
  label: string;
  opening: string;
  words: LazyWords;
  /** The primary tier's classes, handed over by the server component: the button system stays out of this bundle. */
  className: string;
}) {
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
        className={className}
      >
        <MusicIcon />
        {label}
      </button>
      {/* Fixed to the viewport: out of the column's flow, wherever it sits in the markup. */}
      <ConnectOpening label={opening} shown={stage === 'opening' || stage === 'mounting'} />
      {(stage === 'mounting' || stage === 'open') && (
        <ConnectDialog open onClose={close} onShown={shown} words={words} />
      )}
    </>
  );
}
