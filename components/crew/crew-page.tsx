'use client';

import { buttonClass } from '../ui/button';
import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { MAX_CREW, newCrewId, type Crew } from '@/lib/crew/crew';
import { crewFlavor } from '@/lib/crew/crew-flavor';
import { ownPlace as placeOf, startCrew } from '@/lib/crew/crew-join';
import { crewUrl, leftOutCount } from '@/lib/crew/crew-link';
import { knownCrew, myPlace, rememberCrew, rememberMe } from '@/lib/crew/crew-memory';
import { relateCrews } from '@/lib/crew/crew-merge';
import { bestMatches } from '@/lib/crew/crew-pairs';
import { localePath } from '@/lib/i18n/routing';
import { FriendPair } from '../friends/friend-pair';
import { Footer } from '../ui/footer';
import { Spinner } from '../ui/icons';
import type { LazyWords } from '../words/lazy-messages';
import { notifyCrewLeftOut } from '../ui/notify';
import { shareSite } from '../share/share-site';
import { CrewFlavorCard } from './crew-flavor-card';
import { CrewPairsView } from './crew-pairs-view';
import { CrewPicture } from './crew-picture';
import { CrewShare } from './crew-share';
import { CrewSundae } from './crew-sundae';
import { CrewInvite } from './crew-invite';
import { JoinCrew } from './join-crew';
import { CrewNameForm } from './crew-name-form';
import { CrewNotices } from './crew-notices';
import { useCrewMemory } from './use-crew-memory';
import { showCrew, useCrewLink } from './use-crew-link';
import { useOwnResult, type OwnResult } from './use-own-result';
import { VenueCrewBar } from './counter/venue-crew-bar';
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
  const locale = useLocale();
  const toasted = useRef<string | null>(null);
  // A venue screen (docs/crew.md § At the counter): the crew's code large beside the sundae.
  const venue = useVenueIdleSeconds() !== null;

  useEffect(() => {
    // One toast per link read, however often the page renders it.
    if (view.kind !== 'ok' || leftOutCount(view.leftOut) === 0 || toasted.current === view.hash) return;
    toasted.current = view.hash;
    notifyCrewLeftOut(view.leftOut, toastWords, locale);
  }, [view, toastWords, locale]);

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
  const { memory, update, forget } = useCrewMemory(venue);
  // Who the visitor is here: the result in this tab, else a reading this device remembers them by. A venue
  // screen is nobody's: it never says "(you)" (docs/crew.md § At the counter).
  const tabPlace = venue ? -1 : placeOf(crew, own?.reading);
  const ownPlace = venue ? -1 : tabPlace >= 0 ? tabPlace : myPlace(memory, crew);
  const member = ownPlace >= 0;
  const known = venue ? undefined : knownCrew(memory, crew.id);
  // An older link or a crew grown apart: its notice is the page's one primary step, not passing this link on.
  const relation = known ? relateCrews(crew, known) : 'same';
  const stale = relation === 'older' || relation === 'apart';
  // Whom the visitor set beside them, and how often, so a second tap on the same scoop shows it afresh.
  const [picked, setPicked] = useState<{ place: number; tap: number } | null>(null);
  const labelOf = (of: Crew, place: number) => of.members[place]?.name ?? t('scoop', { number: place + 1 });
  const labels = crew.members.map((_, place) => labelOf(crew, place));
  // The reader's language, not the sender's: an unprefixed link opens in whatever language its reader's
  // browser asks for (lib/crew/crew-link.ts `crewUrl`).
  const url = crewUrl(shareSite(), token);
  const canCompare = own !== null && own.sample === undefined;
  // The crew changed (the visitor joined, or followed another link): whoever was picked may be gone.
  const shown = picked && picked.place < crew.members.length ? picked : null;
  // The crew the visitor has just joined on this page: its sundae comes into view with their scoop landing.
  const [joined, setJoined] = useState<string | null>(null);
  const sundaeRef = useRef<HTMLDivElement>(null);
  const pairRef = useRef<HTMLDivElement>(null);

  // The device remembers the crews its visitor is in, and the scoop they are in them as (never at a venue).
  useEffect(() => {
    if (venue || ownPlace < 0) return;
    const me = crew.members[ownPlace];
    if (me) update((memory) => rememberCrew(rememberMe(memory, me), crew));
    // The crew is its token: one write per link the visitor is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, ownPlace, venue, update]);

  useEffect(() => {
    if (joined === token) bringIntoView(sundaeRef.current);
  }, [joined, token]);
  useEffect(() => {
    if (shown) bringIntoView(pairRef.current);
  }, [shown]);

  function pick(place: number) {
    if (!crew.members[place]) return;
    // A transition: the tap's own frame paints at once, and the scoop's mark and the pair view render just
    // after, so the tap is not held up by a whole friend view (as one update it went over the tap budget: docs/performance.md).
    startTransition(() => setPicked((was) => ({ place, tap: (was?.tap ?? 0) + 1 })));
  }

  const notices = <CrewNotices crew={crew} known={known} relation={relation} labelOf={labelOf} />;
  const sundae = (
    <div ref={sundaeRef} className="flex scroll-mt-6 flex-col items-center gap-4">
      <CrewSundae
        crew={crew}
        labels={labels}
        ownPlace={ownPlace}
        picked={shown?.place ?? -1}
        onPick={canCompare ? pick : null}
      />
      {joined === token && (
        <p role="status" className="text-center font-semibold text-ink" data-testid="crew-added">
          {t('added')}
        </p>
      )}
    </div>
  );
  const heading = (
    <header className="flex flex-col items-center gap-1 text-center">
      <h1
        className="font-display text-xl font-bold tracking-tight text-balance sm:text-2xl"
        data-testid="crew-heading"
      >
        {crew.name ?? (crew.members.length === 1 && member ? t('headingOne') : t('heading'))}
      </h1>
      <p className="text-muted" data-testid="crew-count">
        {t('count', { count: crew.members.length, max: MAX_CREW })}
      </p>
      {crew.members.length > 1 && (
        <p className="text-sm text-pretty text-muted">{canCompare ? t('tapBeside') : t('tapOpen')}</p>
      )}
    </header>
  );
  const compare = shown && own && (
    // The member beside the visitor for this page only: never kept as the tab's friend.
    <div ref={pairRef} className="scroll-mt-6">
      <FriendPair
        key={`${shown.place}-${shown.tap}`}
        result={own.result}
        linkUrl={null}
        member={crew.members[shown.place]}
      />
    </div>
  );
  const together = (
    <>
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
          {heading}
          {sundae}
          {together}
        </div>
        <VenueCrewBar crew={crew} url={url} dialogWords={dialogWords} />
      </div>
    );

  // Not in the crew: whose crew it is and one way in come first; the sundae and what it makes follow
  // (docs/design.md § Layouts: from 1024 px the sundae stands on the left, the rest beside it).
  if (!member)
    return (
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2">
          {notices}
          <CrewInvite crew={crew} host={crew.members[0]?.name}>
            <JoinCrew
              crew={crew}
              own={own}
              rememberedName={memory.name}
              onResult={onResult}
              onJoined={setJoined}
              dialogWords={dialogWords}
            />
          </CrewInvite>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {sundae}
        </div>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2">
          {compare}
          {together}
          <CrewShare url={url} lead={false} />
        </div>
      </div>
    );

  // A crew of one, the visitor: inviting is the whole point yet, so it leads; the crew's flavour would only be
  // their own again, and there are no pairs.
  if (crew.members.length === 1)
    return (
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2">
          {notices}
          <header className="flex flex-col items-center gap-2 text-center">
            <h1
              className="font-display text-xl font-bold tracking-tight text-balance sm:text-2xl"
              data-testid="crew-heading"
            >
              {crew.name ?? t('headingOne')}
            </h1>
            <p className="text-pretty text-gray-800">{t('inviteIntro', { more: MAX_CREW - 1 })}</p>
          </header>
          <CrewShare url={url} heading={t('inviteHeading')} lead={!stale} />
          <CrewNameForm crew={crew} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {sundae}
        </div>
        <div className="lg:col-start-2">
          <MemoryLine onForget={forget} />
        </div>
      </div>
    );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-6">
        {notices}
        {heading}
        <YouMatch crew={crew} ownPlace={ownPlace} labels={labels} />
        {sundae}
      </div>
      <div className="flex min-w-0 flex-col gap-8">
        {compare}
        {together}
        {/* Not on a venue screen: a picture saved there would stay on the counter's tablet for the next visitor. */}
        {flavor && <CrewPicture crew={crew} flavor={flavor} url={url} />}
        <div className="flex flex-col items-center gap-3">
          <CrewShare url={url} lead={!stale} />
          <CrewNameForm crew={crew} />
        </div>
        <MemoryLine onForget={forget} />
      </div>
    </div>
  );
}

