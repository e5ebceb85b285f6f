'use client';

import { toast } from 'sonner';
import type { Translator } from '@/lib/i18n/translator';
import { COPY_TOAST_MS, DESTRUCTIVE_TOASTS, type ToastKind } from '@/lib/toast-copy';

/**
 * Every toast of the app. The caller passes its `useTranslations('Toasts')`: the words are resolved in the
 * page's language when the toast is raised (the toaster sits outside every page's messages, and a toast
 * raised before a navigation outlives the page that raised it).
 */
export type ToastWords = Translator<'Toasts'>;

/** Shows one of the spec's toasts with its exact title and description, in the right style. */
export function notify(kind: ToastKind, t: ToastWords): void {
  const title = t(`${kind}.title`);
  const description = t(`${kind}.description`);
  if (DESTRUCTIVE_TOASTS.has(kind)) toast.error(title, { description, id: kind });
  else toast(title, { description, id: kind });
}

/** The copy toast tells the visitor to go to the chosen network and paste; it lasts 4000 ms. */
export function notifyCopied(network: string, t: ToastWords): void {
  toast(t('copied.title'), {
    id: 'copied',
    description: t('copied.description', { network }),
    duration: COPY_TOAST_MS,
  });
}

/** "Copy my link" worked (docs/sharing-links.md); it lasts as long as the copy toast. */
export function notifyLinkCopied(t: ToastWords): void {
  toast(t('linkCopied.title'), {
    id: 'link-copied',
    description: t('linkCopied.description'),
    duration: COPY_TOAST_MS,
  });
}

export function notifyCopyFailed(t: ToastWords): void {
  toast.error(t('copyFailed.title'), { id: 'copy-failed', description: t('copyFailed.description') });
}

/** Sharing the picture failed (not cancelled): the picture was downloaded instead. */
export function notifyShareFailed(t: ToastWords): void {
  toast.error(t('shareFailed.title'), { id: 'share-failed', description: t('shareFailed.description') });
}
