'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import type { Crew } from '@/lib/crew/crew';
import type { CrewFlavor } from '@/lib/crew/crew-flavor';
import { rowName, rowText } from '@/lib/flavor/flavor-text';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { flavorPageUrl } from '@/lib/flavor/slug';
import { findRowByKey } from '@/lib/flavor/table';
import { rowForReading } from '@/lib/links/link';
import type { PictureFormat } from '@/lib/share/picture-layout';
import { crewPictureFileName, withoutScheme } from '@/lib/share/share-or-download';
import { ShareIcon } from '../ui/icons';
import { shareFromTap } from '../share/share-file';
import { shareSite } from '../share/share-site';
import { useCrewPicture, type CrewPictureRequest } from './use-crew-picture';

const FORMATS: readonly PictureFormat[] = ['story', 'square'];
const PREVIEW: Readonly<Record<PictureFormat, { w: number; h: number }>> = {
  story: { w: 160, h: 284 },
  square: { w: 220, h: 220 },
};

/**
 * "Our crew picture" (docs/crew.md § The crew picture): the crew's flavour and its sundae drawn on this device
 * as a story (1080×1920) or a square (1080×1080), shared as a file where the device can, downloaded otherwise,
 * with the crew link. Nothing is uploaded.
 */
export function CrewPicture({
  crew,
  flavor,
  labels,
  url,
}: {
  crew: Crew;
  flavor: CrewFlavor;
  labels: readonly string[];
  /** The crew link, shared beside the file. */
  url: string;
}) {
  const t = useTranslations('Crew');
  const picture = useTranslations('Picture');
  const friends = useTranslations('Friends');
  const toastWords = useTranslations('Toasts');
  const names = useTranslations('Flavors');
  const id = useId();
  const [format, setFormat] = useState<PictureFormat>('story');
  const row = findRowByKey(flavor.result.row_key);

  const request = useMemo((): CrewPictureRequest | null => {
    if (!row) return null;
    const words = rowText(row, names);
    return {
      format,
      input: {
        funkyFlavorName: words.name,
        personalityType: words.type,
        accentHex: row.color.hex,
        members: crew.members.map((m, i) => ({
          label: labels[i] ?? '',
          accentHex: rowForReading(m).color.hex,
        })),
        pageLabel: withoutScheme(flavorPageUrl(shareSite(), row.slug)),
      },
      artSource: ingredientSrc(row),
      fileName: crewPictureFileName(row.slug, format === 'square'),
    };
  }, [row, names, format, crew, labels]);
  const state = useCrewPicture(request);
  if (!row) return null;

  const ready = state.status === 'ready' ? state : null;
  const alt = picture('crewAlt', {
    flavor: rowName(row, names),
    count: crew.members.length,
    names: labels.join(', '),
  });
  const preview = PREVIEW[format];

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col items-center gap-3 text-center">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('pictureHeading')}
      </h2>
      <div
        role="group"
        aria-label={t('pictureSize')}
        className="flex gap-2"
        data-testid="crew-picture-format"
      >
        {FORMATS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={format === f}
            onClick={() => setFormat(f)}
            className="rounded-full border-2 border-ink px-4 py-1.5 text-sm font-semibold hover:bg-pink-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry aria-pressed:bg-ink aria-pressed:text-white"
          >
            {f === 'story' ? t('pictureStory') : t('pictureSquare')}
          </button>
        ))}
      </div>
      <button
        type="button"
        // No await before share(): the tap's user activation must still be there.
        onClick={() => ready && shareFromTap(ready.file, url, toastWords)}
        aria-disabled={!ready}
        aria-busy={state.status === 'preparing'}
        className="inline-flex items-center gap-2 rounded-full bg-berry px-6 py-2.5 font-semibold text-white shadow hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        <ShareIcon />
        {t('pictureShare')}
      </button>
      <div
        className="flex items-center justify-center overflow-hidden rounded-2xl bg-white shadow ring-1 ring-black/5"
        style={{ width: preview.w, height: preview.h }}
      >
        {ready ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: URL made on this device
          <img
            src={ready.url}
            width={preview.w}
            height={preview.h}
            alt={alt}
            data-testid="crew-picture-img"
            data-format={format}
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="px-3 text-center text-sm text-gray-700" role="status">
            {state.status === 'failed' ? friends('drawFailed') : t('pictureDrawing')}
          </p>
        )}
      </div>
    </section>
  );
}
