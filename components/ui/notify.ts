'use client';

import { toast } from 'sonner';
import { afterNextPaint } from '../browser/after-next-paint';
import type { Translator } from '@/lib/i18n/translator';
import { COPY_TOAST_MS, DESTRUCTIVE_TOASTS, type ToastKind } from '@/lib/toast-copy';

/**
 * Every toast of the app. The caller passes its `useTranslations('Toasts')`: the words are resolved in the
 * page's language when the toast is raised (the toaster sits outside every page's messages, and a toast
 * raised before a navigation outlives the page that raised it).
 */
export type ToastWords = Translator<'Toasts'>;

/**
 * Raises a toast once the frame after the tap that asked for it has been painted. Sonner renders a new toast
 * synchronously (flushSync) and measures it, which otherwise lands in the tap's own frame and took "Copy my
 * link" over its tap budget (docs/performance.md § Figures behind the code). The toast shows one frame later. The words are read at once, in the language of the moment of the tap.
 */
function raise(show: () => void): void {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') show();
  else afterNextPaint(show);
}

/** Shows one of the spec's toasts with its exact title and description, in the right style. */
export function notify(kind: ToastKind, t: ToastWords): void {
  const title = t(`${kind}.title`);
  const description = t(`${kind}.description`);
  raise(() => {
    if (DESTRUCTIVE_TOASTS.has(kind)) toast.error(title, { description, id: kind });
    else toast(title, { description, id: kind });
  });
}

/** The copy toast tells the visitor to go to the chosen network and paste; it lasts 4000 ms. */
export function notifyCopied(network: string, t: ToastWords): void {
  const title = t('copied.title');
  const description = t('copied.description', { network });
  raise(() => toast(title, { id: 'copied', description, duration: COPY_TOAST_MS }));
}

/** "Copy my link" worked (docs/sharing-links.md); it lasts as long as the copy toast. */
export function notifyLinkCopied(t: ToastWords): void {
  const title = t('linkCopied.title');
  const description = t('linkCopied.description');
  raise(() => toast(title, { id: 'link-copied', description, duration: COPY_TOAST_MS }));
}

export function notifyCopyFailed(t: ToastWords): void {
  const title = t('copyFailed.title');
  const description = t('copyFailed.description');
  raise(() => toast.error(title, { id: 'copy-failed', description }));
}

/** Sharing the picture failed (not cancelled): the picture was downloaded instead. */
export function notifyShareFailed(t: ToastWords): void {
  const title = t('shareFailed.title');
  const description = t('shareFailed.description');
  raise(() => toast.error(title, { id: 'share-failed', description }));
}

/** "Copy crew link" worked (docs/crew.md); it lasts as long as the copy toast. */
export function notifyCrewLinkCopied(t: ToastWords): void {
  const title = t('crewLinkCopied.title');
  const description = t('crewLinkCopied.description');
  raise(() => toast(title, { id: 'crew-link-copied', description, duration: COPY_TOAST_MS }));
}

/**
 * A crew link that lost members on the way (lib/crew/crew-link.ts): one toast that counts every member left
 * out and says why (changed, cut off, unreadable, past ten), under one id, so opening the same link again
 * never stacks a second one.
 */
export function notifyCrewLeftOut(leftOut: LeftOut, t: ToastWords, locale: string): void {
  const title = t('crewLeftOut.title');
  const why = LEFT_OUT_REASONS.filter((reason) => leftOut[reason] > 0);
  const reasons = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    why.map((reason) => t(`crewLeftOut.${reason}`, { count: leftOut[reason] })),
  );
  // Summed here rather than by the crew library: this module is on every page, the crew's code is not.
  const count = why.reduce((sum, reason) => sum + leftOut[reason], 0);
  const description = t('crewLeftOut.description', { count, reasons });
  raise(() => toast(title, { id: 'crew-left-out', description }));
}

/** The order the toast gives the reasons in: the likeliest accident first. */
const LEFT_OUT_REASONS = ['cut', 'edited', 'unreadable', 'overflow'] as const;

/** How many members a crew link lost, by why (lib/crew/crew-link.ts `LeftOut`, which fits it). */
type LeftOut = Readonly<Record<(typeof LEFT_OUT_REASONS)[number], number>>;
