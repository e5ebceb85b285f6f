import { notFound } from 'next/navigation';
import { statesMetadata } from '@/components/states/state-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetBrowser } from '@/components/states/reset-browser';
import { localeOr, localePath, type Locale } from '@/lib/i18n/routing';
import { buildStamp, PREVIEW_FEATURES } from '@/lib/preview';
import { BY_HAND_STATES, sampleOf, STATE_GROUPS, STATES, type StateSpec } from '@/lib/states/states';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/** A path that is none of the site's pages: the 404 state, reached as any mistyped address reaches it. */
const MISSING_PAGE = '/no-such-page';

/**
 * The states page (docs/qa.md): on development and preview builds only, every state of the product one tap
 * away, the build's stamp, and "Reset this browser". A server page of plain links: each opens
 * `/states/open?state=<id>`, which writes what the state needs and goes to its real route. A production build
 * answers 404 here (the proxy does too: lib/i18n/site-paths.ts) and links to it from nowhere.
 */
export default async function StatesPage({ params }: Props) {
  if (!PREVIEW_FEATURES) notFound();
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  const flavors = await getTranslations({ locale, namespace: 'Flavors' });
  const stamp = buildStamp();
  const label = (state: StateSpec) => {
    const source = state.result;
    if (state.group === 'flavors' && source?.kind === 'row')
      return t(source.swirl ? 'rowSwirl' : 'rowSure', { flavor: flavors(`${source.slug}.name`) });
    const sample = state.group === 'samples' && source?.kind === 'sample' && sampleOf(source.sampleId);
    if (sample) return t('sampleOf', { name: sample.name, flavor: flavors(`${sample.slug}.name`) });
    if (state.flavorPage) return t('flavorPage', { flavor: flavors(`${state.flavorPage}.name`) });
    return t(`states.${state.id}` as 'states.sample');
  };
  const openHref = (lang: Locale, id: string) => `${localePath(lang, '/states/open')}?state=${id}`;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 pt-14 pb-16 text-ink">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-gray-800">{t('intro')}</p>
      </header>
      {stamp && (
        <section aria-labelledby="build-heading" className="flex flex-col gap-2">
          <h2 id="build-heading" className="text-lg font-bold">
            {t('buildHeading')}
          </h2>
          <dl data-testid="build-details" className="grid grid-cols-[auto_1fr] gap-x-4 font-mono text-sm">
            <dt>{t('commit')}</dt>
            <dd translate="no">{stamp.commit}</dd>
            <dt>{t('branch')}</dt>
            <dd translate="no">{stamp.branch}</dd>
            <dt>{t('time')}</dt>
            <dd translate="no">{stamp.time}</dd>
          </dl>
          <p className="text-sm text-gray-700">{t('buildHint')}</p>
        </section>
      )}
      <section aria-labelledby="reset-heading" className="flex flex-col gap-2">
        <h2 id="reset-heading" className="text-lg font-bold">
          {t('resetHeading')}
        </h2>
        <p className="text-sm text-gray-700">{t('resetHint')}</p>
        <ResetBrowser label={t('reset')} done={t('resetDone')} />
      </section>
      {STATE_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="flex flex-col gap-2">
          <h2 id={`group-${group}`} className="text-lg font-bold">
            {t(`groups.${group}`)}
          </h2>
          <ul className="flex flex-col gap-1" data-testid="state-links">
            {STATES.filter((state) => state.group === group).map((state) => (
              <li key={state.id}>
                <a
                  href={openHref(locale, state.id)}
                  data-state={state.id}
                  className="font-semibold text-berry-dark underline underline-offset-4 hover:text-berry"
                >
                  {label(state)}
                </a>
              </li>
            ))}
            {BY_HAND_STATES.filter((state) => state.group === group).map((state) => (
              <li key={state.id} data-by-hand={state.id} className="text-sm text-gray-800">
                <span className="font-semibold">{t('byHandLabel')}: </span>
                {t(`byHand.${state.id}` as 'byHand.lastfm-queue-long')}
              </li>
            ))}
            {group === 'messages' && (
              <li>
                <a
                  href={localePath(locale, MISSING_PAGE)}
                  data-state="not-found"
                  className="font-semibold text-berry-dark underline underline-offset-4 hover:text-berry"
                >
                  {t('states.not-found')}
                </a>
              </li>
            )}
          </ul>
        </section>
      ))}
    </main>
  );
}
