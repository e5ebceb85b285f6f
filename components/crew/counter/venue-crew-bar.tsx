'use client';

import { buttonClass } from '../../ui/button';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { MAX_CREW, type Crew } from '@/lib/crew/crew';
import {
  answerNextFriendCall,
  clearForNextFriend,
  keepVenueCrew,
  nextFriendCalled,
} from '@/lib/crew/venue-crew';
import type { LazyWords } from '../../words/lazy-messages';
import { ConnectOpening } from '../../landing/connect-opening';
import { nextVisitor } from '../../venue/next-visitor';
import { sessionStore } from '../../browser/stores';

/** The QR code and its library, as on the venue's result (components/venue/qr-code.tsx). */
const QrCode = lazy(() => import('../../venue/qr-code'));
/** The connect dialog, fetched when the next friend's turn starts. */
const ConnectDialog = lazy(() =>
  import('../../landing/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

/**
 * The crew page on a venue screen (docs/crew.md § At the counter): the crew link's QR code large, so everyone
 * takes the crew to their phone; "Add the next friend", which opens the connect dialog for the next person
 * (their result goes to /flavor, as anyone's, with the crew's buttons under it); and "Next visitor", which
 * clears the whole crew with the rest. Arriving by "Add the next friend" opens the dialog at once.
 */
export function VenueCrewBar({
  crew,
  url,
  dialogWords,
}: {
  crew: Crew;
  url: string;
  dialogWords: LazyWords;
}) {
  const t = useTranslations('Crew');
  const venue = useTranslations('Venue');
  const opening = useTranslations('Dialog')('opening');
  const id = useId();
  // Read when the page has the crew, which is only ever on the device: no prerendered markup to match.
  const [dialog, setDialog] = useState(() => nextFriendCalled(sessionStore()));

  useEffect(() => {
    // This crew is the one the counter is building now, however the page was opened; the call is answered.
    const session = sessionStore();
    keepVenueCrew(session, crew);
    answerNextFriendCall(session);
  }, [crew]);

  function addNextFriend() {
    clearForNextFriend(sessionStore());
    setDialog(true);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="venue-crew-bar"
      className="flex flex-col items-center gap-3 rounded-card bg-white p-5 text-center shadow-xl ring-2 ring-berry"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-balance">
        {t('venue.scanTitle')}
      </h2>
      <p className="max-w-sm text-sm text-pretty text-muted">{t('venue.scanHint')}</p>
      <Suspense fallback={null}>
        <QrCode url={url} large linkField={false} labels={{ qr: t('qrLabel'), link: t('linkLabel') }} />
      </Suspense>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Ten is a full sundae: the eleventh starts a crew of their own from their phone. */}
        {crew.members.length < MAX_CREW && (
          <button type="button" onClick={addNextFriend} className={buttonClass('primary')}>
            {t('venue.addNext')}
          </button>
        )}
        <button type="button" onClick={nextVisitor} className={buttonClass('venue')}>
          {venue('nextVisitor')}
        </button>
      </div>
      {dialog && (
        <Suspense fallback={<ConnectOpening label={opening} />}>
          <ConnectDialog open words={dialogWords} onClose={() => setDialog(false)} />
        </Suspense>
      )}
    </section>
  );
}
