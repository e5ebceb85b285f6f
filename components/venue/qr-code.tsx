'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { encode } from 'uqr';

/** Modules of blank margin around the code: the quiet zone a phone camera needs to find it. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules: crisp at any size, no canvas, no request. */
function modulesPath(rows: readonly (readonly boolean[])[]): string {
  let d = '';
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * The personal link (or a crew link) as a QR code, drawn on this device (uqr: no service, the fragment never leaves the
 * device), with the link itself beneath it as its text alternative, selectable and copyable. Loaded on
 * demand (a dynamic import) and drawn after the first paint, so the tap that shows it answers at once.
 */
export default function QrCode({
  url,
  large = false,
  labels,
  linkField = true,
}: {
  url: string;
  large?: boolean;
  /** The link beneath as a field to select and copy, and the code's description; without it (a counter
   *  tablet, the wide result's small code beside Copy my link) the code is named by its label alone.
   *  `data-link` says what the drawn code holds (the tests read it). */
  linkField?: boolean;
  /** What the code and its link are called; the personal link's words (`Phone`) unless given (a crew link). */
  labels?: { readonly qr: string; readonly link: string };
}) {
  const t = useTranslations('Phone');
  const linkId = useId();
  const [drawn, setDrawn] = useState<{ url: string; rows: boolean[][] } | 'failed' | null>(null);

  useEffect(() => {
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        try {
          setDrawn({ url, rows: encode(url, { ecc: 'M', border: QUIET_ZONE }).data });
        } catch {
          setDrawn('failed');
        }
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [url]);

  // Large on a venue screen, but never wider than its column (the venue tablet sets it beside the card).
  const size = large ? 'w-full max-w-72' : linkField ? 'w-52' : 'w-full';
  const rows = drawn && drawn !== 'failed' && drawn.url === url ? drawn.rows : null;
  return (
    <figure className="flex w-full flex-col items-center gap-2">
      {rows ? (
        <svg
          role="img"
          aria-label={labels?.qr ?? t('qrLabel')}
          {...(linkField ? { 'aria-describedby': linkId } : {})}
          data-link={url}
          data-testid="personal-qr"
          viewBox={`0 0 ${rows.length} ${rows.length}`}
          shapeRendering="crispEdges"
          className={`${size} aspect-square rounded-lg bg-white`}
        >
          <rect width={rows.length} height={rows.length} fill="#ffffff" />
          <path d={modulesPath(rows)} fill="#000000" />
        </svg>
      ) : (
        <div
          className={`${size} flex aspect-square items-center justify-center rounded-lg bg-white p-4 text-center text-sm text-gray-700 ring-1 ring-gray-200`}
        >
          {drawn === 'failed' ? t('failed') : t('drawing')}
        </div>
      )}
      {linkField && (
        <figcaption className="flex w-full flex-col gap-1 text-xs text-gray-700">
          <label htmlFor={linkId}>{labels?.link ?? t('linkLabel')}</label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-ink bg-white px-2 py-1.5 font-mono text-xs text-ink"
          />
        </figcaption>
      )}
    </figure>
  );
}
