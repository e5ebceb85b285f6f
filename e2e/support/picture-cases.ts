import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { FLAVOR_ROWS, type FlavorSlug } from '../../lib/flavor/table';
import type { PictureRequest } from './picture-harness';

/**
 * The pictures e2e/pictures.spec.ts compares with its baselines: the share, duo and crew pictures, story and
 * square, English and German, with the longest words the catalogues hold and a long name in the crew.
 */
type Locale = 'en' | 'de';
const words = { en, de } as const;
const row = (slug: FlavorSlug) => FLAVOR_ROWS.find((r) => r.slug === slug)!;
const flavor = (locale: Locale, slug: FlavorSlug) => words[locale].Flavors[slug];
const art = (slug: FlavorSlug) => `/ingredients/${row(slug).ingredient}.svg`;
const PAGE = (slug: FlavorSlug) => `scoop-lab.example/flavor/${slug}`;

function share(
  locale: Locale,
  format: 'story' | 'square',
  slug: FlavorSlug,
  second?: FlavorSlug,
): PictureRequest {
  return {
    kind: 'share',
    format,
    locale,
    input: {
      funkyFlavorName: flavor(locale, slug).name,
      personalityType: flavor(locale, slug).type,
      accentHex: row(slug).color.hex,
      texture: undefined,
      scores: { E: 82, C: 24, O: 56 },
      pageLabel: PAGE(slug),
      ...(second
        ? { secondFlavorName: flavor(locale, second).name, secondAccentHex: row(second).color.hex }
        : {}),
    },
    arts: second ? [art(slug), art(second)] : [art(slug)],
  };
}

function duo(locale: Locale, format: 'story' | 'square'): PictureRequest {
  const side = (label: string, slug: FlavorSlug, scores: { E: number; C: number; O: number }) => ({
    label,
    funkyFlavorName: flavor(locale, slug).name,
    personalityType: flavor(locale, slug).type,
    accentHex: row(slug).color.hex,
    scores,
  });
  return {
    kind: 'duo',
    format,
    locale,
    input: {
      me: side(words[locale].Picture.me, 'mint-chocolate-chip', { E: 82, C: 24, O: 56 }),
      friend: side('Maximilian', 'matcha-pistachio', { E: 30, C: 40, O: 75 }),
      match: 71,
      line: words[locale].Pairs['mint-chocolate-chip']['matcha-pistachio'],
      pageLabel: PAGE('mint-chocolate-chip'),
    },
    arts: [art('mint-chocolate-chip'), art('matcha-pistachio')],
  };
}

const NAMES = ['Maximilian', 'Sam', '', 'Ana', 'Schönberg', 'Jo', '', 'Friederike', 'Kim', 'Lou'];
const SLUGS = FLAVOR_ROWS.map((r) => r.slug);

function crew(locale: Locale, format: 'story' | 'square', count: number): PictureRequest {
  return {
    kind: 'crew',
    format,
    locale,
    input: {
      scoops: Array.from({ length: count }, (_, i) => ({
        label: NAMES[i] || words[locale].Crew.scoop.replace('{number}', String(i + 1)),
        accentHex: row(SLUGS[(i * 3) % SLUGS.length]!).color.hex,
      })),
      funkyFlavorName: flavor(locale, 'mint-chocolate-chip').name,
      personalityType: flavor(locale, 'mint-chocolate-chip').type,
      accentHex: row('mint-chocolate-chip').color.hex,
      pageLabel: PAGE('mint-chocolate-chip'),
    },
    arts: [art('mint-chocolate-chip')],
  };
}

export const REQUESTS: Record<string, PictureRequest> = {};
for (const locale of ['en', 'de'] as const)
  for (const format of ['story', 'square'] as const) {
    REQUESTS[`share-${format}-${locale}`] = share(locale, format, 'mint-chocolate-chip');
    REQUESTS[`share-swirl-${format}-${locale}`] = share(locale, format, 'matcha-pistachio', 'coffee');
    REQUESTS[`duo-${format}-${locale}`] = duo(locale, format);
    REQUESTS[`crew-${format}-${locale}`] = crew(locale, format, 10);
    REQUESTS[`crew-three-${format}-${locale}`] = crew(locale, format, 3);
  }
