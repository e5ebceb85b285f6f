'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Crew } from '@/lib/crew/crew';
import { crewFlavor } from '@/lib/crew/crew-flavor';
import { accentColors } from '@/lib/flavor/contrast';
import { rowName } from '@/lib/flavor/flavor-text';
import { localePath } from '@/lib/i18n/routing';
import { encodeReading, rowForReading, type SharedReading } from '@/lib/links/link';
import type { ShapeOp } from '@/lib/share/draw-op';
import { textureFor } from '@/lib/share/scoop-art';
import { firstName, layoutSundae } from '@/lib/share/sundae';
import { useKeepPagesOffline } from '../offline/use-keep-pages';
import { buttonClass } from '../ui/button';

/** The drawing's own units: the SVG scales to its column. */
const VIEW = { w: 360, h: 380 } as const;
/** The type scale's sizes (app/globals.css @theme, docs/design.md § Type), in the drawing's units. */
const TYPE_SCALE = [12, 14, 16, 20, 28, 40, 56] as const;

/** The largest size of the scale that is not larger than `size`: a label that fitted still fits. */
function onScale(size: number): number {
  return [...TYPE_SCALE].reverse().find((step) => step <= size) ?? TYPE_SCALE[0];
}

/** The display face as the page loads it (app/display-font.ts), in CSS: SVG text takes it from a style. */
const DISPLAY = { fontFamily: 'var(--font-display)' } as const;

/**
 * A scoop joining the crew drops into the glass with a small bounce. Only a newly mounted scoop plays it (each
 * keeps its place as its key). The global prefers-reduced-motion rule (app/globals.css) cuts every animation
 * to 0.01 ms, this one included, and there is no delay to wait out. In the drawing itself, so the crew page
 * alone carries it.
 */
const DROP = `@keyframes scoop-drop{0%{transform:translateY(-70%);opacity:0}55%{transform:translateY(4%);opacity:1}75%{transform:translateY(-3%)}100%{transform:translateY(0)}}
.scoop-drop{transform-box:fill-box;transform-origin:50% 100%;animation:scoop-drop .6s cubic-bezier(.3,.7,.4,1) both}`;

/** A first name on at most two lines, never broken inside a word. */
const NAME = 'line-clamp-2 wrap-normal break-normal';

function Shape({ op }: { op: ShapeOp }) {
  return (
    <path
      d={op.d}
      fill={op.fill ?? 'none'}
      stroke={op.stroke}
      strokeWidth={op.lineWidth}
      strokeLinejoin="round"
      strokeLinecap="round"
      opacity={op.alpha}
    />
  );
}

