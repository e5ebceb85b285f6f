import { addCompileHints } from './build-hooks/compile-hints.mjs';
import createNextIntlPlugin from 'next-intl/plugin';
import { previewEnv, withPreviewFeatures } from './build-hooks/preview.mjs';
import { securityHeaders } from './build-hooks/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets two builds of one checkout coexist (for example a manual check beside a running test suite).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Whether this build serves the preview features (the pseudo-locale en-XA, the states page, the build stamp:
  // docs/qa.md, docs/languages.md): not on a production deployment (VERCEL_ENV=production), on every other build.
  // Inlined into server, proxy and client code alike (lib/preview.ts), so the switch, the routes and the proxy
  // agree; with it the stamp's commit, branch and build time, empty on a production build.
  env: previewEnv(process.env),
  // The preview-only pages (the states page, docs/qa.md) are `page.preview.tsx`, and its seed step is
  // `route.preview.ts`: routes on a preview build, and not even compiled into a production one (each also
  // answers 404 there, should it ever be built).
  pageExtensions: [
    'tsx',
    'ts',
    'jsx',
    'js',
    ...(withPreviewFeatures(process.env) ? ['preview.tsx', 'preview.ts'] : []),
  ],
  // The stylesheet is small (Tailwind, only the classes we use): inlining it removes the one
  // render-blocking request of every page, which is most of the first paint on a slow phone connection.
  // globalNotFound: the 404 of a path outside app/[locale] (app/global-not-found.tsx); the root layout is
  // app/[locale]/layout.tsx, so app/ has no layout of its own to hold a plain not-found page.
  experimental: { inlineCss: true, globalNotFound: true },
  compiler: {
    // Marks every client chunk for eager compilation off the main thread (build-hooks/compile-hints.mjs): compiled
    // lazily on the main thread, the framework's start-up task was most of each page's Total Blocking Time.
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // `next dev` on localhost frames the built-in widget from 127.0.0.1 (lib/widget/origin.ts), so Next must
  // accept that origin for its development assets.
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  async headers() {
    return securityHeaders(process.env, { dev: process.env.NODE_ENV !== 'production' });
  },
};

/**
 * next-intl (docs/languages.md): its request configuration lives in lib/i18n/request.ts; the catalogues in
 * messages/ are precompiled at build time, so the browser gets ready-made messages and a small formatter
 * instead of an ICU parser.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
