import 'server-only';

/**
 * Whether a request came from a page of our own origin: the built-in widget calls /api/lastfm/recent on the
 * origin it was served from (http://127.0.0.1:<port> when the app is on localhost, else the app's own
 * origin), so a browser labels it `Sec-Fetch-Site: same-origin`. Another site's page (`cross-site`,
 * `same-site`) or an address typed into the browser (`none`) is refused.
 *
 * Browsers from before fetch metadata (Safari before 16.4, Firefox before 90) send no Sec-Fetch-Site; for
 * them the Referer decides, which our Referrer-Policy (strict-origin-when-cross-origin) sends in full for a
 * same-origin request: its host must be the host the request was sent to. A request with neither is
 * refused (a script, or a browser told to send no referrer).
 *
 * Headers are the browser's word only: a script can send the same ones. What holds a script to a fair share
 * is the per-address allowance and the shared queue (docs/security.md § Last.fm limits).
 */
export function isOwnPageRequest(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const referer = headers.get('referer');
  const host = headers.get('host');
  if (!referer || !host) return false;
  try {
    return new URL(referer).host === host.toLowerCase();
  } catch {
    return false;
  }
}
