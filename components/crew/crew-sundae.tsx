'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Crew } from '@/lib/crew/crew';
import { accentColors } from '@/lib/flavor/contrast';
import { rowName } from '@/lib/flavor/flavor-text';
import { ingredientSrc } from '@/lib/flavor/ingredients';
import { localePath } from '@/lib/i18n/routing';
import { encodeReading, rowForReading, type SharedReading } from '@/lib/links/link';
import { SvgImage } from '../ui/svg-image';
import { NAME_WRAP, WORD_WRAP } from '../ui/word-wrap';

const SCOOP_PX = 56;

/**
 * Every member's scoop in one sundae, in the order they joined: their name (as text, never markup) or
 * "Scoop 3", and their flavour. With a result of their own, a tap sets that member beside the visitor (the
 * friend view, `onPick`); without one, a scoop opens that member's personal link page, the friend page. The
 * visitor's own scoop goes to their result. Scoops wrap, so ten fit a 320 px screen.
 */
export function CrewSundae({
  crew,
  labels,
  ownPlace,
  picked,
  onPick,
}: {
  crew: Crew;
  /** Each member's label: their name or "Scoop n". */
  labels: readonly string[];
  /** The visitor's place in the crew, or -1. */
  ownPlace: number;
  /** The member set beside the visitor, or -1. */
  picked: number;
  /** Null when the visitor has no result of their own to compare with. */
  onPick: ((place: number) => void) | null;
}) {
  const t = useTranslations('Crew');
  return (
    <figure className="flex flex-col items-center">
      <ul
        aria-label={t('sundaeLabel')}
        className="flex w-full flex-wrap items-start justify-center gap-x-2 gap-y-4 rounded-t-[3rem] rounded-b-3xl bg-pink-50 px-3 pt-6 pb-5 ring-1 ring-pink-200"
        data-testid="crew-sundae"
      >
        {crew.members.map((member, place) => (
          <li key={place} className="w-22 min-w-0">
            <Scoop
              member={member}
              label={labels[place] ?? ''}
              own={place === ownPlace}
              picked={place === picked}
              onPick={onPick && (() => onPick(place))}
            />
          </li>
        ))}
      </ul>
      {/* The sundae glass's foot: decoration. */}
      <div aria-hidden="true" className="h-6 w-3 bg-pink-200" />
      <div aria-hidden="true" className="h-2 w-24 rounded-full bg-pink-200" />
    </figure>
  );
}

function Scoop({
  member,
  label,
  own,
  picked,
  onPick,
}: {
  member: SharedReading;
  label: string;
  own: boolean;
  picked: boolean;
  onPick: (() => void) | null;
}) {
  const t = useTranslations('Crew');
  const names = useTranslations('Flavors');
  const locale = useLocale();
  const row = rowForReading(member);
  const flavor = rowName(row, names);
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`flex items-center justify-center rounded-full ring-2 ${picked ? 'ring-ink' : 'ring-white'}`}
        style={{ width: SCOOP_PX, height: SCOOP_PX, backgroundColor: accentColors(row.color.hex).background }}
      >
        <SvgImage src={ingredientSrc(row)} alt="" width={32} height={32} className="h-8 w-8" />
      </span>
      <span className="text-sm font-bold text-ink" style={NAME_WRAP}>
        {label}
        {own && <span className="font-normal"> ({t('you')})</span>}
      </span>
      <span className="text-xs text-gray-700" style={WORD_WRAP}>
        {flavor}
      </span>
    </>
  );
  const look =
    'flex w-full flex-col items-center gap-1 rounded-2xl p-1 text-center focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';
  if (own)
    return (
      <a href={localePath(locale, '/flavor')} className={`${look} hover:bg-white`} data-testid="crew-scoop">
        {body}
      </a>
    );
  if (onPick)
    return (
      <button
        type="button"
        onClick={onPick}
        aria-pressed={picked}
        className={`${look} hover:bg-white`}
        data-testid="crew-scoop"
      >
        {body}
      </button>
    );
  const token = encodeReading(member);
  const page = localePath(locale, `/flavor/${row.slug}`);
  return (
    <a href={token ? `${page}#${token}` : page} className={`${look} hover:bg-white`} data-testid="crew-scoop">
      {body}
    </a>
  );
}
