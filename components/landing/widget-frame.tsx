'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { appConfig } from '@/lib/config';
import { acceptWidgetResult } from '@/lib/result-io/accept';
import { buildFlavorPrompt } from '@/lib/result-io/prompt';
import { MIN_FRAME_HEIGHT, type ConfigMessage } from '@/lib/widget/bridge-messages';
import { builtInWidgetOrigin, selectWidget, WIDGET_PATH } from '@/lib/widget/origin';
import { localePath } from '@/lib/i18n/routing';
import { previewHere } from '@/lib/preview-host';
import { readVenueSetting, venueWidgetSrc } from '@/lib/venue/venue';
import { localStore } from '../browser/stores';
import { OfflineNote } from '../offline/offline-note';
import { useWidgetBridge } from './use-widget-bridge';
import { notify } from '../ui/notify';
import { Button } from '../ui/button';

/** docs/product-rules.md § The widget frame: the frame is sandboxed with exactly these permissions. */
export const WIDGET_SANDBOX = 'allow-same-origin allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The states page's frame states (docs/qa.md): on a preview build under a preview host (lib/preview-host.ts),
 * `/states/frame?state=<id>` hands its state on to the built-in widget it frames (lib/states/widget-state.ts),
 * or, for the dialog's states, frames no widget. The flag is inlined at build time: a
 * production build keeps the identity and drops the rest as dead code.
 */
const withPreviewState: (src: string) => string =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off'
    ? (src) => src
    : (src) => {
        const state = new URLSearchParams(window.location.search).get('state');
        if (!state || !previewHere(window.location.hostname)) return src;
        // The dialog's states: a widget that never answers, so the frame's own loading line shows, and
        // "taking longer" once its timer runs out (lib/states/states.ts, DIALOG_STATES).
        if (state.startsWith('dialog-')) return 'about:blank';
        if (!state.startsWith('toast-')) return src;
        const url = new URL(src, window.location.href);
        url.searchParams.set('state', state);
        return url.href;
      };

/** After this long without `ready`, the visitor gets a hint and a retry button instead of a blank box. */
export const SLOW_WIDGET_MS = 15_000;

/**
 * `onFound`: what happens once a result is saved; by default, /flavor. The crew page keeps the visitor where
 * they are (their result is now in the tab, ready to join the crew).
 */
export function WidgetFrame({ onFound }: { onFound?: (() => void) | undefined } = {}) {
  const t = useTranslations('Dialog');
  const locale = useLocale();
  const router = useRouter();
  const toastWords = useTranslations('Toasts');
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The built-in widget in the page's language (`/de/embed/upload`); the third-party one as it is.
  const target = useMemo(
    () => selectWidget(window.location, appConfig, localePath(locale, WIDGET_PATH)),
    [locale],
  );
  // A venue screen (docs/venue.md) tells the built-in widget through its URL: no file picker there.
  const src = useMemo(
    () => withPreviewState(venueWidgetSrc(target.src, readVenueSetting(localStore()) !== null)),
    [target.src],
  );
  // The built-in widget works offline (docs/offline.md); another widget says it needs the network.
  const ownWidget = [window.location.origin, builtInWidgetOrigin(window.location)].includes(target.origin);
  const [height, setHeight] = useState(MIN_FRAME_HEIGHT);
  const [status, setStatus] = useState<'loading' | 'ready' | 'slow'>('loading');
  const [attempt, setAttempt] = useState(0);
  // The iframe is a frame of its own from another origin: creating it and starting its navigation is the
  // heaviest part of the dialog, so it comes in a render of its own after the first one (React's deferred
  // value); the dialog paints first, with the loading line and the frame's box.
  const frameAdded = useDeferredValue(true, false);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = window.setTimeout(() => setStatus('slow'), SLOW_WIDGET_MS);
    return () => window.clearTimeout(timer);
  }, [status, attempt]);

  const getConfig = useCallback((): ConfigMessage => {
    setStatus('ready');
    return {
      type: 'config',
      appId: appConfig.appId,
      schemaId: target.schemaId,
      aiPrompt: buildFlavorPrompt(),
      embeddingOrigin: window.location.origin,
      theme: { mode: 'light', primaryColor: '#be185d' },
    };
  }, [target.schemaId]);

  useWidgetBridge(frameRef, {
    widgetOrigin: target.origin,
    getConfig,
    onComplete: (raw) => {
      const outcome = acceptWidgetResult(raw, window.sessionStorage);
      if (!outcome.ok) {
        console.error('Could not process the widget result:', outcome.reason);
        notify('processingError', toastWords);
        return;
      }
      notify('flavorFound', toastWords);
      if (onFound) onFound();
      else router.push(localePath(locale, '/flavor'));
    },
    onError: () => notify('connectionError', toastWords),
    onResize: setHeight,
  });

  return (
    <div style={{ minHeight: MIN_FRAME_HEIGHT }} data-testid="widget-container">
      {!ownWidget && <OfflineNote way="widget" />}
      {status !== 'ready' && (
        <div
          className="flex flex-col items-center gap-3 px-6 pt-4 text-center text-sm text-muted"
          role="status"
        >
          {status === 'loading' ? (
            <p>{t('loading')}</p>
          ) : (
            <>
              <p>{t('slow')}</p>
              <Button
                tier="secondary"
                onClick={() => {
                  setStatus('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {t('reload')}
              </Button>
            </>
          )}
        </div>
      )}
      {frameAdded ? (
        <iframe
          key={attempt}
          ref={frameRef}
          src={src}
          title={t('frameTitle')}
          sandbox={WIDGET_SANDBOX}
          className="block w-full border-0"
          style={{ height }}
        />
      ) : (
        <div className="block w-full" style={{ height }} />
      )}
    </div>
  );
}
