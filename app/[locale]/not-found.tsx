import { useLocale, useTranslations } from 'next-intl';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { localePath } from '@/lib/i18n/routing';

/**
 * The 404 page for any unknown path: 'Oops! Page not found' (or its German), a link home, and the attempted
 * path logged to the console. Next serves it with HTTP 404. A server component with a plain link: the layout's
 * 404 boundary is part of every page's first load, and as a client component with next/link it would add
 * JavaScript to every page (docs/performance.md).
 */
export default function NotFound() {
  const t = useTranslations('Screens');
  return (
    <NotFoundScreen title={t('notFoundTitle')} home={t('home')} homeHref={localePath(useLocale(), '/')} />
  );
}
