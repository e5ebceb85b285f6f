import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SvgImage } from '../ui/svg-image';
import { flavorText, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { accentColors } from '@/lib/flavor/contrast';
import { ingredientSrc } from '@/lib/flavor/ingredients';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_1fr] gap-3 border-t border-gray-200 py-3 first:border-t-0">
      <dt className="text-xs font-bold tracking-widest text-gray-600">{label}</dt>
      <dd className="min-w-0 text-base hyphens-auto">{children}</dd>
    </div>
  );
}

/**
 * docs/product-rules.md § Screens result card. It reads only the six fields the spec names; text is rendered as text, never as HTML.
 * The words are the page language's: the catalogue's words of the result's row (flavorText), or a result's own
 * words when they are not its row's, hyphenated where a long German word would not fit a 320 px screen. `eager` loads the picture at once; /flavor's prerendered cards are hidden until one is revealed, so theirs
 * wait (a hidden lazy image is never fetched).
 */
export function ResultCard({ flavor, eager = true }: { flavor: ResolvedFlavor; eager?: boolean }) {
  const t = useTranslations('Result');
  const words = flavorText(flavor, useTranslations('Flavors'), useTranslations('Ingredients')('placeholder'));
  const { fields } = flavor;
  const accent = accentColors(fields.primary_color.hex);
  const titleId = useId();
  return (
    <article
      className="@container animate-reveal overflow-hidden rounded-card bg-white shadow-xl ring-1 ring-black/5"
      aria-labelledby={titleId}
      data-testid="result-card"
    >
      <header
        className="flex flex-wrap items-center justify-between gap-x-3 px-6 py-3 text-xs font-bold tracking-widest"
        style={{ backgroundColor: accent.background, color: accent.text }}
        data-testid="card-accent"
      >
        <span>{t('cardHeader')}</span>
        <span>{t('cardScore')}</span>
      </header>
      {/* Laid out by the card's own width, not the screen's: a venue tablet sets the card in a narrower column. */}
      <div className="flex flex-col items-center gap-4 px-6 pt-6 pb-2 text-center @md:flex-row @md:text-left">
        <SvgImage
          src={ingredientSrc(flavor.row)}
          alt={words.picture}
          width={112}
          height={112}
          priority={eager}
          className="h-28 w-28 shrink-0"
        />
        <div>
          <h1
            id={titleId}
            className="font-display text-2xl font-bold tracking-tight text-balance hyphens-auto"
          >
            {words.name}
          </h1>
          <p className="mt-1 text-lg font-semibold text-gray-700">
            <span
              aria-hidden="true"
              className="mr-2 inline-block h-3 w-3 rounded-full align-middle ring-1 ring-black/20"
              style={{ backgroundColor: accent.background }}
            />
            {words.ogName}
          </p>
        </div>
      </div>
      <dl className="px-6 pb-4">
        <Row label={t('cardType')}>{words.type}</Row>
        <Row label={t('cardDescription')}>{words.description}</Row>
        <Row label={t('cardPeers')}>{fields.celebrities.join(', ')}</Row>
      </dl>
    </article>
  );
}
