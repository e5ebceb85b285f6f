import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { localeOr, localePath } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';
import { makeResult } from '@/lib/states/make-result';
import { seedPageHtml, type SeedPage } from '@/lib/states/seed-page';
import { seedPlan, stateById } from '@/lib/states/states';

type Context = { params: Promise<{ locale: string }> };

/**
 * The states page's seed step (preview builds only, docs/qa.md): `?state=<id>` answers a small document that
 * writes what that state needs into the browser and opens its real route (lib/states/seed-page.ts). The result
 * is made here, by the product's own code, in the page's language (its `Evidence` and `Quiz` messages), as
 * the widget's would be. A production build has no such route (next.config.mjs serves `.preview` files on
 * previews only); the check below is for a build that was told otherwise.
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  if (!PREVIEW_FEATURES) return new Response(null, { status: 404 });
  const locale = localeOr((await params).locale);
  const t = await getTranslations({ locale, namespace: 'States' });
  const words = {
    title: t('metaTitle'),
    opening: t('opening'),
    failed: t('failed'),
    unknown: t('unknown'),
    back: t('back'),
  };
  const state = stateById(request.nextUrl.searchParams.get('state') ?? '');
  let page: SeedPage = { kind: 'unknown' };
  let status = 404;
  if (state) {
    try {
      const result = state.result
        ? await makeResult(state.result, await getTranslations({ locale }))
        : undefined;
      const plan = seedPlan(state, result);
      page = { kind: 'open', plan, href: localePath(locale, plan.path) };
      status = 200;
    } catch (error) {
      console.error(`The state ${state.id} could not be made:`, error);
      page = { kind: 'failed' };
      status = 500;
    }
  }
  return new Response(seedPageHtml(locale, words, page, localePath(locale, '/states')), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
