import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { siteOrigin } from '@/lib/config';
import { previewForRequest } from '@/lib/preview-host';

/**
 * `/robots.txt`: the live site lets crawlers in and names its sitemap; a preview (lib/preview-host.ts, the one
 * guard) disallows everything, so no preview build is ever indexed. Read per request: the host decides.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  if (previewForRequest(await headers())) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: new URL('/sitemap.xml', siteOrigin()).href,
  };
}
