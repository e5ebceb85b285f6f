import { getRequestConfig } from 'next-intl/server';
import { localeOr } from './routing';
import { loadMessages } from './messages';

/** next-intl's per-render configuration: the route's language (English when unknown) and its catalogue. */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = localeOr(await requestLocale);
  return { locale, messages: await loadMessages(locale) };
});
