'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { Crew } from '@/lib/crew/crew';
import type { CrewFlavor } from '@/lib/crew/crew-flavor';
import { rowName, rowText } from '@/lib/flavor/flavor-text';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { flavorPageUrl } from '@/lib/flavor/slug';
import { rowForReading } from '@/lib/links/link';
import type { PictureFormat } from '@/lib/share/picture-layout';
import { canShareFile, crewPictureFileName, withoutScheme } from '@/lib/share/share-or-download';
import { firstName } from '@/lib/share/sundae';
import { shareFromTap } from '../share/share-file';
import { shareSite } from '../share/share-site';
import { Button, buttonClass } from '../ui/button';
import { ShareIcon } from '../ui/icons';
import { useCrewPicture, type CrewPictureRequest } from './use-crew-picture';

const FORMATS: readonly PictureFormat[] = ['story', 'square'];
/** The preview's box: the picture's own shape, 160 px wide. */
const PREVIEW = { story: { width: 160, height: 284 }, square: { width: 160, height: 160 } } as const;

/**
 * One choice of the size picker, a segmented control: the secondary tier's look, the primary's when chosen
 * (components/ui/button.tsx); the native radio inside stays focusable and draws the focus ring on the label.
 */
const SEGMENT = buttonClass(
  'secondary',
  'min-w-28 has-checked:bg-berry has-checked:text-white has-checked:hover:bg-berry-dark has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry',
);

/**
 * "Crew picture" on the crew page (docs/crew.md): the whole sundae and the crew's flavour as one PNG, story
 * (1080×1920) or square (1080×1080), drawn on this device (lib/share/crew-layout.ts) when the visitor asks
 * for it, then shared as a file where the device can share files and downloaded otherwise. Nothing is
 * uploaded; the share sheet carries the crew link, so whoever gets the picture can add their scoop.
 */
export function CrewPicture({ crew, flavor, url }: { crew: Crew; flavor: CrewFlavor; url: string }) {
  const t = useTranslations('Crew');
  const names = useTranslations('Flavors');
  const shareWords = useTranslations('Share');
  const toastWords = useTranslations('Toasts');
  const id = useId();
  const [format, setFormat] = useState<PictureFormat>('story');
  const [asked, setAsked] = useState(false);

  const { row } = flavor;

  // Memoised on the crew, the size and the words only: a new request draws the picture again.
  const request = useMemo<CrewPictureRequest | null>(() => {
    if (!asked) return null;
    const words = rowText(row, names);
    return {
      format,
      input: {
        scoops: crew.members.map((member, place) => ({
          // Names are drawn as canvas text, never as markup (lib/links/friend-name.ts).
          label: member.name !== undefined ? firstName(member.name) : t('scoop', { number: place + 1 }),
          accentHex: rowForReading(member).color.hex,
        })),
        ...(crew.name !== undefined ? { crewName: crew.name } : {}),
        funkyFlavorName: words.name,
        personalityType: words.type,
        accentHex: row.color.hex,
        pageLabel: withoutScheme(flavorPageUrl(shareSite(), row.slug)),
      },
      artSource: ingredientSrc(row),
      fileName: crewPictureFileName(row.slug, format),
    };
  }, [asked, format, crew, row, names, t]);

  const state = useCrewPicture(request);
  const ready = state.status === 'ready' ? state : null;
  const alt = t('pictureAlt', { count: crew.members.length, flavor: rowName(row, names) });
  const box = PREVIEW[format];

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="crew-picture"
      className="flex flex-col items-center gap-3 text-center"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('pictureHeading')}
      </h2>
      <p className="max-w-md text-sm text-gray-700">{t('pictureIntro')}</p>
      <fieldset data-testid="crew-picture-format" className="flex flex-col items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('pictureFormat')}</legend>
        <div
          className="inline-flex gap-1 rounded-control bg-berry-tint p-1"
          data-testid="crew-picture-segments"
        >
          {FORMATS.map((value) => (
            <label key={value} className={SEGMENT}>
              <input
                type="radio"
                name={`${id}-format`}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="sr-only"
              />
              {value === 'story' ? t('pictureStory') : t('pictureSquare')}
            </label>
          ))}
        </div>
      </fieldset>
      {state.status === 'idle' ? (
        <Button tier="secondary" onClick={() => setAsked(true)}>
          {t('pictureMake')}
        </Button>
      ) : (
        <>
          <div
            className="flex items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-1 ring-black/5"
            style={box}
          >
            {ready ? (
              // eslint-disable-next-line @next/next/no-img-element -- a blob: URL made on this device
              <img
                src={ready.url}
                width={box.width}
                height={box.height}
                alt={alt}
                data-testid="crew-picture-img"
                data-format={format}
                className="h-full w-full object-cover"
              />
            ) : (
              <p className="px-3 text-center text-sm text-gray-700" role="status">
                {state.status === 'failed' ? shareWords('drawFailed') : t('pictureDrawing')}
              </p>
            )}
          </div>
          {state.status !== 'failed' && (
            <Button
              tier="secondary"
              // No await before share(): the tap's user activation must still be there.
              onClick={() => ready && shareFromTap(ready.file, url, toastWords)}
              aria-disabled={!ready}
              aria-busy={state.status === 'preparing'}
            >
              {/* Where the device cannot share files, the same tap downloads the picture: the button says so. */}
              {ready && !canShareFile(window.navigator, ready.file) ? (
                t('pictureDownload')
              ) : (
                <>
                  <ShareIcon />
                  {t('pictureShare')}
                </>
              )}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
