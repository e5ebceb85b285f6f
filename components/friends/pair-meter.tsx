import { useTranslations } from 'next-intl';
import { accentColors } from '@/lib/flavor/contrast';
import { binFor, HIGH_THRESHOLD } from '@/lib/flavor/table';

/*
 * Sizes and offsets here are style attributes on purpose: every page carries the whole stylesheet (three
 * times, docs/performance.md), so one-off values stay out of it.
 */

export type MarkerShape = 'circle' | 'square';

const MARKER_PX = 16;

/** The two markers' look: a circle for the visitor, a square for the friend, each in its flavour's colour. */
export function Marker({ shape, hex }: { shape: MarkerShape; hex: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 border-2 border-ink ${shape === 'circle' ? 'rounded-full' : 'rounded'}`}
      style={{ width: MARKER_PX, height: MARKER_PX, backgroundColor: accentColors(hex).background }}
    />
  );
}

interface Side {
  label: string;
  score: number;
  hex: string;
}

/**
 * One trait of the pair: a single bar with the line at 60, the visitor's circle (labelled above) and the
 * friend's square (labelled below). The bar is decoration: the heading says both scores in words.
 */
export function PairTrait({ name, mine, theirs }: { name: string; mine: Side; theirs: Side }) {
  const t = useTranslations('Friends');
  const said = (s: Side) =>
    t('traitSaid', { label: s.label, score: s.score, level: binFor(s.score) === 'High' ? 'high' : 'low' });
  return (
    <li className="flex flex-col gap-1" data-pair-trait={name}>
      <h3 className="flex items-baseline justify-between gap-3 font-bold">
        <span>{name}</span>
        <span className="sr-only">
          {said(mine)}; {said(theirs)} {t('threshold', { threshold: HIGH_THRESHOLD })}
        </span>
        {/* No-break spaces: the pair of scores never wraps. */}
        <span aria-hidden="true" className="text-right tabular-nums">
          {`${mine.score}\u00a0·\u00a0${theirs.score}`}
        </span>
      </h3>
      <div
        aria-hidden="true"
        className="relative h-3 rounded-full bg-gray-200"
        style={{ margin: '28px 12px' }}
      >
        <div className="absolute -top-1 h-5 w-0.5 bg-ink" style={{ left: `${HIGH_THRESHOLD}%` }} />
        <Pin side={mine} shape="circle" />
        <Pin side={theirs} shape="square" />
      </div>
    </li>
  );
}

/** A marker on the bar with its label, kept inside the bar's width at 0 and 100 alike. */
function Pin({ side, shape }: { side: Side; shape: MarkerShape }) {
  const above = shape === 'circle';
  const at = Math.min(100, Math.max(0, side.score));
  return (
    <>
      <span
        className="absolute flex"
        style={{ left: `${at}%`, marginLeft: -MARKER_PX / 2, top: above ? -10 : 2 }}
      >
        <Marker shape={shape} hex={side.hex} />
      </span>
      <span
        className="absolute overflow-hidden text-xs font-semibold text-gray-800"
        style={{
          left: `${at}%`,
          // Moved back by its own width in proportion to the score: left-aligned at 0, centred at 50,
          // right-aligned at 100.
          translate: `-${at}% 0`,
          maxWidth: '60%',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          ...(above ? { bottom: 'calc(100% + 10px)' } : { top: 'calc(100% + 10px)' }),
        }}
      >
        {side.label}
      </span>
    </>
  );
}
