'use client';

import type { ReactNode } from 'react';
import { PreviewDriverContext, type PreviewControls } from '../widget/use-preview-state';

/** The browser's word that the device is offline, for the widget's offline note (components/offline/use-online.ts). */
function goOffline(): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

/**
 * Does what a widget state needs (lib/states/widget-state.ts, loaded only now): read its files as if dropped
 * (and cancel the read), open the quiz, read a Last.fm profile through the stand-in of our route, or (framed by
 * `/states/frame`) pick a sample or answer the page as a failing widget would.
 */
function driveWidgetState(id: string, controls: () => PreviewControls): void {
  void import('@/lib/states/widget-state').then(({ widgetStatePlan }) => {
    const plan = widgetStatePlan(id);
    const act = controls();
    const files = (list: readonly { name: string; bytes: Uint8Array }[]) =>
      list.map((file) => new File([file.bytes as BlobPart], file.name));
    if (plan?.kind === 'files') act.onFiles(files(plan.files));
    else if (plan?.kind === 'cancel') {
      act.onFiles(files(plan.files));
      // A task later, once the progress panel (and its Cancel) is on screen, as a visitor's tap would be.
      setTimeout(() => controls().onCancel(), 0);
    } else if (plan?.kind === 'quiz') {
      act.onQuiz(plan.resume);
      plan.afterOpen?.();
    } else if (plan?.kind === 'sample') act.onSample(plan.sampleId);
    else if (plan?.kind === 'post') act.post(plan.message);
    else if (plan?.kind === 'lastfm') {
      const { user, fetch: standIn, offline, typeIn } = plan.lastfm;
      act.offerLastfm(standIn);
      if (offline) goOffline();
      else if (typeIn) typeIn();
      else act.onLastfm(user, standIn);
    }
  });
}

/**
 * The states page's side of the widget's QA seam (docs/qa.md): the widget's route wraps the widget in this on
 * preview builds only, so a production build neither renders it nor loads the states.
 */
export function WidgetStates({ children }: { children: ReactNode }) {
  return <PreviewDriverContext value={driveWidgetState}>{children}</PreviewDriverContext>;
}
