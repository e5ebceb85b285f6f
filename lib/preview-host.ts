/**
 * The one guard of everything only previews show (docs/qa.md): the states page and its routes, the widget's
 * `?state=` seam, the pseudo-locale and the build label. Exact, never by substring: a visitor can be sent to
 * any host name that *contains* a preview's words (`x.vercel.app.evil.com`), so only whole names and whole
 * labels count. It is not the widget's origin rule (lib/widget/development-host.ts), which the spec words by
 * substring and which chooses an origin, nothing more.
 */

import { PREVIEW_FEATURES } from './preview';

/** What a deployment says of itself, besides its host name. */
export interface PreviewSetting {
  /**
   * Vercel's `VERCEL_ENV` of this deployment ('' where it is not set): 'production' is production whatever the
   * host (its `*.vercel.app` alias included), 'preview' and 'development' are previews whatever the host.
   */
  readonly vercelEnv: string;
  /** The deployment's own preview hosts (`FLAVOR_PREVIEW_HOSTS`), whole names. */
  readonly hosts: readonly string[];
}

/** This machine under the names a browser and a Host header spell it. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Vercel's preview deployments: one or more labels under this suffix. */
const VERCEL_SUFFIX = '.vercel.app';
/** A development deployment: this label first, the deployment's own domain after it. */
const DEV_PREFIX = 'dev.';
/** A DNS name (letters, digits, hyphens; labels of 1–63) or a bracketed IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Lower case, without the root's trailing dot; '' for anything that is no host name. */
export function normalHost(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (LOOPBACK.has(host)) return host;
  return HOST_NAME.test(host) ? host : '';
}

/** The comma-separated list of `FLAVOR_PREVIEW_HOSTS`, as whole names. */
export function previewHostList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map(normalHost)
    .filter((host) => host !== '');
}

/**
 * Whether a page served under `hostname` may show what only previews show. Vercel's own word decides first;
 * else the host is a preview when it is exactly this machine, a deployment under `.vercel.app` (a whole label
 * before it), a host whose first label is `dev`, or one of the deployment's own preview hosts.
 */
export function isPreviewHost(hostname: string, setting: PreviewSetting): boolean {
  if (setting.vercelEnv === 'production') return false;
  if (setting.vercelEnv === 'preview' || setting.vercelEnv === 'development') return true;
  const host = normalHost(hostname);
  if (host === '') return false;
  if (LOOPBACK.has(host)) return true;
  if (host.endsWith(VERCEL_SUFFIX) && host.length > VERCEL_SUFFIX.length) return true;
  if (host.startsWith(DEV_PREFIX) && host.length > DEV_PREFIX.length) return true;
  return setting.hosts.includes(host);
}

/**
 * The host a request reached, as a server sees it: the Host header is the preview's or the live site's; a
 * forwarded host (`X-Forwarded-Host`, `Forwarded: host=`) can only take the preview away. A reverse proxy in
 * front of a live site that forwards `Host: localhost` names its public host there, and that host decides.
 */
export function isPreviewRequest(
  headers: { get(name: string): string | null },
  setting: PreviewSetting,
): boolean {
  if (!isPreviewHost(hostOf(headers.get('host')), setting)) return false;
  return forwardedHosts(headers).every((host) => isPreviewHost(hostOf(host), setting));
}

/** The host name of a Host header's value (`name:port`, `[v6]:port`). */
export function hostOf(value: string | null): string {
  if (!value) return '';
  try {
    return new URL(`http://${value.trim()}`).hostname;
  } catch {
    return '';
  }
}

/** Every host a forwarding proxy named, in either header; a list header's each entry counts. */
function forwardedHosts(headers: { get(name: string): string | null }): string[] {
  const named = (headers.get('x-forwarded-host') ?? '').split(',');
  for (const match of (headers.get('forwarded') ?? '').matchAll(/host="?([^";,\s]+)"?/gi))
    named.push(match[1] ?? '');
  return named.map((host) => host.trim()).filter((host) => host !== '');
}

/**
 * The deployment's own word, inlined at build time (build-hooks/preview.mjs). A function, not a constant: a
 * constant built by calls would be kept in every bundle that imports this module.
 */
export function buildPreviewSetting(): PreviewSetting {
  return {
    vercelEnv: process.env.FLAVOR_VERCEL_ENV ?? '',
    hosts: previewHostList(process.env.FLAVOR_PREVIEW_HOSTS),
  };
}

/** Whether a page under this host name (the browser's `location.hostname`) shows the preview features. */
export function previewHere(hostname: string): boolean {
  return PREVIEW_FEATURES && isPreviewHost(hostname, buildPreviewSetting());
}

/** Whether a request (its Host and forwarding headers) gets the preview features. */
export function previewForRequest(headers: { get(name: string): string | null }): boolean {
  return PREVIEW_FEATURES && isPreviewRequest(headers, buildPreviewSetting());
}
