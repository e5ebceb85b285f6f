'use client';

import { buttonClass } from '../ui/button';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { saveFriendReading } from '@/lib/links/friend-storage';
import { explainTraits } from '@/lib/flavor/explain';
import {
  LINK_LATER_ATTRIBUTE,
  LINK_PREPAINT_SCRIPT,
  LINK_TITLE_ATTRIBUTE,
} from '@/lib/prepaint/link-prepaint';
import { EMPTY_EVIDENCE } from '@/lib/flavor/result';
import { OWN, swirlFor, type Whose } from '@/lib/flavor/swirl';
import { HIGH_THRESHOLD } from '@/lib/flavor/table';
import { localePath } from '@/lib/i18n/routing';
import { SwirlLine } from '../why/swirl-line';
import { NAME_WRAP } from '../ui/word-wrap';
import { useFriendLink, type FriendLinkView } from './use-friend-link';
import { TraitMeter } from '../why/trait-meter';

/**
 * A flavour page opened from a personal link (`/flavor/<slug>#v1-…` or `#v2-…`, docs/sharing-links.md). The page is
 * prerendered plain; once hydrated, it reads the fragment on the device: whose flavour it is above the
 * card, their three scores and a call to find your own below it. A fragment that is no valid link for this
 * page leaves the plain page with a one-line note. Names are rendered as text only.
 *
 * One client component for the whole page, so the prerendered HTML carries one client reference and the
 * pre-paint script once (from this bundle, not from the page's payload): the page stays within the first
 * round trip of a new connection.
 */

const CALL = buttonClass('primary');

/** One short line each: the note fits the title line's box on a 320 px screen. */
const REFUSED = {
  unreadable: 'refusedUnreadable',
  'other-flavour': 'refusedOtherFlavour',
} as const;

/**
 * The line above the card: whose flavour it is, or why the link was refused. In the page's flow below the
 * language switch, room for two lines on a phone (a 24-character name in German), one from `sm`; its box is
 * kept from the first paint when the URL has a fragment (lib/prepaint/link-prepaint.ts), so the card does not
 * move when the words arrive, and a page without one has none.
 */
function TitleLine({ view }: { view: FriendLinkView }) {
  const shown = view.kind === 'friend' || view.kind === 'refused';
  return (
    <div
      {...{ [LINK_TITLE_ATTRIBUTE]: '' }}
      className="mb-3 min-h-14 flex-col justify-end text-center sm:min-h-7"
      style={{ display: shown ? 'flex' : 'none' }}
    >
      <Title view={view} />
    </div>
  );
}

function Title({ view }: { view: FriendLinkView }) {
  const t = useTranslations('Friends');
  if (view.kind === 'refused')
    return (
      <p className="text-sm text-gray-800" data-testid="link-note">
        {t(REFUSED[view.reason])}
      </p>
    );
  if (view.kind !== 'friend') return null;
  const title = view.own
    ? t('titleOwn')
    : view.reading.name !== undefined
      ? t('titleNamed', { name: view.reading.name })
      : t('titleFriend');
  return (
    <p className="text-lg font-bold text-ink" style={NAME_WRAP} data-testid="link-title">
      {title}
    </p>
  );
}

/** Below the card: the friend's three scores, then where to go next. */
function Reading({ friend }: { friend: Extract<FriendLinkView, { kind: 'friend' }> }) {
  const { reading, own, hasOwnResult } = friend;
  const t = useTranslations('Friends');
  const locale = useLocale();
  const { E, C, O } = reading.scores;
  const traits = explainTraits({
    E_score: String(E),
    C_score: String(C),
    O_score: String(O),
    evidence: EMPTY_EVIDENCE,
  });
  const heading = own
    ? t('scoresOwn')
    : reading.name !== undefined
      ? t('scoresNamed', { name: reading.name })
      : t('scoresFriend');
  // A v2 link says how sure the reading is and where it came from; a v1 link reads as it always did.
  const whoseInLine: Whose = own
    ? OWN
    : reading.name !== undefined
      ? { kind: 'named', name: reading.name }
      : { kind: 'friend' };
  const swirl = reading.certainty && swirlFor(reading.scores, reading.certainty);
  const source = reading.certainty?.basis === 'answers' ? (own ? 'ownAnswers' : 'theirAnswers') : 'music';
  return (
    <section
      aria-labelledby="friend-scores-heading"
      data-testid="friend-reading"
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-black/5"
    >
      <div>
        <h2 id="friend-scores-heading" className="text-lg font-bold" style={NAME_WRAP}>
          {heading}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('scale', { source, threshold: HIGH_THRESHOLD })}</p>
      </div>
      {swirl && <SwirlLine swirl={swirl} whose={whoseInLine} />}
      <ul className="flex flex-col gap-4">
        {traits.map((t) => (
          <TraitMeter key={t.key} trait={t} {...(swirl ? { chance: swirl.chances.traits[t.key] } : {})} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 text-center">
        {own ? (
          <p className="text-sm text-gray-800">{t('ownNote')}</p>
        ) : (
          <p className="text-gray-800">{hasOwnResult ? t('compareNote') : t('findNote')}</p>
        )}
        {/* A plain link, like the page's own call: it keeps this page free of router code. */}
        <a href={localePath(locale, hasOwnResult ? '/flavor' : '/')} className={CALL}>
          {own ? t('backToResult') : hasOwnResult ? t('compare') : t('findOwn')}
        </a>
      </div>
    </section>
  );
}

/**
 * A flavour page: the line above the card, the card, a friend's reading when the fragment holds one, then
 * `about`, the page's own call and `footer`. While the fragment is unread, what sits below the card
 * carries the attribute the pre-paint script hides; it drops it in the same commit that adds the friend's
 * scores, so nothing on screen moves.
 */
export function FriendLinkPage({
  slug,
  card,
  about,
  footer,
}: {
  slug: string;
  card: ReactNode;
  about: ReactNode;
  footer: ReactNode;
}) {
  const view = useFriendLink(slug);
  const t = useTranslations('Friends');
  const locale = useLocale();
  const friend = view.kind === 'friend' ? view : null;
  const later = view.kind === 'pending' && { [LINK_LATER_ATTRIBUTE]: '' };

  useEffect(() => {
    // Kept for this tab under its own key, so /flavor can set it beside the visitor's result later.
    if (friend && !friend.own) saveFriendReading(window.sessionStorage, friend.reading);
  }, [friend]);

  return (
    <div className="flex min-h-dvh flex-col">
      {view.kind === 'pending' && <script dangerouslySetInnerHTML={{ __html: LINK_PREPAINT_SCRIPT }} />}
      <main className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 pt-10 sm:pt-16">
        <div>
          <TitleLine view={view} />
          {card}
        </div>
        {friend && <Reading friend={friend} />}
        {/* What waits below the card, the page's lower half, inside the main landmark with the rest of
            the page's own content (the footer is its own landmark below). */}
        <div className="flex flex-col gap-8" {...later}>
          {about}
          {/* A friend's reading has its own call above; a plain link keeps this page free of router code. */}
          {!friend && (
            <div className="flex justify-center">
              <a href={localePath(locale, '/')} className={CALL}>
                {t('findYourFlavor')}
              </a>
            </div>
          )}
        </div>
      </main>
      {/* The footer waits with it. */}
      <div className="flex grow flex-col" {...later}>
        {footer}
      </div>
    </div>
  );
}
