'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { encodeCrew } from '@/lib/crew/crew-link';
import {
  clearForNextFriend,
  keepVenueCrew,
  readVenueCrew,
  takeTurn,
  type VenueTurn,
} from '@/lib/crew/venue-crew';
import type { FlavorResult } from '@/lib/flavor/result';
import { localePath } from '@/lib/i18n/routing';
import type { NameCheck } from '@/lib/links/friend-name';
import { readingFromResult } from '@/lib/links/link';
import { readSample } from '@/lib/result-io/canonical';
import { sessionStore } from '../venue/use-venue';

const BUTTON =
  'rounded-full border-2 px-5 py-2.5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';

/**
 * Crew mode on a venue screen's result (docs/crew.md § At the counter), under the flavour card: "Add the next
 * friend" puts this visitor in the crew so far, clears their result and opens the next person's way in on
 * the crew page; "Our sundae" puts them in and shows the crew with its QR code large. Loaded only on a venue
 * screen, so /flavor's own load never carries the crew's code.
 */
export default function VenueCrew({ result, check }: { result: FlavorResult; check: NameCheck }) {
  const t = useTranslations('Crew.venue');
  const locale = useLocale();
  // Read once: this page is the only one writing it until the visitor taps.
  const [crew] = useState(() => readVenueCrew(sessionStore()));
  const [nameProblem, setNameProblem] = useState(false);
  const sample = readSample(result.sample) !== undefined;
  const turn: VenueTurn = takeTurn(
    crew,
    readingFromResult(result, check.ok ? check.name : undefined),
    sample,
  );
  // Undefined while there is nothing to show: a sample listener alone, with no crew to look at or add to.
  const token = encodeCrew(turn.crew);

  function go(nextFriend: boolean) {
    if (!check.ok) {
      // The visitor typed a name for their link: never put them in the crew without it.
      setNameProblem(true);
      return;
    }
    if (token === undefined) return;
    const session = sessionStore();
    keepVenueCrew(session, turn.crew);
    if (nextFriend) clearForNextFriend(session);
    // A new document, so the crew page reads its fragment as it loads (as Start a crew does).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${localePath(locale, '/crew')}#${token}`);
  }

  const before = crew.members.length;
  return (
    <div
      data-testid="venue-crew"
      className="flex w-full flex-col items-center gap-3 rounded-3xl bg-white p-5 shadow-md ring-1 ring-pink-200"
    >
      <p className="max-w-sm text-center text-sm text-gray-700" data-testid="venue-crew-count">
        {turn.status === 'full'
          ? t('full')
          : sample
            ? t('sample')
            : before === 0
              ? t('none')
              : t('soFar', { count: before })}
      </p>
      {token !== undefined && (
        <div className="flex flex-wrap justify-center gap-3">
          {turn.status !== 'full' && (
            <button
              type="button"
              onClick={() => go(true)}
              className={`${BUTTON} border-berry bg-berry text-white hover:bg-berry-dark`}
            >
              {t('addNext')}
            </button>
          )}
          <button
            type="button"
            onClick={() => go(false)}
            className={`${BUTTON} border-berry text-berry-dark hover:bg-pink-50`}
          >
            {t('ourSundae')}
          </button>
        </div>
      )}
      {nameProblem && !check.ok && (
        <p role="status" className="max-w-sm text-center text-sm font-semibold text-red-800">
          {t('name')}
        </p>
      )}
    </div>
  );
}
