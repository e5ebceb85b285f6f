'use client';

import { toast } from 'sonner';
import { COPY_TOAST_MS, DESTRUCTIVE_TOASTS, TOAST_COPY, type ToastKind } from '@/lib/toast-copy';

/** Shows one of the spec's toasts with its exact title and description, in the right style. */
export function notify(kind: ToastKind): void {
  const { title, description } = TOAST_COPY[kind];
  if (DESTRUCTIVE_TOASTS.has(kind)) toast.error(title, { description, id: kind });
  else toast(title, { description, id: kind });
}

/** Spec §9: the copy toast tells the visitor to go to the chosen network and paste; it lasts 4000 ms. */
export function notifyCopied(network: string): void {
  toast('Copied to clipboard!', {
    id: 'copied',
    description: `Now go to ${network} and paste your message to share.`,
    duration: COPY_TOAST_MS,
  });
}

export function notifyCopyFailed(): void {
  toast.error('Could not copy automatically', {
    id: 'copy-failed',
    description: 'Select the text shown below the buttons and copy it yourself.',
  });
}
