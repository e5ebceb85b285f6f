import type { FlavorResult } from '../flavor/result';
import { findRowByFunkyFlavor, rowText } from '../flavor/table';
import type { Translator } from '../i18n/translator';
import type { Locale } from '../i18n/routing';

/** Our descriptions are written as sentences ("A big-picture spark who …."); inside the English share
 * sentence they follow a comma, so a leading English article is lower-cased; the closing full stop is
 * dropped in every language (the message adds its own). */
function asClause(description: string): string {
  const trimmed = description.trim().replace(/[.!\s]+$/, '');
  return /^(A|An|The) /.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

/**
 * docs/product-rules.md § Constants share text, with {site} from NEXT_PUBLIC_SITE_URL or the page's origin
 * (README § Configuration), in the sharer's language (`t` is `Share` of the page's language). The result
 * keeps English words; another language names the row's own words (lib/flavor/table.ts) when the flavour
 * is one of the table's.
 */
export function buildShareText(
  result: Pick<FlavorResult, 'funky_flavour_name' | 'personality_description'>,
  site: string,
  t: Translator<'Share'>,
  locale: Locale,
): string {
  const row = locale === 'en' ? undefined : findRowByFunkyFlavor(result.funky_flavour_name);
  const words = row ? rowText(row, locale) : undefined;
  return t('text', {
    flavor: words?.funkyFlavorName ?? result.funky_flavour_name,
    description: asClause(words?.personalityDescription ?? result.personality_description),
    site,
  });
}
