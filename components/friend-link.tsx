'use client';

import { useEffect, type ReactNode } from 'react';
import { LINK_LATER_ATTRIBUTE, LINK_TITLE_ATTRIBUTE } from '@/lib/flavor/link-prepaint';
import { saveFriendReading } from '@/lib/flavor/friend-storage';
import { explainTraits } from '@/lib/flavor/explain';
import { EMPTY_EVIDENCE } from '@/lib/flavor/result';
import { HIGH_THRESHOLD } from '@/lib/flavor/table';
import { useFriendLink } from './use-friend-link';
import { TraitMeter } from './trait-meter';

/**
 * A flavour page opened from a personal link (`/flavor/<slug>#v1-…`, docs/sharing-links.md). The page is
 * prerendered plain; once hydrated, these pieces read the fragment on the device: whose flavour it is
 * above the card, their three scores and a call to find your own below it. A fragment that is no valid
 * link for this page leaves the plain page with a one-line note. Names are rendered as text only.
 */

const CALL =
  'rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';

/** The title line's box (one line of text-lg), the same for the note, so the card below never moves. */
const TITLE_BOX = { minHeight: '1.75rem' } as const;

/** One short line each, so the note fits the title's box on a 320 px screen and the card never moves. */
const REFUSED = {
  unreadable: 'This link could not be read.',
  'other-flavour': 'This link does not match this flavour.',
} as const;

/** The line above the card: the same box in every state, so the card never moves. */
export function FriendLinkTitle({ slug }: { slug: string }) {
  const view = useFriendLink(slug);
  if (view.kind === 'refused')
    return (
      <p className="text-center text-sm text-gray-800" style={TITLE_BOX} data-testid="link-note">
        {REFUSED[view.reason]}
      </p>
    );
  const title =
    view.kind !== 'friend'
      ? 'One of eight flavours'
      : view.own
        ? 'Your flavour, as your link shows it'
        : view.reading.name !== undefined
          ? `${view.reading.name}'s flavour`
          : "A friend's flavour";
  return (
    <p
      className="text-center text-lg font-bold break-words text-ink"
      style={TITLE_BOX}
      data-testid="link-title"
      {...(view.kind === 'pending' && { [LINK_TITLE_ATTRIBUTE]: '' })}
    >
      {title}
    </p>
  );
}

/** Below the card: the friend's three scores, then where to go next. Nothing for a plain page. */
export function FriendLinkReading({ slug }: { slug: string }) {
  const view = useFriendLink(slug);
  const friend = view.kind === 'friend' ? view : null;

  useEffect(() => {
    // Kept for this tab under its own key, so /flavor can set it beside the visitor's result later.
    if (friend && !friend.own) saveFriendReading(window.sessionStorage, friend.reading);
  }, [friend]);

  if (!friend) return null;
  const { reading, own, hasOwnResult } = friend;
  const { E, C, O } = reading.scores;
  const traits = explainTraits({
    E_score: String(E),
    C_score: String(C),
    O_score: String(O),
    evidence: EMPTY_EVIDENCE,
  });
  const whose = own ? 'Your' : reading.name !== undefined ? `${reading.name}'s` : "Your friend's";
  return (
    <section
      aria-labelledby="friend-scores-heading"
      data-testid="friend-reading"
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-black/5"
    >
      <div>
        <h2 id="friend-scores-heading" className="text-xl font-bold break-words">
          {whose} three scores
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Each trait scores 0 to 100, read from music habits; from {HIGH_THRESHOLD} up it counts as High (the
          dark line on each bar).
        </p>
      </div>
      <ul className="flex flex-col gap-4">
        {traits.map((t) => (
          <TraitMeter key={t.key} trait={t} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3 text-center">
        {own ? (
          <p className="text-sm text-gray-800">
            This is your own link: whoever opens it sees this flavour and these three scores.
          </p>
        ) : (
          <p className="text-gray-800">
            {hasOwnResult
              ? 'Your flavour is in this tab: see the two of you side by side.'
              : 'Which flavour are you? Find yours from your own listening, then see how you two compare.'}
          </p>
        )}
        {/* A plain link, like the page's own call: it keeps this page free of router code. */}
        <a href={hasOwnResult ? '/flavor' : '/'} className={CALL}>
          {own ? 'Back to your result' : hasOwnResult ? 'Compare with yours' : 'Find your own flavour'}
        </a>
      </div>
    </section>
  );
}

/**
 * Wraps what sits below the card. While the fragment is unread, it carries the attribute that the
 * pre-paint script hides (lib/flavor/link-prepaint.ts); it drops it in the same commit that adds the
 * friend's scores, so nothing on screen moves.
 */
export function FriendLinkLater({
  slug,
  className,
  children,
}: {
  slug: string;
  className?: string;
  children: ReactNode;
}) {
  const view = useFriendLink(slug);
  return (
    <div className={className} {...(view.kind === 'pending' && { [LINK_LATER_ATTRIBUTE]: '' })}>
      {children}
    </div>
  );
}

/** The page's own call at the bottom; a friend's reading has its own call above, so this one steps aside. */
export function FlavorPageCall({ slug }: { slug: string }) {
  const view = useFriendLink(slug);
  if (view.kind === 'friend') return null;
  return (
    <div className="flex justify-center">
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link keeps this page free of router code */}
      <a href="/" className={CALL}>
        Find your flavor
      </a>
    </div>
  );
}
