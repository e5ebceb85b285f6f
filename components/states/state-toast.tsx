'use client';

import { buttonClass } from '../ui/button';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import {
  notifyCopied,
  notifyCopyFailed,
  notifyCrewLinkCopied,
  notifyLinkCopied,
  notifyShareFailed,
} from '../ui/notify';
import type { NotifyToastStateId } from '@/lib/states/states';

const never = () => () => {};
const askedBrowser = () => new URLSearchParams(window.location.search).get('state');
const askedServer = () => null;

/** The network of the copy toast: the first of the share row's buttons. */
const NETWORK = 'X';

/**
 * `/states/toast?state=<id>` (preview builds only, docs/qa.md): the toasts whose trigger is a real tap on the
 * clipboard or the share sheet, raised by the product's own calls (components/ui/notify.ts) with its words,
 * when the page opens and again at "Show it again".
 */
export function StateToast({ again }: { again: string }) {
  const t = useTranslations('Toasts');
  const asked = useSyncExternalStore(never, askedBrowser, askedServer);
  const raise = useCallback(() => {
    const raisers: Record<NotifyToastStateId, () => void> = {
      'toast-copied': () => notifyCopied(NETWORK, t),
      'toast-link-copied': () => notifyLinkCopied(t),
      'toast-copy-failed': () => notifyCopyFailed(t),
      'toast-share-failed': () => notifyShareFailed(t),
      'toast-crew-link-copied': () => notifyCrewLinkCopied(t),
    };
    if (asked !== null && Object.hasOwn(raisers, asked)) raisers[asked as NotifyToastStateId]();
  }, [asked, t]);
  useEffect(raise, [raise]);
  return (
    <button type="button" onClick={raise} className={buttonClass('primary', 'self-start')}>
      {again}
    </button>
  );
}
