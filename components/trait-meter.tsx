import type { ReactNode } from 'react';
import { traitSummary, type TraitExplanation } from '@/lib/flavor/explain';
import { HIGH_THRESHOLD } from '@/lib/flavor/table';

/**
 * One trait as "Why this flavour" shows it, and a friend's link too: the name, the score with High/Low
 * (said in words for screen readers), and a bar with the dark line where High starts; `children` go below
 * (the evidence sentences, in the why view).
 */
export function TraitMeter({ trait, children }: { trait: TraitExplanation; children?: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-2 border-t border-gray-200 pt-4 first:border-t-0 first:pt-0"
      data-trait={trait.key}
    >
      <h3 className="flex items-baseline justify-between gap-3 font-bold">
        <span>{trait.name}</span>
        <span className="text-right tabular-nums">
          <span className="sr-only">{traitSummary(trait)}</span>
          <span aria-hidden="true">
            {trait.score}
            <span className="font-normal text-gray-600">/100</span> · {trait.bin}
          </span>
        </span>
      </h3>
      {/* The meter is decoration: the heading above says the same in words. */}
      <div aria-hidden="true" className="relative h-3 rounded-full bg-gray-200">
        <div className="h-3 rounded-full bg-berry" style={{ width: `${trait.score}%` }} />
        <div
          className="absolute -top-1 h-5 w-0.5 bg-ink"
          style={{ left: `${HIGH_THRESHOLD}%` }}
          data-testid="high-line"
        />
      </div>
      {children}
    </li>
  );
}
