import { notFound } from 'next/navigation';
import { statesMetadata } from '@/components/states/state-shell';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetBrowser } from '@/components/states/reset-browser';
import { localeOr } from '@/lib/i18n/routing';
import { buildStamp } from '@/lib/build-stamp';
import { PREVIEW_FEATURES } from '@/lib/preview';
import {
  BY_HAND_STATES,
  NOT_FOUND_STATE,
  sampleOf,
  STATE_GROUPS,
  STATES,
  stateHref,
  type StateSpec,
} from '@/lib/states/states';
import { StatesList, type StateGroupEntries } from '@/components/states/states-list';
import { ClientMessages } from '@/components/words/client-messages';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = statesMetadata;

/**
 * The states page (docs/qa.md): on development and preview builds only, every state of the product one tap
 * away, with its id and the address that reproduces it (lib/states/states.ts `stateHref`), the build's stamp,
 * and "Reset this browser". Each link opens `/states/open?state=<id>`, which writes what the state needs and
 * goes to its real route. A production build answers 404 here, and so does the proxy under a host that is no
 * preview's (lib/preview-host.ts); nothing links to it.
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
  const groups: StateGroupEntries[] = STATE_GROUPS.map((group) => ({
    group,
    heading: t(`groups.${group}`),
    entries: [
      ...STATES.filter((state) => state.group === group).map((state) => ({
        id: state.id,
        label: label(state),
        href: stateHref(locale, state.id),
      })),
      ...BY_HAND_STATES.filter((state) => state.group === group).map((state) => ({
        id: state.id,
        label: t(`byHand.${state.id}` as 'byHand.lastfm-queue-long'),
      })),
      ...(group === 'messages'
        ? [{ id: NOT_FOUND_STATE, label: t('states.not-found'), href: stateHref(locale, NOT_FOUND_STATE) }]
        : []),
    ],
  }));
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 pt-14 pb-16 text-ink">
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-bold">{t('title')}</h1>
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
            <dd translate="no" className="break-all">
              {stamp.branch}
            </dd>
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
      <ClientMessages namespaces={['States']}>
        <StatesList groups={groups} />
      </ClientMessages>
    </main>
  );
}
