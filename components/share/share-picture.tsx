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
    // The preview beside its words; on a phone the button and the four copy buttons take the full width under
    // both (a preview and four 48 px circles do not fit side by side at 360 px); from 640 px all of it stands
    // in the words' column. Grid rows keep the reading order: words, button, square picture, copy buttons.
    <section
      aria-labelledby="picture-heading"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 sm:grid-rows-[auto_auto_auto_1fr] sm:gap-x-6"
    >
      <h3 id="picture-heading" className="sr-only">
        {t('pictureHeading')}
      </h3>
      <div className="row-span-2 flex aspect-[9/16] w-24 shrink-0 items-center justify-center overflow-hidden rounded-tile bg-cream shadow ring-1 ring-black/5 sm:row-span-4 sm:w-36 lg:w-44">
        {ready ? (
          <PicturePreview picture={ready.story} url={ready.storyUrl} alt={alt} />
        ) : (
          <p className="px-2 text-center text-xs text-muted" role="status">
            {state?.status === 'failed' ? t('drawFailed') : t('scooping')}
          </p>
        )}
      </div>
      <p className="text-sm text-pretty text-muted">{t('pictureIntro')}</p>
      <button
        type="button"
        onClick={onShare}
        aria-disabled={!ready}
        aria-busy={state?.status === 'preparing' || state === null}
        className={buttonClass(
          tier,
          'col-span-2 row-start-3 sm:col-span-1 sm:col-start-2 sm:row-start-2 sm:justify-self-start',
        )}
      >
        <ShareIcon />
        {t('sharePicture')}
      </button>
      <div className="col-start-2 row-start-2 self-end sm:row-start-3 sm:self-start">
        {ready && (
          <a
            href={ready.squareUrl}
            download={ready.squareName}
            className={buttonClass('quiet', '-ml-3 text-left')}
          >
            {t('downloadSquare')}
          </a>
        )}
      </div>
      {children && <div className="col-span-2 row-start-4 sm:col-span-1 sm:col-start-2">{children}</div>}
    </section>
  );
}
