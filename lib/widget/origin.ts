import type { AppConfig } from '../config';
import { framesDevelopmentWidget } from './development-host';

/** What origin selection needs of window.location. */
export interface PageLocation {
  hostname: string;
  port: string;
  protocol: string;
  origin: string;
}

export type WidgetEnvironment = 'development' | 'production';

export interface WidgetTarget {
  environment: WidgetEnvironment;
  origin: string;
  src: string;
  schemaId: number;
}

export const WIDGET_PATH = '/embed/upload';

/**
 * The built-in widget as the development default, so a fresh clone works offline: on localhost the same
 * server under the other loopback name, so the frame is truly cross-origin; on other development hosts
 * (a loopback address among them) the page's origin, as at a venue: one origin, one service worker.
 */
export function builtInWidgetOrigin(location: PageLocation): string {
  if (location.hostname.toLowerCase().includes('localhost')) {
    return `${location.protocol}//127.0.0.1${location.port ? `:${location.port}` : ''}`;
  }
  return location.origin;
}

/**
 * Whether `origin` is our own built-in widget: the built-in default (the page's own server, under the other
 * loopback name on localhost) or the page's own origin, which serves /embed/upload itself. Any other origin,
 * the third-party widget above all (and a configured development origin elsewhere), is somebody else's page.
 */
export function isBuiltInWidget(origin: string, location: PageLocation): boolean {
  return origin === builtInWidgetOrigin(location) || origin === location.origin;
}

/**
 * The widget's URL. `pagePath` is WIDGET_PATH in the page's language (`/de/embed/upload` on a German page,
 * lib/i18n/routing.ts `localePath`; this layer stays free of the language code). Only the built-in widget
 * gets it: that is our page, with our routes and catalogues, so it speaks the page's language. The third-party
 * widget knows nothing of our routes (a `/de/embed/upload` there would be its 404) and chooses its language
 * itself, so it keeps `{origin}/embed/upload` whatever the page's language. English is `{origin}/embed/upload`
 * for both.
 */
export function widgetSrc(origin: string, location: PageLocation, pagePath: string = WIDGET_PATH): string {
  return `${origin}${isBuiltInWidget(origin, location) ? pagePath : WIDGET_PATH}`;
}

export function selectWidget(
  location: PageLocation,
  config: Pick<AppConfig, 'widgetOrigin' | 'widgetDevOrigin' | 'schemaIdDev' | 'schemaIdProd'>,
  /** WIDGET_PATH in the page's language; see widgetSrc. */
  pagePath: string = WIDGET_PATH,
): WidgetTarget {
  const environment: WidgetEnvironment = framesDevelopmentWidget(location.hostname)
    ? 'development'
    : 'production';
  const origin =
    environment === 'development'
      ? (config.widgetDevOrigin ?? builtInWidgetOrigin(location))
      : config.widgetOrigin;
  return {
    environment,
    origin,
    src: widgetSrc(origin, location, pagePath),
    schemaId: environment === 'development' ? config.schemaIdDev : config.schemaIdProd,
  };
}
