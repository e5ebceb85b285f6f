import { offlinePlan } from '@/lib/offline/precache';
import { serviceWorkerSource } from '@/lib/offline/worker-source';

/**
 * The service worker, served from the site's own origin at /sw.js (docs/offline.md). Written once at build
 * time, when the build's files are on disk, so it carries that build's list and cache name.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  const plan = offlinePlan(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  return new Response(serviceWorkerSource(plan), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The browser checks for a new worker on every page load; the file itself is never kept stale.
      'Cache-Control': 'no-cache',
    },
  });
}
