'use client';

import { useTranslations } from 'next-intl';
import { Button, buttonClass } from '../ui/button';
import { ShareIcon } from '../ui/icons';
import { shareFromTap } from '../share/share-file';
import { PicturePreview } from '../share/picture-preview';
import type { DuoPictureState } from './use-duo-picture';

/**
 * "Share duo picture" and its preview: the visitor's flavour beside their friend's as a 1080×1920 story,
 * with the 1080×1080 square to download beside it; shared as a file where the device can, downloaded otherwise (lib/share/share-or-download.ts).
 */
export function DuoPicture({ state, url, alt }: { state: DuoPictureState; url: string; alt: string }) {
  const ready = state.status === 'ready' ? state : null;
  const t = useTranslations('Friends');
  const toastWords = useTranslations('Toasts');
  const shareWords = useTranslations('Share');
  return (
    <div className="flex flex-col items-center gap-3">
      <Button
        tier="primary"
        // No await before share(): the tap's user activation must still be there.
        onClick={() => ready && shareFromTap(ready.file, url, toastWords)}
        aria-disabled={!ready}
        aria-busy={state.status === 'preparing'}
      >
        <ShareIcon />
        {t('shareDuo')}
      </Button>
      <div className="flex items-center gap-4">
        <div className="flex h-[284px] w-40 items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-1 ring-black/5">
          {ready ? (
            <PicturePreview picture={ready.file} url={ready.url} alt={alt} />
          ) : (
            <p className="px-3 text-center text-sm text-gray-700" role="status">
              {state.status === 'failed' ? t('drawFailed') : t('scoopingDuo')}
            </p>
          )}
        </div>
        {ready ? (
          <a href={ready.squareUrl} download={ready.squareName} className={buttonClass('quiet', 'max-w-36')}>
            {shareWords('downloadSquare')}
          </a>
        ) : (
          // The link's room, kept while the pictures are drawn: the preview beside it never moves.
          <span aria-hidden="true" className={buttonClass('quiet', 'invisible max-w-36')}>
            {shareWords('downloadSquare')}
          </span>
        )}
      </div>
    </div>
  );
}
