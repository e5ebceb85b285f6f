/**
 * The spec's rule for the widget's origin, and nothing else: a host name that starts with 'dev.' or contains
 * 'localhost' or 'vercel.app' frames the development widget. A loopback address as `location.hostname` spells
 * it counts too (this machine's own server, like localhost). The rule matches by substring on purpose, as the
 * spec words it; it guards nothing: what only previews may show asks lib/preview-host.ts, which is exact.
 */
const WIDGET_DEVELOPMENT_HOSTS = {
  prefixes: ['dev.'],
  containing: ['localhost', 'vercel.app'],
  exactly: ['127.0.0.1', '[::1]'],
} as const;

/** Whether a page on this host frames the development widget (lib/widget/origin.ts). */
export function framesDevelopmentWidget(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const { prefixes, containing, exactly } = WIDGET_DEVELOPMENT_HOSTS;
  return (
    prefixes.some((prefix) => host.startsWith(prefix)) ||
    containing.some((part) => host.includes(part)) ||
    exactly.some((name) => host === name)
  );
}
