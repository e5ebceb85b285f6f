/** @jest-environment node */
import { servedLanguageCodes, withPreviewLanguages } from '../../build-hooks/languages.mjs';
import { LANGUAGES } from '@/lib/i18n/languages';

describe("the languages table as the build's .mjs files read it", () => {
  it('serves the preview-only languages on every build but a production deployment', () => {
    expect(withPreviewLanguages({})).toBe(true);
    expect(withPreviewLanguages({ VERCEL_ENV: 'preview' })).toBe(true);
    expect(withPreviewLanguages({ VERCEL_ENV: 'production' })).toBe(false);
    const all = LANGUAGES.map((language) => language.code as string);
    expect(servedLanguageCodes({})).toEqual(all);
    expect(servedLanguageCodes({ VERCEL_ENV: 'production' })).toEqual(
      LANGUAGES.filter((language) => !(language.previewOnly as boolean)).map((l) => l.code as string),
    );
  });
});

describe("the widget's security headers", () => {
  it("cover the widget's path in every language the build serves, and only those", async () => {
    const { securityHeaders } = await import('../../build-hooks/security-headers.mjs');
    for (const env of [{}, { VERCEL_ENV: 'production' }]) {
      const sources = securityHeaders(env, { dev: false }).map((rule) => rule.source);
      const prefixed = servedLanguageCodes(env).slice(1);
      for (const code of prefixed) expect(sources).toContain(`/${code}/embed/:path*`);
      expect(sources.filter((source) => source.endsWith('/embed/:path*'))).toHaveLength(prefixed.length + 1);
      expect(sources[0]).toBe(
        `/((?!${['embed/', ...prefixed.map((c) => `${c}/embed/`)].join('|')}|_next/static/).*)`,
      );
    }
  });
});
