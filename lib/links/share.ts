import type { FlavorText } from '../flavor/flavor-text';
import type { Translator } from '../i18n/translator';

/** Our descriptions are written as sentences ("A big-picture spark who …."); inside the English share
 * sentence they follow a comma, so a leading English article is lower-cased; the closing full stop is
 * dropped in every language (the message adds its own). */
function asClause(description: string): string {
  const trimmed = description.trim().replace(/[.!\s]+$/, '');
  return /^(A|An|The) /.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

/**
 * docs/product-rules.md § Constants share text, with {site} from NEXT_PUBLIC_SITE_URL or the page's origin
 * (README § Configuration), in the sharer's language: `t` is the page's `Share` messages and `words` the
 * flavour's words in the same language (lib/flavor/flavor-text.ts).
 */
export function buildShareText(
  words: Pick<FlavorText, 'name' | 'description'>,
  site: string,
  t: Translator<'Share'>,
): string {
  return t('text', { flavor: words.name, description: asClause(words.description), site });
}
