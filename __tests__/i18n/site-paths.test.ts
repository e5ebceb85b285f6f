import { alternatesFor } from '@/lib/i18n/alternates';
import { localeOr, localePath, splitLocale, unprefixedPath } from '@/lib/i18n/routing';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { isSitePage } from '@/lib/i18n/site-paths';

describe('language paths', () => {
  it('splits a path into its language and the unprefixed path; anything unknown is English', () => {
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocale('/de/flavor/chocolate')).toEqual({ locale: 'de', path: '/flavor/chocolate' });
    expect(splitLocale('/en/flavor')).toEqual({ locale: 'en', path: '/flavor' });
    expect(splitLocale('/fr/flavor')).toEqual({ locale: 'en', path: '/fr/flavor' });
    expect(splitLocale('/deutsch')).toEqual({ locale: 'en', path: '/deutsch' });
  });

  it('knows the site pages; every other path is the 404', () => {
    for (const page of ['/', '/flavor', '/embed/upload', '/flavor/chocolate', '/flavor/matcha-pistachio'])
      expect(isSitePage(page, FLAVOR_SLUGS)).toBe(true);
    for (const other of ['/flavor/nope', '/fr/flavor', '/flavor/', '/page-not-found', '/embed'])
      expect(isSitePage(other, FLAVOR_SLUGS)).toBe(false);
  });

  it('keeps English unprefixed and puts German under /de', () => {
    expect(localePath('en', '/flavor')).toBe('/flavor');
    expect(localePath('de', '/')).toBe('/de');
    expect(localePath('de', '/flavor')).toBe('/de/flavor');
    expect(unprefixedPath('/de/flavor')).toBe('/flavor');
    expect(unprefixedPath('/de')).toBe('/');
    expect(unprefixedPath('/flavor')).toBe('/flavor');
  });

  it('reads a tampered or unknown language as English', () => {
    for (const junk of ['fr', 'DE', '', 'de-DE', '<script>', undefined, 42])
      expect(localeOr(junk)).toBe('en');
    expect(localeOr('de')).toBe('de');
  });

  it('lists both languages and x-default as alternates, canonical in the page language', () => {
    expect(alternatesFor('de', '/flavor/chocolate')).toEqual({
      canonical: '/de/flavor/chocolate',
      languages: { 'x-default': '/flavor/chocolate', en: '/flavor/chocolate', de: '/de/flavor/chocolate' },
    });
  });
});
