import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { FLAVOR_SLUGS } from './lib/flavor/slug';
import { languageOf } from './lib/i18n/languages';
import { publicRouting, routing } from './lib/i18n/proxy-routing';
import { splitLocale } from './lib/i18n/routing';
import { isSitePage, NOT_FOUND_PAGE } from './lib/i18n/site-paths';

/**
 * Picks the language of a page request (lib/i18n/routing.ts): the URL's prefix, else the remembered choice,
 * else the browser's languages. The built-in widget is framed under the page's own language, so its path is
 * never sent elsewhere by the browser's languages: only its URL decides.
 */
const served = {
  pages: createMiddleware(routing),
  widget: createMiddleware({ ...routing, localeDetection: false, localeCookie: false }),
};
// Outside a preview-only language's own paths, the browser's languages and the cookie choose among the public
// languages only (lib/i18n/proxy-routing.ts).
const open = {
  pages: createMiddleware(publicRouting),
  widget: createMiddleware({ ...publicRouting, localeDetection: false, localeCookie: false }),
};

export default function proxy(request: NextRequest) {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const middleware = languageOf(locale).previewOnly ? served : open;
  const response = path.startsWith('/embed/') ? middleware.widget(request) : middleware.pages(request);
  if (response.headers.has('location') || isSitePage(path, FLAVOR_SLUGS)) return response;
  // Any other path is the language's prerendered 404 page, answered with HTTP 404. Next 16.3+ no longer renders
  // a notFound() thrown under app/[locale] into the HTML (vercel/next.js#62228), so the proxy routes it here
  // (docs/decisions/localized-404.md).
  const notFound = NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE}`, request.url), { status: 404 });
  for (const cookie of response.headers.getSetCookie()) notFound.headers.append('set-cookie', cookie);
  return notFound;
}

export const config = {
  // Pages only: not the Last.fm route, Next's own files or public files (anything with a dot in its name).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
