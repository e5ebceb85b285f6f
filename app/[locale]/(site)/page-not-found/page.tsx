import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { localeOr, localePath } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOr((await params).locale), namespace: 'Screens' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * The 404 page of each language, prerendered: 'Oops! Page not found' (or its German), a link home, and the
 * attempted path logged to the console. The proxy serves it, with HTTP 404, for every path that is not one of
 * the site's pages (proxy.ts, docs/decisions/localized-404.md). A server component with a plain link: no
 * JavaScript beyond the framework's (docs/performance.md).
 */
export default async function PageNotFound({ params }: Props) {
  const locale = localeOr((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Screens' });
  return <NotFoundScreen title={t('notFoundTitle')} home={t('home')} homeHref={localePath(locale, '/')} />;
}
