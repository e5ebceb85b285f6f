import type { FlavorResult } from '../flavor/result';

/** Our descriptions are written as sentences ("A big-picture spark who …."); inside the share sentence
 * they follow a comma, so a leading article is lower-cased and the closing full stop is dropped. */
function asClause(description: string): string {
  const trimmed = description.trim().replace(/[.!\s]+$/, '');
  return /^(A|An|The) /.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

/** docs/product-rules.md § Constants share text, with {site} from NEXT_PUBLIC_SITE_URL or the page's origin (README § Configuration). */
export function buildShareText(
  result: Pick<FlavorResult, 'funky_flavour_name' | 'personality_description'>,
  site: string,
): string {
  return (
    `If I was an Ice Cream Flavour, I'd be ${result.funky_flavour_name}, ${asClause(result.personality_description)}.` +
    `\nTaste your data: ${site} #datarevolution`
  );
}
