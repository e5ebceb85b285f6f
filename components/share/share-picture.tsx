'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { flavorText, rowName, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import type { FlavorRow } from '@/lib/flavor/table';
import { ShareIcon } from '../ui/icons';
import { buttonClass } from '../ui/button';
import { shareFromTap } from './share-file';
import { PicturePreview } from './picture-preview';
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
  children,
  tier = 'primary',
}: {
  /** Primary, the result's one step; secondary when a friend is beside you and the pair's picture leads. */
  tier?: 'primary' | 'secondary';
  /** What stands under the button beside the preview (the share step's four copy buttons). */
  children?: ReactNode;
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
    <section aria-labelledby="picture-heading" className="flex items-start gap-4 sm:gap-6">
      <h3 id="picture-heading" className="sr-only">
        {t('pictureHeading')}
      </h3>
      <div className="flex aspect-[9/16] w-28 shrink-0 items-center justify-center overflow-hidden rounded-tile bg-cream shadow ring-1 ring-black/5 sm:w-36 lg:w-44">
        {ready ? (
          <PicturePreview picture={ready.story} url={ready.storyUrl} alt={alt} />
        ) : (
          <p className="px-3 text-center text-xs text-muted" role="status">
            {state?.status === 'failed' ? t('drawFailed') : t('scooping')}
          </p>
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <p className="text-sm text-pretty text-muted">{t('pictureIntro')}</p>
        <button
          type="button"
          onClick={onShare}
          aria-disabled={!ready}
          aria-busy={state?.status === 'preparing' || state === null}
          className={buttonClass(tier)}
        >
          <ShareIcon />
          {t('sharePicture')}
        </button>
        {ready && (
          <a href={ready.squareUrl} download={ready.squareName} className={buttonClass('quiet', '-ml-3')}>
            {t('downloadSquare')}
          </a>
        )}
        {children}
      </div>
    </section>
  );
}
