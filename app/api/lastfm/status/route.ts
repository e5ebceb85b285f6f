import { lastfmEnv } from '@/lib/server/lastfm-env';

/** Whether the Last.fm option is offered (an API key is set on the server). Never says more than that. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { available: lastfmEnv() !== undefined },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
