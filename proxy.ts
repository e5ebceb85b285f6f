import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './lib/i18n/routing';

/**
 * Picks the language of a page request (lib/i18n/routing.ts): the URL's prefix, else the remembered choice,
 * else the browser's languages. The built-in widget is framed under the page's own language, so its path is
 * never sent elsewhere by the browser's languages: only its URL decides.
 */
const pages = createMiddleware(routing);
const widget = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  const isWidget = path.startsWith('/embed/') || /^\/[a-z]{2}\/embed\//.test(path);
  return isWidget ? widget(request) : pages(request);
}

export const config = {
  // Pages only: not the Last.fm route, Next's own files or public files (anything with a dot in its name).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
