import { appConfig } from '@/lib/config';

/** `{site}` of the share text (README § Configuration): the configured site, else this page's origin. */
export function shareSite(): string {
  return appConfig.siteUrl ?? window.location.origin;
}
