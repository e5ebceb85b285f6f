import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { buildStamp, cornerStamp } from '@/lib/build-stamp';
import { localeOr } from '@/lib/i18n/routing';
import { PREVIEW_FEATURES } from '@/lib/preview';
import { freeCorner } from '@/lib/states/free-corner';
import { labelScript } from '@/lib/states/label-script';

type Context = { params: Promise<{ locale: string }> };

/**
 * The build label's script (docs/qa.md, lib/states/label-script.ts), in the language `?lang=` names (the page's):
 * preview builds only (`.preview` files), and under preview hosts only (the proxy answers 404 under any other).
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const stamp = buildStamp();
  if (!PREVIEW_FEATURES || !stamp) return new Response(null, { status: 404 });
  const locale = localeOr(request.nextUrl.searchParams.get('lang') ?? (await params).locale);
  const t = await getTranslations({ locale, namespace: 'States.label' });
  const shown = cornerStamp(stamp);
  const script = labelScript(
    {
      chip: shown.commit,
      show: t('show', { commit: shown.commit }),
      open: t('stamp', { ...shown }),
      line: t('stamp', { ...stamp }),
      copied: t('copied'),
      copyByHand: t('copyByHand'),
      region: t('region'),
    },
    freeCorner,
  );
  return new Response(script, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });
}
