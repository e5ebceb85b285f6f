'use client';

import { useTranslations } from 'next-intl';
import type { Crew } from '@/lib/crew/crew';
import { bestMatches, crewPairLine, crewPairs, type CrewPair } from '@/lib/crew/crew-pairs';

/**
 * The crew's closest and most different pair (lib/crew/crew-pairs.ts), each with its match score and the
 * pair table's line; a crew of two has one pair, which is both; a crew of one has none yet. From three
 * members on, each member's best match in the crew follows, so everyone finds their own line.
 */
export function CrewPairsView({ crew, labels }: { crew: Crew; labels: readonly string[] }) {
  const t = useTranslations('Crew');
  const pairs = crewPairs(crew);
  // A crew of one has no pairs yet: the section is left out, not explained (docs/design.md § Polish).
  if (!pairs) return null;
  return (
    <section
      aria-labelledby="crew-pairs-heading"
      data-testid="crew-pairs"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <h2 id="crew-pairs-heading" className="text-lg font-bold">
        {t('pairsHeading')}
      </h2>
      {pairs.closest === pairs.mostDifferent ? (
        <Pair title={t('onlyPair')} pair={pairs.closest} labels={labels} kind="only" />
      ) : (
        <>
          <Pair title={t('closest')} pair={pairs.closest} labels={labels} kind="closest" />
          <Pair title={t('mostDifferent')} pair={pairs.mostDifferent} labels={labels} kind="most-different" />
          <BestMatches crew={crew} labels={labels} />
        </>
      )}
    </section>
  );
}

function Pair({
  title,
  pair,
  labels,
  kind,
}: {
  title: string;
  pair: CrewPair;
  labels: readonly string[];
  kind: string;
}) {
  const t = useTranslations('Crew');
  const friends = useTranslations('Friends');
  const line = crewPairLine(pair, useTranslations('Pairs'));
  return (
    <div
      className="flex flex-col gap-1 border-t border-gray-200 pt-3 first-of-type:border-t-0"
      data-pair={kind}
    >
      <h3 className="text-xs font-bold tracking-widest text-gray-600 uppercase">{title}</h3>
      <p className="font-bold text-ink">
        {/* Each name kept on one line (a name is at most 24 characters): never split at a space or a hyphen. */}
        {t.rich('pairNames', {
          first: labels[pair.first] ?? '',
          second: labels[pair.second] ?? '',
          name: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
        })}
        <span className="font-normal text-gray-700"> · {friends('match', { ratio: pair.match / 100 })}</span>
      </p>
      <p className="text-gray-800" data-testid="crew-pair-line">
        {line}
      </p>
    </div>
  );
}

/** Each member and the one they match best (ties to the earlier place), with the match score. */
function BestMatches({ crew, labels }: { crew: Crew; labels: readonly string[] }) {
  const t = useTranslations('Crew');
  const friends = useTranslations('Friends');
  const best = bestMatches(crew);
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3" data-testid="crew-best">
      <h3 className="text-xs font-bold tracking-widest text-gray-600 uppercase">{t('bestHeading')}</h3>
      <ul className="flex flex-col gap-1">
        {best.map((match, place) =>
          match ? (
            <li key={place} className="text-ink">
              {t.rich('bestWith', {
                member: labels[place] ?? '',
                best: labels[match.place] ?? '',
                strong: (chunks) => <strong className="whitespace-nowrap">{chunks}</strong>,
                name: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
              })}
              <span className="text-gray-700"> · {friends('match', { ratio: match.match / 100 })}</span>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
