/**
 * Origins allowed to frame the built-in widget at /embed/upload (issue 3): the app itself, the loopback
 * names under any port (the development default frames 127.0.0.1 from localhost) and any configured
 * origins. Built at build time, so NEXT_PUBLIC_WIDGET_EMBEDDERS and NEXT_PUBLIC_SITE_URL are read here too.
 */
function embedderSources() {
  const configured = [
    process.env.NEXT_PUBLIC_SITE_URL,
    ...(process.env.NEXT_PUBLIC_WIDGET_EMBEDDERS ?? '').split(','),
  ]
    .map((v) => {
      try {
        return v ? new URL(v.trim()).origin : null;
      } catch {
        return null;
      }
    })
    .filter(Boolean);
  return ["'self'", 'http://localhost:*', 'http://127.0.0.1:*', ...new Set(configured)].join(' ');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets two builds of one checkout coexist (for example a manual check beside a running test suite).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `next dev` on localhost frames the widget from 127.0.0.1 (product.md § Origins).
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  async headers() {
    return [
      {
        source: '/((?!embed/).*)',
        headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }],
      },
      {
        source: '/embed/:path*',
        headers: [{ key: 'Content-Security-Policy', value: `frame-ancestors ${embedderSources()}` }],
      },
    ];
  },
};

export default nextConfig;
