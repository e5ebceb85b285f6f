import { accentColors } from '@/lib/flavor/contrast';
import { binFor, HIGH_THRESHOLD } from '@/lib/flavor/table';

export type MarkerShape = 'circle' | 'square';

/** The two markers' look: a circle for the visitor, a square for the friend, each in its flavour's colour. */
export function Marker({ shape, hex }: { shape: MarkerShape; hex: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-4 w-4 shrink-0 border-2 border-ink ${shape === 'circle' ? 'rounded-full' : 'rounded-[3px]'}`}
      style={{ backgroundColor: accentColors(hex).background }}
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
  const said = (s: Side) => `${s.label}: ${s.score} out of 100, ${binFor(s.score)}`;
  return (
    <li className="flex flex-col gap-1" data-pair-trait={name}>
      <h3 className="flex items-baseline justify-between gap-3 font-bold">
        <span>{name}</span>
        <span className="sr-only">
          {said(mine)}; {said(theirs)} ({HIGH_THRESHOLD} and up counts as High)
        </span>
        <span aria-hidden="true" className="text-right whitespace-nowrap tabular-nums">
          {mine.score} · {theirs.score}
        </span>
      </h3>
      <div aria-hidden="true" className="relative mx-3 my-7 h-3 rounded-full bg-gray-200">
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
        className={`absolute flex -translate-x-1/2 ${above ? '-top-2.5' : 'top-0.5'}`}
        style={{ left: `${at}%` }}
      >
        <Marker shape={shape} hex={side.hex} />
      </span>
      <span
        className={`absolute max-w-[60%] truncate text-xs font-semibold whitespace-nowrap text-gray-800 ${above ? 'bottom-full mb-2.5' : 'top-full mt-2.5'}`}
        // Shifted by its own width in proportion to the score: left-aligned at 0, centred at 50, right at 100.
        style={{ left: `${at}%`, transform: `translateX(-${at}%)` }}
      >
        {side.label}
      </span>
    </>
  );
}
