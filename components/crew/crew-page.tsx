'use client';

import { buttonClass } from '../ui/button';
import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_CREW, newCrewId, type Crew } from '@/lib/crew/crew';
import { crewFlavor } from '@/lib/crew/crew-flavor';
import { ownPlace as placeOf, startCrew } from '@/lib/crew/crew-join';
import { localePath } from '@/lib/i18n/routing';
import { FriendPair } from '../friends/friend-pair';
import { Footer } from '../ui/footer';
import { Spinner } from '../ui/icons';
import type { LazyWords } from '../ui/lazy-messages';
import { notifyCrewLeftOut } from '../ui/notify';
import { shareSite } from '../share/share-site';
import { CrewFlavorCard } from './crew-flavor-card';
import { CrewPairsView } from './crew-pairs-view';
import { CrewPicture } from './crew-picture';
import { CrewShare } from './crew-share';
import { CrewSundae } from './crew-sundae';
import { JoinCrew } from './join-crew';
import { showCrew, useCrewLink } from './use-crew-link';
import { useOwnResult, type OwnResult } from './use-own-result';
import { VenueCrewBar } from './venue-crew-bar';
import { useVenueIdleSeconds } from '../venue/use-venue';

const CALL = buttonClass('primary');

/**
 * The crew page, `/crew#c1-…` (docs/crew.md): prerendered as "Opening the crew…", then everything is read on
 * the device, the fragment (which never reaches a server) and the visitor's own result in this tab. An edited
 * link shows the members that read and one toast with how many did not; a link with no crew in it says so in
 * plain words, with a way on.
 */
export function CrewPage({ dialogWords }: { dialogWords: LazyWords }) {
  const view = useCrewLink();
  const { own, refresh } = useOwnResult();
  const toastWords = useTranslations('Toasts');
  const toasted = useRef<string | null>(null);
  // A venue screen (docs/crew.md § At the counter): the crew's code large beside the sundae.
  const venue = useVenueIdleSeconds() !== null;

  useEffect(() => {
    // One toast per link read, however often the page renders it.
    if (view.kind !== 'ok' || view.unread === 0 || toasted.current === view.hash) return;
    toasted.current = view.hash;
    notifyCrewLeftOut(view.unread, toastWords);
  }, [view, toastWords]);

  return (
    <div className="flex min-h-dvh flex-col">
      <main
        className={`mx-auto flex w-full flex-col gap-8 px-4 pt-10 sm:pt-16 ${view.kind === 'ok' ? (venue ? 'max-w-6xl' : 'max-w-xl lg:max-w-6xl') : 'max-w-xl'}`}
      >
        {view.kind === 'pending' ? (
          <Opening />
        ) : view.kind === 'ok' ? (
          <CrewView
            crew={view.crew}
            token={view.token}
            own={own}
            onResult={refresh}
            dialogWords={dialogWords}
            venue={venue}
          />
        ) : (
          <NoCrew reason={view.kind} own={own} />
        )}
      </main>
      <Footer />
    </div>
  );
}

function Opening() {
  const t = useTranslations('Crew');
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-berry">
      <Spinner />
      <p className="text-lg font-medium text-ink">{t('loading')}</p>
    </div>
  );
}

