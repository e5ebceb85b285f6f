'use client';

import { useTranslations } from 'next-intl';
import type { CrewFlavor } from '@/lib/crew/crew-flavor';
import { accentColors } from '@/lib/flavor/contrast';
import { rowText } from '@/lib/flavor/flavor-text';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { CREW, swirlOfResult } from '@/lib/flavor/swirl';
import { SvgImage } from '../ui/svg-image';
import { SwirlLine } from '../why/swirl-line';

/**
 * The crew's own flavour: the scorer's result for the members' mean scores (lib/crew/crew-flavor.ts), and how
 * sure it is in the very words of one listener's swirl line, said of "your crew". A crew with a member whose
 * link says nothing about how sure shows the flavour alone, as a result without certainty does.
 */
export function CrewFlavorCard({ flavor }: { flavor: CrewFlavor }) {
  const t = useTranslations('Crew');
  const { result, row } = flavor;
  const words = rowText(row, useTranslations('Flavors'));
  const swirl = swirlOfResult(result);
  const accent = accentColors(row.color.hex);
  return (
    <section
      aria-labelledby="crew-flavor-heading"
      data-testid="crew-flavor"
      data-row={row.slug}
      className="flex flex-col gap-4 overflow-hidden rounded-3xl bg-white pb-5 shadow-xl ring-1 ring-black/5"
    >
      <h2
        id="crew-flavor-heading"
        className="px-6 py-3 text-xs font-bold tracking-widest uppercase"
        style={{ backgroundColor: accent.background, color: accent.text }}
      >
        {t('flavorHeading')}
      </h2>
      <div className="flex flex-col items-center gap-2 px-6 text-center">
        <SvgImage src={ingredientSrc(row)} alt={words.picture} width={96} height={96} className="h-24 w-24" />
        <p className="font-display text-xl font-bold tracking-tight text-balance hyphens-auto">
          {words.name}
        </p>
        <p className="font-semibold text-gray-700 hyphens-auto">{words.type}</p>
        <p className="text-sm text-gray-700">{t('flavorNote')}</p>
      </div>
      {swirl && (
        <div className="px-4">
          <SwirlLine swirl={swirl} whose={CREW} />
        </div>
      )}
    </section>
  );
}
