'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { subscribeToStorage } from '../ui/subscribe-storage';
import { Footer } from '../ui/footer';
import { FriendPair } from '../friends/friend-pair';
import { ArrowLeftIcon, Spinner } from '../ui/icons';
import { notify } from '../ui/notify';
import { useSampleName } from '../ui/use-sample-name';
import { MyLink } from '../share/my-link';
import { StartCrew } from '../crew/start-crew';
import { PhoneLink } from '../venue/phone-link';
import { useVenueIdleSeconds } from '../venue/use-venue';
import { ResultCard } from './result-card';
import { SharePicture } from '../share/share-picture';
import { readQuiz, readSample } from '@/lib/result-io/canonical';
import { ShareRow } from '../share/share-row';
import { SwirlLine } from '../why/swirl-line';
import { swirlOfResult, whoseFor } from '@/lib/flavor/swirl';
import { usePersonalLink } from '../share/use-personal-link';
import { useSharePicture } from '../share/use-share-picture';
import { WhyFlavor } from '../why/why-flavor';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { resolveFlavor, rowFlavor, type ResolvedFlavor } from '@/lib/flavor/flavor-text';
import { PREPAINT_ATTRIBUTES, PREPAINT_STYLE_ID } from '@/lib/prepaint/prepaint';
import { localePath } from '@/lib/i18n/routing';
import { clearFlavorResult, parseStoredText, readStoredText } from '@/lib/result-io/storage';

/** Crew mode's buttons (docs/crew.md § At the counter): fetched only on a venue screen, with the crew's code. */
const VenueCrew = lazy(() => import('../crew/venue-crew'));

/** The eight cards /flavor prerenders, in table order (the order of ROW_CARDS, which pre-paint reveals by index). */
const PRERENDERED_CARDS = FLAVOR_ROWS.map((row) => ({ key: row.rowKey, flavor: rowFlavor(row) }));

/** Session storage as an external store; on the server (prerender) there is nothing yet: `undefined`. */
const readBrowser = () => readStoredText(window.sessionStorage);
const readServer = () => undefined;

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
  const text = useSyncExternalStore(subscribeToStorage, readBrowser, readServer);
  const prerendered = text === undefined;
  const stored = useMemo(() => (text === undefined ? undefined : parseStoredText(text)), [text]);
  const result = stored?.status === 'ok' ? stored.result : null;
  // The result's row, resolved once here: everything below reads it, nothing looks it up again.
  const flavor = useMemo(() => (result ? resolveFlavor(result) : null), [result]);
  const picture = useSharePicture(result, flavor);
  const link = usePersonalLink(result);
  // Storage is outside input: the optional sample marker passes its guard again before it is shown.
  const sample = result ? readSample(result.sample) : undefined;
  const quiz = result ? readQuiz(result.quiz) : undefined;
  const whose = whoseFor(sample?.name);
  const swirl = useMemo(() => (result ? swirlOfResult(result) : undefined), [result]);
  const venue = useVenueIdleSeconds() !== null;

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

  return (
    <>
      {prerendered && <script dangerouslySetInnerHTML={{ __html: prepaintScript }} />}
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
          className={`${result ? 'flex' : 'hidden'} min-h-dvh flex-col`}
          {...(prerendered && { [PREPAINT_ATTRIBUTES.shell]: '' })}
        >
          <main
            className={`mx-auto flex w-full flex-col gap-8 px-4 pt-10 sm:pt-16 ${venue ? 'max-w-5xl' : 'max-w-xl'}`}
          >
            {/* A venue tablet sets the QR code and Next visitor beside the card, so the visitor at the counter sees
                all three without scrolling, landscape or portrait (docs/venue.md); elsewhere one column. */}
            <div
              className={
                venue
                  ? 'grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]'
                  : 'contents'
              }
            >
              <div className={venue ? 'flex min-w-0 flex-col gap-6' : 'contents'}>
                {sample && (
                  <p
                    data-testid="sample-note"
                    className="rounded-2xl bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-ink ring-1 ring-amber-300"
                  >
                    {t('sampleNote', { name: sampleName(sample.name) })}
                  </p>
                )}
                {quiz && (
                  <p
                    data-testid="quiz-note"
                    className="rounded-2xl bg-pink-50 px-4 py-3 text-center text-sm font-semibold text-ink ring-1 ring-pink-200"
                  >
                    {t('quizNote', { answered: quiz.answered, asked: quiz.asked })}
                  </p>
                )}
                {cards.map(({ key, flavor: shown }, index) => (
                  <div
                    key={key}
                    className={prerendered ? 'hidden' : undefined}
                    {...(prerendered && { [PREPAINT_ATTRIBUTES.row]: index })}
                  >
                    <ResultCard flavor={shown} eager={!prerendered} />
                  </div>
                ))}
                {/* A form, so that a tap before the scripts have run still goes home (a plain GET to "/" or "/de"). */}
                <form
                  action={home}
                  className="flex justify-center"
                  onSubmit={(event) => {
                    event.preventDefault();
                    router.push(home);
                  }}
                >
                  <button
                    type="submit"
                    className="inline-flex items-center gap-2 rounded-full border-2 border-ink px-6 py-2.5 font-semibold hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
                  >
                    <ArrowLeftIcon />
                    {t('tryAgain')}
                  </button>
                </form>
                {/* Crew mode at the counter: under the card, where a landscape tablet has room in the first view
                    beside the code (docs/crew.md § At the counter). */}
                {result && venue && (
                  <Suspense fallback={null}>
                    <VenueCrew result={result} check={link.check} />
                  </Suspense>
                )}
              </div>
              {result && <PhoneLink url={link.url} />}
            </div>
            {/* Below the first view, a venue screen keeps the page's one reading column. */}
            <div className={venue ? 'mx-auto flex w-full max-w-xl flex-col gap-8' : 'contents'}>
              {swirl && <SwirlLine swirl={swirl} whose={whose} />}
              {result && <FriendPair result={result} linkUrl={link.url} />}
              <div className="flex flex-col gap-8" {...(prerendered && { [PREPAINT_ATTRIBUTES.later]: '' })}>
                <ShareRow flavor={flavor} />
                <MyLink link={result ? link : null} />
                {result && !venue && <StartCrew result={result} check={link.check} />}
                <SharePicture
                  state={prerendered ? null : picture}
                  flavor={flavor}
                  {...(sample ? { sampleName: sampleName(sample.name) } : {})}
                  {...(quiz ? { fromAnswers: true } : {})}
                  {...(swirl?.second ? { secondFlavor: swirl.second } : {})}
                  url={link.url}
                />
                {result && <WhyFlavor result={result} />}
              </div>
            </div>
          </main>
          <Footer />
        </div>
      )}
    </>
  );
}