/**
 * The crew's sundae (docs/crew.md): a footed glass coupe with every member's scoop stacked as a pyramid in
 * joining order, each numbered, the crew flavour as the cherry and on the ribbon, drawn from the same geometry
 * as the crew picture (lib/share/sundae.ts). Under it, the numbered legend: one tile per member with their
 * first name (the full name for screen readers) and flavour. With a result of their own, a tap on a tile sets
 * that member beside the visitor (the friend view, `onPick`); without one, it opens that member's personal
 * link page. The visitor's own tile goes to their result.
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
  const names = useTranslations('Flavors');
  const crewRow = useMemo(() => crewFlavor(crew)?.row, [crew]);
  const sundae = useMemo(
    () =>
      layoutSundae(
        crew.members.map((member) => {
          const row = rowForReading(member);
          return { hex: row.color.hex, texture: textureFor(row.slug) };
        }),
        crewRow?.color.hex ?? '#f9a8d4',
        { x: 0, y: 0, w: VIEW.w, h: VIEW.h },
      ),
    [crew, crewRow],
  );
  const locale = useLocale();
  // The tiles that open a flavour page: kept by the service worker, so they open offline too.
  const linkedPages = useMemo(
    () =>
      onPick
        ? []
        : crew.members
            .filter((_, place) => place !== ownPlace)
            .map((member) => localePath(locale, `/flavor/${rowForReading(member).slug}`)),
    [crew, locale, onPick, ownPlace],
  );
  useKeepPagesOffline(linkedPages);
  const ribbon = sundae.ribbon.text;
  const crewName = crewRow ? rowName(crewRow, names) : '';
  // The ribbon's words at its size, smaller if a long name needs it (about 0.56 em a letter in the face).
  const ribbonSize = onScale(Math.min(ribbon.size, ribbon.maxWidth / Math.max(1, crewName.length * 0.56)));

  return (
    <figure className="flex w-full flex-col items-center gap-4">
      <svg
        viewBox={`0 0 ${VIEW.w} ${VIEW.h}`}
        aria-hidden="true"
        className="h-auto w-full max-w-sm"
        data-testid="crew-sundae-drawing"
      >
        <style>{DROP}</style>
        {sundae.back.map((op, i) => (
          <Shape key={`b${i}`} op={op} />
        ))}
        {sundae.scoops.map((scoop) => (
          <g key={scoop.place} className="scoop-drop" data-place={scoop.place}>
            {scoop.shapes.map((op, i) => (
              <Shape key={i} op={op} />
            ))}
            <circle
              cx={scoop.badge.cx}
              cy={scoop.badge.cy}
              r={scoop.badge.r}
              fill="#ffffff"
              stroke="#1f1d2b"
              strokeWidth={Math.max(1, scoop.badge.r * 0.12)}
            />
            <text
              x={scoop.badge.cx}
              y={scoop.badge.cy + scoop.badge.r * 0.42}
              textAnchor="middle"
              style={DISPLAY}
              fontWeight={700}
              fontSize={onScale(scoop.badge.r * 1.15)}
              fill="#1f1d2b"
            >
              {scoop.place + 1}
            </text>
          </g>
        ))}
        {[...sundae.front, ...sundae.topping, ...sundae.ribbon.shapes].map((op, i) => (
          <Shape key={`f${i}`} op={op} />
        ))}
        {crewRow && (
          <text
            x={ribbon.x}
            y={ribbon.y - (ribbon.size - ribbonSize) * 0.42}
            textAnchor="middle"
            style={DISPLAY}
            fontWeight={700}
            fontSize={ribbonSize}
            fill={accentColors(crewRow.color.hex).text}
          >
            {crewName}
          </text>
        )}
      </svg>
      <ol
        aria-label={t('sundaeLabel')}
        className="grid w-full grid-cols-[repeat(auto-fit,minmax(104px,9rem))] justify-center gap-2"
        data-testid="crew-sundae"
      >
        {crew.members.map((member, place) => (
          <li key={place} className="min-w-0">
            <Tile
              member={member}
              place={place}
              label={labels[place] ?? ''}
              own={place === ownPlace}
              picked={place === picked}
              onPick={onPick && (() => onPick(place))}
            />
          </li>
        ))}
      </ol>
    </figure>
  );
}

function Tile({
  member,
  place,
  label,
  own,
  picked,
  onPick,
}: {
  member: SharedReading;
  place: number;
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
  const accent = accentColors(row.color.hex);
  // A name shows its first word only; "Scoop 3" shows whole. The full label is read out.
  const shown = member.name !== undefined ? firstName(label) : label;
  const you = own ? ` (${t('you')})` : '';
  const body = (
    <>
      {/* The number as generated content: read by nobody twice, and no part of the tile's text. */}
      <span
        aria-hidden="true"
        data-n={place + 1}
        className="flex size-7 shrink-0 items-center justify-center rounded-full font-display text-sm font-bold ring-2 ring-ink before:content-[attr(data-n)]"
        style={{ backgroundColor: accent.background, color: accent.text }}
      />
      <span className={`text-sm font-bold text-ink ${NAME}`}>
        {shown === label ? (
          label
        ) : (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{label}</span>
          </>
        )}
        {own && <span className="font-normal">{you}</span>}
      </span>
      <span className={`text-xs font-normal text-muted ${NAME}`} lang={locale}>
        {flavor}
      </span>
    </>
  );
  // The quiet tier's look (components/ui/button.tsx), laid out as a tile; the member beside the visitor ringed.
  const look = buttonClass(
    'quiet',
    `h-full w-full flex-col justify-start gap-1 px-2 py-2 hover:no-underline ${picked ? 'ring-2 ring-ink' : ''}`,
  );
  if (own)
    return (
      <a href={localePath(locale, '/flavor')} className={look} data-testid="crew-scoop">
        {body}
      </a>
    );
  if (onPick)
    return (
      <button type="button" onClick={onPick} aria-pressed={picked} className={look} data-testid="crew-scoop">
        {body}
      </button>
    );
  const token = encodeReading(member);
  const page = localePath(locale, `/flavor/${row.slug}`);
  return (
    <a href={token ? `${page}#${token}` : page} className={look} data-testid="crew-scoop">
      {body}
    </a>
  );
}
