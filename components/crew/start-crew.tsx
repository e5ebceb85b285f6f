'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { FlavorResult } from '@/lib/flavor/result';
import type { NameCheck } from '@/lib/links/friend-name';
import { readingFromResult } from '@/lib/links/link';
import { readSample } from '@/lib/result-io/extras';
import { localStore } from '../browser/stores';
import { whenIdle } from '../browser/when-idle';
import { buttonClass } from '../ui/button';

/**
 * The crew library, fetched on demand: /flavor's first load never carries it (docs/crew.md), and it is
 * fetched when the page is idle, so the tap on "Start a crew" does not wait for it.
 */
const loadJoin = () =>
  Promise.all([
    import('@/lib/crew/crew-join'),
    import('@/lib/crew/crew'),
    import('@/lib/crew/crew-memory'),
    import('@/lib/crew/crew-link'),
  ]);

/**
 * "Start a crew" in /flavor's share step: a crew link of one, the visitor, with the name of "Your link" when
 * one is typed (the personal link's rules, `check`), else the name this device remembers them by from an
 * earlier crew, and off to the crew page, which leads with inviting. A sample listener's result cannot start
 * one (lib/crew/crew.ts): the block says so instead of a button.
 */
export function StartCrew({ result, check }: { result: FlavorResult; check: NameCheck }) {
  const t = useTranslations('Crew.start');
  const locale = useLocale();
  const id = useId();
  const [nameProblem, setNameProblem] = useState(false);
  const sample = readSample(result.sample) !== undefined;

  useEffect(() => (sample ? undefined : whenIdle(() => void loadJoin())), [sample]);

  function start() {
    if (!check.ok) {
      // The visitor meant to give a name: never start a crew without it.
      setNameProblem(true);
      return;
    }
    setNameProblem(false);
    void loadJoin().then(([{ startCrew }, { newCrewId }, { readCrewMemory }, { crewPath }]) => {
      const name = check.name ?? readCrewMemory(localStore()).name;
      const outcome = startCrew(readingFromResult(result, name), false, newCrewId());
      if (outcome.status !== 'added') return;
      // A new document, so the crew page reads its fragment as it loads, as from any link: a client-side
      // push could render the page before the address carries the fragment, and no hashchange would follow.
      window.location.assign(crewPath(locale, outcome.token));
    });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="start-crew"
      className="flex flex-col items-start gap-2"
    >
      <h3 id={`${id}-heading`} className="font-bold text-balance">
        {t('heading')}
      </h3>
      {sample ? (
        <p className="text-sm text-pretty text-muted">{t('sample')}</p>
      ) : (
        <>
          <p className="text-sm text-pretty text-muted">{t('intro')}</p>
          <button type="button" onClick={start} className={buttonClass('secondary')}>
            {t('button')}
          </button>
          {nameProblem && !check.ok && (
            <p role="status" className="max-w-md text-sm font-semibold text-red-800">
              {t('name')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