/** Scrolls an element into view, at once where the visitor asked for less motion. */
function bringIntoView(element: HTMLElement | null) {
  // Feature checks: an old browser (and a test's DOM) may lack either.
  if (typeof element?.scrollIntoView !== 'function') return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
}

/** "You match Alex best · 72% match", for a member of a crew of two or more. */
function YouMatch({ crew, ownPlace, labels }: { crew: Crew; ownPlace: number; labels: readonly string[] }) {
  const t = useTranslations('Crew');
  const friends = useTranslations('Friends');
  const best = bestMatches(crew)[ownPlace];
  if (!best) return null;
  return (
    <p className="text-center text-ink" data-testid="crew-you-match">
      {t.rich('youMatch', {
        best: labels[best.place] ?? '',
        strong: (chunks) => <strong className="whitespace-nowrap">{chunks}</strong>,
      })}
      <span className="text-gray-700"> · {friends('match', { ratio: best.match / 100 })}</span>
    </p>
  );
}

/** What this device remembers, said where it is used, with a way to forget it. */
function MemoryLine({ onForget }: { onForget: () => void }) {
  const t = useTranslations('Crew');
  const [forgotten, setForgotten] = useState(false);
  return (
    <div className="flex flex-col items-center gap-1 text-center" data-testid="crew-memory">
      {forgotten ? (
        <p role="status" className="text-sm text-muted">
          {t('forgotten')}
        </p>
      ) : (
        <>
          <p className="text-sm text-pretty text-muted">{t('memoryLine')}</p>
          <button
            type="button"
            className={buttonClass('quiet')}
            onClick={() => {
              onForget();
              setForgotten(true);
            }}
          >
            {t('forget')}
          </button>
        </>
      )}
    </div>
  );
}

/** No crew in the link, or one that does not read: plain words, and a way on. */
function NoCrew({ reason, own }: { reason: 'none' | 'unreadable'; own: OwnResult | null }) {
  const t = useTranslations('Crew');
  const locale = useLocale();
  const canStart = own !== null && own.sample === undefined;
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
