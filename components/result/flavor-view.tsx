'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useStoredResult } from '../browser/use-stored-result';
import { Footer } from '../ui/footer';
import { FriendPair } from '../friends/friend-pair';
import { useStoredFriend } from '../friends/use-stored-friend';
import { ArrowLeftIcon, Spinner } from '../ui/icons';
import { notify } from '../ui/notify';
import { useSampleName } from '../ui/use-sample-name';
import { MyLink } from '../share/my-link';
import { StartCrew } from '../crew/start-crew';
import { PhoneLink } from '../venue/phone-link';
import { useVenueIdleSeconds } from '../venue/use-venue';
import { ResultCard } from './result-card';
import { SharePicture } from '../share/share-picture';
import { readQuiz, readSample } from '@/lib/result-io/extras';
import { ShareRow } from '../share/share-row';
import { ShareStep } from '../share/share-step';
import { buttonClass } from '../ui/button';
import { SwirlLine } from '../why/swirl-line';
import { swirlOfResult, whoseFor } from '@/lib/flavor/swirl';
import { usePersonalLink } from '../share/use-personal-link';
import { useSharePicture } from '../share/use-share-picture';
import { WhyFlavor } from '../why/why-flavor';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { resolveFlavor, rowFlavor, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { PREPAINT_ATTRIBUTES, PREPAINT_STYLE_ID } from '@/lib/prepaint/prepaint';
import { earlyTapScript } from '@/lib/early-tap';
import { localePath } from '@/lib/i18n/routing';
import { clearFlavorResult } from '@/lib/result-io/storage';

/** Crew mode's buttons (docs/crew.md § At the counter): fetched only on a venue screen, with the crew's code. */
const VenueCrew = lazy(() => import('../crew/counter/venue-crew'));

/** The eight cards /flavor prerenders, in table order (the order of ROW_CARDS, which pre-paint reveals by index). */
const PRERENDERED_CARDS = FLAVOR_ROWS.map((row) => ({ key: row.rowKey, flavor: rowFlavor(row) }));

/** Records a tap on a prerendered control before React runs (lib/early-tap.ts). */
const EARLY_TAP_SCRIPT = earlyTapScript();

/**
 * docs/product-rules.md § Screens, § States, § Errors: loading, then the card, or a silent redirect home when nothing is saved, or the error
 * toast and a redirect when what is saved cannot be read.
 *
 * The prerendered HTML (and React's hydration pass, which must match it) holds the loading state, the
 * pre-paint script and all eight cards hidden (lib/prepaint/prepaint.ts). Once hydrated, React renders from
 * the saved value alone: the same tree with just the saved card, keyed by its row so the DOM the visitor is
 * already looking at stays put.
 */
export function FlavorView({ prepaintScript }: { prepaintScript: string }) {
  const router = useRouter();
  const t = useTranslations('Result');
  const toastWords = useTranslations('Toasts');
  const sampleName = useSampleName();
  // Home in the page's language: a German visitor with nothing saved lands on /de, not on the English page.
  const home = localePath(useLocale(), '/');
  // Nothing is read while prerendering: the stored outcome is undefined until hydrated.
  const stored = useStoredResult();
  const prerendered = stored === undefined;
  const result = stored?.status === 'ok' ? stored.result : null;
  // The result's row, resolved once here: everything below reads it, nothing looks it up again.
  const flavor = useMemo(() => (result ? resolveFlavor(result) : null), [result]);
  const picture = useSharePicture(result, flavor);
  const link = usePersonalLink(result);
  // Storage is outside input: the optional sample marker passes its guard again before it is shown.
  const sample = result ? readSample(result.sample) : undefined;
  const quiz = result ? readQuiz(result.quiz) : undefined;
  const whose = whoseFor(sample);
  const swirl = useMemo(() => (result ? swirlOfResult(result) : undefined), [result]);
  const venue = useVenueIdleSeconds() !== null;
  // With a friend beside you the pair's picture is the page's one primary step (docs/design.md).
  const withFriend = Boolean(useStoredFriend().reading);

  useEffect(() => {
    // React owns what is shown from now on; the pre-paint rules must not outlive this page.
    if (!prerendered) document.getElementById(PREPAINT_STYLE_ID)?.remove();
  }, [prerendered]);

  useEffect(() => {
    if (!stored || stored.status === 'ok') return;
    if (stored.status === 'corrupt') {
      clearFlavorResult(window.sessionStorage);
      notify('readError', toastWords);
    }
    router.replace(home);
  }, [stored, router, home, toastWords]);

  // The prerendered page holds all eight cards in table order (ROW_CARDS): the index is what pre-paint reveals.
  const cards: readonly { key: string; flavor: ResolvedFlavor }[] = prerendered
    ? PRERENDERED_CARDS
    : result && flavor
      ? [{ key: result.row_key, flavor }]
      : [];

  // A form, so that a tap before the scripts have run still goes home (a plain GET to "/" or "/de").
  const tryAgain = (
    <form
      action={home}
      className="flex justify-center"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(home);
      }}
    >
      <button type="submit" className={buttonClass('quiet')}>
        <ArrowLeftIcon />
        {t('tryAgain')}
      </button>
    </form>
  );

  const cardList = cards.map(({ key, flavor: shown }, index) => (
    <div
      key={key}
      className={prerendered ? 'hidden' : undefined}
      {...(prerendered && { [PREPAINT_ATTRIBUTES.row]: index })}
    >
      <ResultCard flavor={shown} eager={!prerendered} />
    </div>
  ));

  return (
    <>
      {prerendered && <script dangerouslySetInnerHTML={{ __html: prepaintScript }} />}
      {/* Keeps a tap on a prerendered toggle (What does my link carry?) until React answers it. */}
      {prerendered && <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />}
      {!result && (
        <main
          className="flex min-h-dvh flex-col items-center justify-center gap-4 text-berry"
          role="status"
          {...{ [PREPAINT_ATTRIBUTES.waiting]: '' }}
        >
          <Spinner />
          <p className="text-lg font-medium text-ink">{t('loading')}</p>
        </main>
      )}
      {cards.length > 0 && (
        <div
          className={`${result ? 'flex' : 'hidden'} min-h-dvh flex-col ${venue ? '[&>footer]:pt-4' : ''}`}
          {...(prerendered && { [PREPAINT_ATTRIBUTES.shell]: '' })}
        >
          {/* docs/design.md § Layouts: one column on a phone, in the order of what a visitor does next (the
              card, sharing, then the rest); from 1024 px the card and sharing side by side, the why view under
              both. A venue tablet keeps only the card, the code, Next visitor and the crew's buttons. */}
          <main
            className={`mx-auto flex w-full flex-col gap-6 px-4 lg:gap-8 lg:px-8 ${venue ? 'max-w-6xl pt-6 sm:pt-10' : 'max-w-xl pt-12 pb-10 lg:max-w-6xl'}`}
          >
            {sample && (
              <p
                data-testid="sample-note"
                className="rounded-tile bg-warm px-4 py-2 text-center text-sm font-semibold text-pretty text-warm-ink"
              >
                {t('sampleNote', { name: sampleName(sample) })}
              </p>
            )}
            {quiz && (
              <p
                data-testid="quiz-note"
                className="rounded-tile bg-berry-tint px-4 py-2 text-center text-sm font-semibold text-pretty text-berry-dark"
              >
                {t('quizNote', { answered: quiz.answered, asked: quiz.asked })}
              </p>
            )}
            {/* With a friend's reading beside yours, the pair leads (it renders nothing otherwise). */}
            {result && !venue && <FriendPair result={result} linkUrl={link.url} />}
            {venue ? (
              <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
                <div className="flex min-w-0 flex-col gap-3">
                  {cardList}
                  {result && (
                    <Suspense fallback={null}>
                      <VenueCrew result={result} link={link} />
                    </Suspense>
                  )}
                </div>
                <div className="flex min-w-0 flex-col gap-2">
                  {result && <PhoneLink url={link.url} />}
                  {tryAgain}
                </div>
              </div>
            ) : (
              // From 1024 px: the card with the code under it, beside sharing with the crew under it. On a phone
              // the same order down one column: the card, sharing, the crew, the code.
              <div className="grid items-start gap-6 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-8">
                <div className="flex min-w-0 flex-col gap-4 lg:col-span-5 lg:row-start-1">{cardList}</div>
                <div className="flex min-w-0 flex-col gap-6 lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:gap-8">
                  <ShareStep
                    picture={
                      <SharePicture
                        state={prerendered ? null : picture}
                        flavor={flavor}
                        {...(sample ? { sampleName: sampleName(sample) } : {})}
                        {...(quiz ? { fromAnswers: true } : {})}
                        {...(swirl?.second ? { secondFlavor: swirl.second } : {})}
                        url={link.url}
                        tier={withFriend ? 'secondary' : 'primary'}
                      >
                        <ShareRow flavor={flavor} />
                      </SharePicture>
                    }
                    crew={result && <StartCrew result={result} check={link.check} />}
                    link={<MyLink link={result ? link : null} />}
                  />
                </div>
                {result && (
                  <div className="min-w-0 lg:col-span-5 lg:col-start-1 lg:row-start-2">
                    <PhoneLink url={link.url} />
                  </div>
                )}
              </div>
            )}
            {result && !venue && (
              <WhyFlavor
                result={result}
                {...(swirl ? { lead: <SwirlLine swirl={swirl} whose={whose} /> } : {})}
              />
            )}
            {!venue && tryAgain}
          </main>
          <Footer />
        </div>
      )}
    </>
  );
}
