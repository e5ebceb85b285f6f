'use client';

import { useTranslations } from 'next-intl';
import { flavorText, rowName, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import type { FlavorRow } from '@/lib/flavor/table';
import { Button, buttonClass } from '../ui/button';
import { ShareIcon } from '../ui/icons';
import { shareFromTap } from './share-file';
import type { SharePictureState } from './use-share-picture';

/**
 * "Share picture" and a preview of the story picture. Rendered in /flavor's prerendered markup
 * too (with the button not ready yet and the preview's box reserved), so nothing moves when it is ready.
 */
export function SharePicture({
  state,
  flavor,
  sampleName,
  fromAnswers,
  secondFlavor,
  url,
}: {
  state: SharePictureState | null;
  flavor: ResolvedFlavor | null;
  /** A built-in sample listener's name: the alt text says whose picture it is. */
  sampleName?: string;
  /** A result from the listening quiz: the alt text says it comes from answers. */
  fromAnswers?: boolean;
  /** The second scoop's flavour, when the result names one: the picture draws it, the alt text says it. */
  secondFlavor?: FlavorRow;
  /** The link the share sheet carries (the visitor's personal link); the flavour page if not given. */
  url?: string | null;
}) {
  const ready = state?.status === 'ready' ? state : null;
  const t = useTranslations('Share');
  const toastWords = useTranslations('Toasts');
  const names = useTranslations('Flavors');
  const placeholder = useTranslations('Ingredients')('placeholder');
  const alt = t('pictureAlt', {
    who: sampleName ? 'sample' : fromAnswers ? 'answers' : 'own',
    sample: sampleName ?? '',
    flavor: flavor ? flavorText(flavor, names, placeholder).name : t('yourFlavour'),
    hasSecond: secondFlavor ? 'yes' : 'no',
    second: secondFlavor ? rowName(secondFlavor, names) : '',
    stat: ready?.stat ?? '',
  });

  function onShare() {
    // No await before share(): the tap's user activation must still be there (lib/share/share-or-download.ts).
    if (ready) shareFromTap(ready.story, url ?? ready.pageUrl, toastWords);
  }

  return (
    <section aria-labelledby="picture-heading" className="flex flex-col items-center gap-3">
      <h2 id="picture-heading" className="sr-only">
        {t('pictureHeading')}
      </h2>
      <Button
        tier="primary"
        onClick={onShare}
        aria-disabled={!ready}
        aria-busy={state?.status === 'preparing' || state === null}
      >
        <ShareIcon />
        {t('sharePicture')}
      </Button>
      <div className="flex items-center gap-4">
        <div className="flex h-[284px] w-40 items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-1 ring-black/5">
          {ready ? (
            // eslint-disable-next-line @next/next/no-img-element -- a blob: URL made on this device
            <img
              src={ready.storyUrl}
              width={160}
              height={284}
              alt={alt}
              className="h-full w-full object-cover"
            />
          ) : (
            <p className="px-3 text-center text-sm text-gray-700" role="status">
              {state?.status === 'failed' ? t('drawFailed') : t('scooping')}
            </p>
          )}
        </div>
        {ready && (
          <a href={ready.squareUrl} download={ready.squareName} className={buttonClass('quiet', 'max-w-36')}>
            {t('downloadSquare')}
          </a>
        )}
      </div>
    </section>
  );
}
