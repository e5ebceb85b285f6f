import type { ReactNode } from 'react';
import type { TraitChance } from '@/lib/flavor/certainty';
import { binLabel, traitName, traitSummary, type TraitExplanation } from '@/lib/flavor/explain';
import { stayInWords } from '@/lib/flavor/swirl';
import { HIGH_THRESHOLD } from '@/lib/flavor/table';
import { useFlavorWords } from './use-flavor-words';

/**
 * One trait as "Why this flavour" shows it, and a friend's link too: the name, the score with High/Low
 * (said in words for screen readers), and a bar with the dark line where High starts; `children` go below
 * (the evidence sentences, in the why view). With a `chance` (a result that says how sure it is), the bar
 * also shows the band another reading would likely land in, and a line says it in words.
 */
export function TraitMeter({
  trait,
  chance,
  children,
  detailed = true,
}: {
  trait: TraitExplanation;
  chance?: TraitChance;
  children?: ReactNode;
  /** The band's line in words shown; the why view opens it (the band itself always shows). */
  detailed?: boolean;
}) {
  const { why, traits } = useFlavorWords();
  return (
    <li
      className="flex flex-col gap-2 border-t border-line pt-4 first:border-t-0 first:pt-0 lg:border-t-0 lg:pt-0"
      data-trait={trait.key}
    >
      {/* The name and the score share a line where they fit; where they do not ("Gewissenhaftigkeit" and
          "34/100 · niedrig" on a 360 px phone), the score wraps below it, right-aligned: never drawn over it. */}
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-bold">
        <span className="min-w-0 hyphens-auto">{traitName(trait.key, traits)}</span>
        <span className="ml-auto shrink-0 text-right tabular-nums">
          <span className="sr-only">{traitSummary(trait, traits)}</span>
          <span aria-hidden="true">
            {trait.score}
            <span className="font-normal text-gray-600">{traits('outOf')}</span> ·{' '}
            {binLabel(trait.bin, traits)}
          </span>
        </span>
      </h3>
      {/* The meter is decoration: the heading above (and the band's line below) say the same in words. */}
      <div aria-hidden="true" className="relative h-3 rounded-full bg-gray-200">
        <div className="h-3 rounded-full bg-berry" style={{ width: `${trait.score}%` }} />
        {chance && (
          <div
            className="absolute -top-1 h-5 rounded-md border-2 border-ink/70 bg-white/40"
            style={{ left: `${chance.low}%`, width: `${Math.max(1, chance.high - chance.low)}%` }}
            data-testid="trait-band"
          />
        )}
        <div
          className="absolute -top-1 h-5 w-0.5 bg-ink"
          style={{ left: `${HIGH_THRESHOLD}%` }}
          data-testid="high-line"
        />
      </div>
      {chance && (
        <p hidden={!detailed} className="text-sm text-muted" data-testid="trait-stay">
          {why('band', { low: chance.low, high: chance.high, stays: stayInWords(chance, why) })}
        </p>
      )}
      {children}
    </li>
  );
}
