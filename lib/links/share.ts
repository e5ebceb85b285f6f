import type { FlavorText } from '../flavor/flavor-text';
import type { Translator } from '../i18n/translator';

/**
 * The description as the language's share text needs it. Our descriptions are written as sentences ("A
 * big-picture spark who …."); the closing full stop is dropped in every language (the message adds its own).
 * `Share.descriptionForm` says what else: `clause` (English, where it follows "I'd be Chocolate," and a leading
 * article is lower-cased), `sentence` (German, where it is a sentence of its own and starts with a capital, even
 * a third party's description that did not); anything else keeps it as written.
 */
function shaped(description: string, form: string): string {
  const trimmed = description.trim().replace(/[.!\s]+$/, '');
  const first = trimmed.charAt(0);
  if (form === 'clause' && /^(A|An|The) /.test(trimmed)) return first.toLowerCase() + trimmed.slice(1);
  if (form === 'sentence') return first.toUpperCase() + trimmed.slice(1);
  return trimmed;
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
  const description = shaped(words.description, t('descriptionForm'));
  return t('text', { flavor: words.name, description, site });
}
