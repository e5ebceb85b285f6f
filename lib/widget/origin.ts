import type { AppConfig } from '../config';

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
 * Development when the host name starts with 'dev.' or contains 'localhost' or 'vercel.app' (preview
 * deployments are development); every other host is production.
 */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host.startsWith('dev.') || host.includes('localhost') || host.includes('vercel.app');
}

/**
 * The built-in widget as the development default, so a fresh clone works offline: on localhost the same
 * server under the other loopback name, so the frame is truly cross-origin; on other development hosts the
 * page's origin.
 */
export function builtInWidgetOrigin(location: PageLocation): string {
  if (location.hostname.toLowerCase().includes('localhost')) {
    return `${location.protocol}//127.0.0.1${location.port ? `:${location.port}` : ''}`;
  }
  return location.origin;
}

export function selectWidget(
  location: PageLocation,
  config: Pick<AppConfig, 'widgetOrigin' | 'widgetDevOrigin' | 'schemaIdDev' | 'schemaIdProd'>,
): WidgetTarget {
  const environment: WidgetEnvironment = isDevelopmentHost(location.hostname) ? 'development' : 'production';
  const origin =
    environment === 'development'
      ? (config.widgetDevOrigin ?? builtInWidgetOrigin(location))
      : config.widgetOrigin;
  return {
    environment,
    origin,
    src: `${origin}${WIDGET_PATH}`,
    schemaId: environment === 'development' ? config.schemaIdDev : config.schemaIdProd,
  };
}
