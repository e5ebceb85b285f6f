'use client';

import { buttonClass } from '../ui/button';
import { useTranslations } from 'next-intl';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { ShareIcon } from '../ui/icons';
import { notifyCopyFailed, notifyCrewLinkCopied } from '../ui/notify';

/** The QR code and its library: fetched only when the code is asked for (components/venue/qr-code.tsx). */
const QrCode = lazy(() => import('../venue/qr-code'));

/** Whether the browser has the Web Share API (read once the page runs: the crew page renders this only then). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * "Pass the crew on": the crew link to copy, to share (the Web Share sheet where the browser has one; its
 * absence leaves Copy alone) and to scan (a QR code drawn on this device). "Copied" is claimed only when the
 * clipboard write worked; otherwise the link is shown, selected, to copy by hand. `lead`: passing the crew on
 * is the page's one primary step once the visitor is in it; before, joining is (docs/design.md).
 */
export function CrewShare({
  url,
  lead = true,
  heading,
}: {
  url: string;
  lead?: boolean;
  /** The section's heading where passing the crew on is inviting its first friends. */
  heading?: string;
}) {
  const t = useTranslations('Crew');
  const toastWords = useTranslations('Toasts');
  const [fallback, setFallback] = useState(false);
  const [code, setCode] = useState(false);
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setFallback(false);
      notifyCrewLinkCopied(toastWords);
    } catch {
      setFallback(true);
      notifyCopyFailed(toastWords);
    }
  }

  function share() {
    // No await before share(): the tap's user activation must still be there.
    navigator.share({ text: t('shareText'), url }).catch((error: unknown) => {
      // Closing the sheet is the visitor's choice, not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void copy();
    });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="crew-share"
      className="flex flex-col items-center gap-3 text-center"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {heading ?? t('shareHeading')}
      </h2>
      <p className="max-w-md text-sm text-pretty text-muted">{t('shareIntro')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {canShare() && (
          <button type="button" onClick={share} className={buttonClass(lead ? 'primary' : 'secondary')}>
            <ShareIcon />
            {t('share')}
          </button>
        )}
        {/* Without a share sheet, copying is how the crew is passed on: the lead's look goes to it. */}
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass(lead && !canShare() ? 'primary' : 'secondary')}
        >
          {t('copy')}
        </button>
        <button
          type="button"
          aria-expanded={code}
          aria-controls={`${id}-code`}
          // A transition: the tap paints at once and the code draws just after (a whole QR drawn in the
          // tap's frame held it over its budget: docs/performance.md).
          onClick={() => startTransition(() => setCode((was) => !was))}
          className={buttonClass('secondary')}
        >
          {code ? t('hideCode') : t('showCode')}
        </button>
      </div>
      {fallback && (
        <label className="flex w-full flex-col gap-1 text-sm text-gray-700">
          {t('copyYourself')}
          <input
            readOnly
            value={url}
            className="w-full rounded-lg border border-ink bg-white px-3 py-2.5 text-ink"
            ref={(el) => el?.select()}
          />
        </label>
      )}
      <div id={`${id}-code`} hidden={!code} className="flex w-full max-w-xs flex-col items-center gap-2">
        {code && (
          <>
            <p className="text-sm text-gray-700">{t('codeHint')}</p>
            <Suspense fallback={null}>
              <QrCode url={url} labels={{ qr: t('qrLabel'), link: t('linkLabel') }} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}
