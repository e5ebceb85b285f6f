'use client';

import { toast } from 'sonner';
import {
  COPIED_TOAST,
  COPY_FAILED_TOAST,
  COPY_TOAST_MS,
  DESTRUCTIVE_TOASTS,
  LINK_COPIED_TOAST,
  SHARE_FAILED_TOAST,
  TOAST_COPY,
  type ToastKind,
} from '@/lib/toast-copy';

/** Shows one of the spec's toasts with its exact title and description, in the right style. */
export function notify(kind: ToastKind): void {
  const { title, description } = TOAST_COPY[kind];
  if (DESTRUCTIVE_TOASTS.has(kind)) toast.error(title, { description, id: kind });
  else toast(title, { description, id: kind });
}

/** The copy toast tells the visitor to go to the chosen network and paste; it lasts 4000 ms. */
export function notifyCopied(network: string): void {
  toast(COPIED_TOAST.title, {
    id: 'copied',
    description: COPIED_TOAST.description(network),
    duration: COPY_TOAST_MS,
  });
}

export function notifyLinkCopied(): void {
  toast(LINK_COPIED_TOAST.title, {
    id: 'link-copied',
    description: LINK_COPIED_TOAST.description,
    duration: COPY_TOAST_MS,
  });
}

export function notifyCopyFailed(): void {
  toast.error(COPY_FAILED_TOAST.title, { id: 'copy-failed', description: COPY_FAILED_TOAST.description });
}

/** Sharing the picture failed (not cancelled): the picture was downloaded instead. */
export function notifyShareFailed(): void {
  toast.error(SHARE_FAILED_TOAST.title, { id: 'share-failed', description: SHARE_FAILED_TOAST.description });
}
