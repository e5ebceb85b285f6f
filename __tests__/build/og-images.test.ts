/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAVOR_SLUGS, ogImagePath } from '@/lib/flavor/slug';
import { LOCALES } from '@/lib/i18n/routing';

/**
 * The committed link-preview pictures (`npm run og:images`): the site's, the crew page's and the eight flavour
 * pages', in every language, each a 1200×630 PNG where ogImagePath points (English at /og/<name>.png, German
 * at /og/de/…).
 */
const NAMES = ['site', 'crew', ...FLAVOR_SLUGS];

function pngSize(path: string): { png: boolean; width: number; height: number } {
  const bytes = readFileSync(join(process.cwd(), 'public', path));
  return {
    png: bytes.subarray(1, 4).toString('latin1') === 'PNG',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

describe.each(LOCALES)('the %s link-preview pictures', (locale) => {
  it.each(NAMES)('%s is a 1200×630 PNG', (name) => {
    expect(pngSize(ogImagePath(name, locale))).toEqual({ png: true, width: 1200, height: 630 });
  });

  it('are ten different pictures', () => {
    const files = NAMES.map((name) =>
      readFileSync(join(process.cwd(), 'public', ogImagePath(name, locale))).toString('base64'),
    );
    expect(new Set(files).size).toBe(10);
  });
});

it('German pictures live under /og/de and differ from the English ones', () => {
  expect(ogImagePath('site', 'de')).toBe('/og/de/site.png');
  for (const name of NAMES) {
    const english = readFileSync(join(process.cwd(), 'public', ogImagePath(name, 'en')));
    const german = readFileSync(join(process.cwd(), 'public', ogImagePath(name, 'de')));
    expect({ name, same: english.equals(german) }).toEqual({ name, same: false });
  }
});