function CrewView({
  crew,
  token,
  own,
  onResult,
  dialogWords,
  venue,
}: {
  crew: Crew;
  token: string;
  own: OwnResult | null;
  onResult: () => void;
  dialogWords: LazyWords;
  venue: boolean;
}) {
  const t = useTranslations('Crew');
  const flavor = useMemo(() => crewFlavor(crew), [crew]);
  const ownPlace = placeOf(crew, own?.reading);
  // Whom the visitor set beside them, and how often, so a second tap on the same scoop shows it afresh.
  const [picked, setPicked] = useState<{ place: number; tap: number } | null>(null);
  const labels = crew.members.map((m, place) => m.name ?? t('scoop', { number: place + 1 }));
  const url = `${shareSite()}${localePath(useLocale(), '/crew')}#${token}`;
  const canCompare = own !== null && own.sampleName === undefined;
  // The crew changed (the visitor joined, or followed another link): whoever was picked may be gone.
  const shown = picked && picked.place < crew.members.length ? picked : null;
  // The crew the visitor has just joined on this page: its link is the one to pass on now.
  const [joined, setJoined] = useState<string | null>(null);

  function pick(place: number) {
    if (!crew.members[place]) return;
    // A transition: the tap's own frame paints at once, and the scoop's mark and the pair view render just
    // after, so the tap is not held up by a whole friend view (144 ms at 4x CPU as one update).
    startTransition(() => setPicked((was) => ({ place, tap: (was?.tap ?? 0) + 1 })));
  }

  const crewHead = (
    <>
      <header className="flex flex-col items-center gap-1 text-center">
        <h1 className="font-display text-xl font-bold tracking-tight text-balance sm:text-2xl">
          {t('heading')}
        </h1>
        <p className="text-muted" data-testid="crew-count">
          {t('count', { count: crew.members.length, max: MAX_CREW })}
        </p>
        <p className="text-sm text-pretty text-muted">{canCompare ? t('tapBeside') : t('tapOpen')}</p>
      </header>
      <CrewSundae
        crew={crew}
        labels={labels}
        ownPlace={ownPlace}
        picked={shown?.place ?? -1}
        onPick={canCompare ? pick : null}
      />
    </>
  );
  const crewRest = (
    <>
      {shown && own && (
        // The member beside the visitor for this page only: never kept as the tab's friend.
        <FriendPair
          key={`${shown.place}-${shown.tap}`}
          result={own.result}
          linkUrl={null}
          member={crew.members[shown.place]}
        />
      )}
      {flavor && <CrewFlavorCard flavor={flavor} />}
      <CrewPairsView crew={crew} labels={labels} />
    </>
  );

  // At the counter the friends join by "Add the next friend", and the code stands large beside the sundae,
  // in the first view of a tablet, landscape or portrait (as the venue's result does).
  if (venue)
    return (
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          {crewHead}
          {crewRest}
        </div>
        <VenueCrewBar crew={crew} url={url} dialogWords={dialogWords} />
      </div>
    );

  // docs/design.md § Layouts: from 1024 px the sundae stands on the left, the crew's flavour and the rest
  // beside it; on a phone one column in the same order.
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6">{crewHead}</div>
      <div className="flex min-w-0 flex-col gap-8">
        {crewRest}
        {/* Not on a venue screen: a picture saved there would stay on the counter's tablet for the next visitor. */}
        {flavor && <CrewPicture crew={crew} flavor={flavor} url={url} />}
        {ownPlace < 0 && (
          <JoinCrew
            crew={crew}
            own={own}
            onResult={onResult}
            onJoined={setJoined}
            dialogWords={dialogWords}
          />
        )}
        {joined === token && (
          <p role="status" className="text-center font-semibold text-ink" data-testid="crew-added">
            {t('added')}
          </p>
        )}
        <CrewShare url={url} lead={ownPlace >= 0} />
      </div>
    </div>
  );
}

/** No crew in the link, or one that does not read: plain words, and a way on. */
function NoCrew({ reason, own }: { reason: 'none' | 'unreadable'; own: OwnResult | null }) {
  const t = useTranslations('Crew');
  const locale = useLocale();
  const canStart = own !== null && own.sampleName === undefined;
  return (
    <section
      aria-labelledby="no-crew-heading"
      data-testid="crew-none"
      data-reason={reason}
      className="flex flex-col items-center gap-4 rounded-card bg-white p-6 text-center shadow-xl ring-1 ring-black/5"
    >
      <h1 id="no-crew-heading" className="text-xl font-bold">
        {reason === 'none' ? t('emptyTitle') : t('unreadableTitle')}
      </h1>
      <p className="text-gray-800">{reason === 'none' ? t('emptyBody') : t('unreadableBody')}</p>
      {canStart ? (
        <button
          type="button"
          className={CALL}
          onClick={() => {
            const outcome = startCrew(own.reading, false, newCrewId());
            if (outcome.status === 'added') showCrew(outcome.token);
          }}
        >
          {t('startOwn')}
        </button>
      ) : (
        <a href={localePath(locale, '/')} className={CALL}>
          {t('findFlavor')}
        </a>
      )}
    </section>
  );
}
