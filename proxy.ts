import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { FLAVOR_SLUGS } from './lib/flavor/slug';
import { languageOf } from './lib/i18n/languages';
import { publicRouting, routing } from './lib/i18n/proxy-routing';
import { splitLocale } from './lib/i18n/routing';
import { isSitePage, NOT_FOUND_PAGE } from './lib/i18n/site-paths';
import { PREVIEW_COOKIE, PREVIEW_PAGES } from './lib/preview';
import { previewForRequest } from './lib/preview-host';

/**
 * Picks the language of a page request (lib/i18n/routing.ts): the URL's prefix, else the remembered choice,
 * else the browser's languages. The built-in widget is framed under the page's own language, so its path is
 * never sent elsewhere by the browser's languages: only its URL decides (`byAddress`), as for the states pages.
 */
const served = {
  pages: createMiddleware(routing),
  byAddress: createMiddleware({ ...routing, localeDetection: false, localeCookie: false }),
};
// Outside a preview-only language's own paths, the browser's languages and the cookie choose among the public
// languages only (lib/i18n/proxy-routing.ts).
const open = {
  pages: createMiddleware(publicRouting),
  byAddress: createMiddleware({ ...publicRouting, localeDetection: false, localeCookie: false }),
};

export default function proxy(request: NextRequest) {
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  // A preview build's own pages and language (lib/preview.ts) under a preview host only (lib/preview-host.ts):
  // a preview build served under the live address answers them with 404 there (docs/qa.md).
  const preview = previewForRequest(request.headers);
  const previewOnly = languageOf(locale).previewOnly;
  if (previewOnly && !preview) return notFoundPage(request, routing.defaultLocale, new Headers(), preview);
  const middleware = previewOnly ? served : open;
  // The widget and the states pages are in the language their address names: a states link QA hands on opens
  // as it was copied, and opening one never sets the language the switch remembers.
  const byAddress = path.startsWith('/embed/') || PREVIEW_PAGES.includes(path);
  const response = byAddress ? middleware.byAddress(request) : middleware.pages(request);
  if (response.headers.has('location') || isSitePage(path, FLAVOR_SLUGS, preview))
    return tellBrowser(request, response, preview);
  // Any other path is the language's prerendered 404 page, answered with HTTP 404. Next 16.3+ no longer renders
  // a notFound() thrown under app/[locale] into the HTML (vercel/next.js#62228), so the proxy routes it here
  // (docs/decisions/localized-404.md).
  return notFoundPage(request, locale, response.headers, preview);
}

/**
 * The guard's verdict for the browser (lib/preview.ts `PREVIEW_COOKIE`): set under a preview host, so a page
 * loads the build label without carrying the guard itself; taken away anywhere else.
 */
function tellBrowser(request: NextRequest, response: NextResponse, preview: boolean): NextResponse {
  const told = request.cookies.get(PREVIEW_COOKIE)?.value === '1';
  // Not to a frame: the built-in widget framed from another origin (127.0.0.1 in localhost's dialog) is a
  // cross-site context, where a browser refuses the cookie and says so in the console; a frame shows no label.
  const framed = request.headers.get('sec-fetch-dest') === 'iframe';
  if (preview && !told && !framed) response.cookies.set(PREVIEW_COOKIE, '1', { path: '/', sameSite: 'lax' });
  if (!preview && request.cookies.has(PREVIEW_COOKIE)) response.cookies.delete(PREVIEW_COOKIE);
  return response;
}

/** The language's prerendered 404 page, with HTTP 404 and any cookie the language middleware set. */
function notFoundPage(
  request: NextRequest,
  locale: string,
  headers: Headers,
  preview: boolean,
): NextResponse {
  const notFound = NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PAGE}`, request.url), { status: 404 });
  for (const cookie of headers.getSetCookie()) notFound.headers.append('set-cookie', cookie);
  return tellBrowser(request, notFound, preview);
}

export const config = {
  // Pages only: not the Last.fm route, Next's own files or public files (anything with a dot in its name).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
