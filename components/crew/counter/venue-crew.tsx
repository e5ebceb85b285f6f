'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { crewPath, encodeCrew } from '@/lib/crew/crew-link';
import {
  clearForNextFriend,
  keepVenueCrew,
  readVenueCrew,
  takeTurn,
  type VenueTurn,
} from '@/lib/crew/venue-crew';
import type { FlavorResult } from '@/lib/flavor/result';
import type { NameCheck } from '@/lib/links/friend-name';
import { readingFromResult } from '@/lib/links/link';
import { readSample } from '@/lib/result-io/extras';
import { sessionStore } from '../../browser/stores';
import { buttonClass } from '../../ui/button';
import { NameField } from '../../share/name-field';
import type { PersonalLink } from '../../share/use-personal-link';

/**
 * Crew mode on a venue screen's result (docs/crew.md § At the counter), under the flavour card: "Add the next
 * friend" puts this visitor in the crew so far, clears their result and opens the next person's way in on
 * the crew page; "Our sundae" puts them in and shows the crew with its QR code large. Loaded only on a venue
 * screen, so /flavor's own load never carries the crew's code. The name a visitor gives their scoop is typed
 * here: a counter tablet has no personal link to name.
 */
export default function VenueCrew({ result, link }: { result: FlavorResult; link: PersonalLink }) {
  const check: NameCheck = link.check;
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
    window.location.assign(crewPath(locale, token));
  }

  const before = crew.members.length;
  return (
    <div
      data-testid="venue-crew"
      className="flex w-full flex-col gap-3 rounded-card bg-white p-4 shadow-xl ring-1 ring-black/5"
    >
      <p className="text-sm text-pretty text-muted" data-testid="venue-crew-count">
        {turn.status === 'full'
          ? t('full')
          : sample
            ? t('sample')
            : before === 0
              ? t('none')
              : t('soFar', { count: before })}
      </p>
      {token !== undefined && !sample && turn.status !== 'full' && (
        <NameField typed={link.typed} check={check} onChange={link.setTyped} hint={false} />
      )}
      {token !== undefined && (
        <div className="flex flex-wrap gap-3">
          {turn.status !== 'full' && (
            <button type="button" onClick={() => go(true)} className={buttonClass('primary')}>
              {t('addNext')}
            </button>
          )}
          <button type="button" onClick={() => go(false)} className={buttonClass('secondary')}>
            {t('ourSundae')}
          </button>
        </div>
      )}
      {nameProblem && !check.ok && (
        <p role="status" className="text-sm font-semibold text-red-800">
          {t('name')}
        </p>
      )}
    </div>
  );
}
