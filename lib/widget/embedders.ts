import type { PageLocation } from './origin';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origins allowed to embed the built-in widget and send it `config`: the widget's own origin, the same
 * server under the other loopback names (the development default frames 127.0.0.1 from localhost), the
 * site URL and any configured embedders.
 */
export function isAllowedEmbedder(
  candidate: string,
  self: PageLocation,
  configured: { siteUrl?: string | undefined; widgetEmbedders: readonly string[] },
): boolean {
  if (candidate === self.origin) return true;
  if (configured.widgetEmbedders.includes(candidate)) return true;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.origin !== candidate) return false;
  if (configured.siteUrl) {
    try {
      if (new URL(configured.siteUrl).origin === candidate) return true;
    } catch {
      // An unusable site URL allows nothing.
    }
  }
  return (
    LOOPBACK_HOSTS.has(url.hostname) &&
    LOOPBACK_HOSTS.has(self.hostname) &&
    url.port === self.port &&
    url.protocol === self.protocol
  );
}
