#!/usr/bin/env node
/**
 * `npm run perf:paint-first` — what painting first costs and gains (docs/decisions/paint-first.md). Our
 * pages fetch their framework scripts after the first frame. This compares the shipped HTML with the same
 * HTML as Next.js wrote it (the chunk tags back in the head, `restoreChunks`), on throttled links:
 *
 *   npm run build && npm start            # then, in another terminal:
 *   npm run perf:paint-first -- --url http://localhost:3000 [--loads 5] [--proxy-port 3397]
 *
 * Both variants go through one local proxy (gzip, like the server), so the DevTools network throttling
 * applies to every byte of both. Per link profile and page it prints medians of `--loads` interleaved
 * cold loads: the first contentful paint, and the moment the page marked itself interactive
 * (`<html data-interactive>`, set once React has hydrated it). Timings move with machine load; compare
 * the two columns of one run, never across runs.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { restoreChunks } from '../../lib/paint-first.mjs';
import { QUIET_CHROMIUM_FLAGS } from '../support/chromium-path.mjs';
import { chromiumPath, commandLine, median } from './lighthouse-run.mjs';

const { arg, base } = commandLine();
const loads = Number(arg('--loads', '5'));
const proxyPort = Number(arg('--proxy-port', '3397'));
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads takes a whole number, 1 or more');

const PAGES = ['/', '/embed/upload'];
const PROFILES = [
  { label: 'slow 4G (150 ms, 1.6 Mbps), CPU 4×', latency: 150, kbps: 1638, cpu: 4 },
  { label: 'fast link (10 ms, 40 Mbps), CPU 4×', latency: 10, kbps: 40_000, cpu: 4 },
];
/** One proxy per variant, on `--proxy-port` and the port after it, so that every path stays the app's own. */
const VARIANTS = { shipped: (html) => html, eager: restoreChunks };
const PORTS = { shipped: proxyPort, eager: proxyPort + 1 };
const COMPRESSIBLE = /html|javascript|css|svg|json/;

function startProxy(variant) {
  const server = http.createServer(async (req, res) => {
    try {
      const upstream = await fetch(`${base}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } });
      const type = upstream.headers.get('content-type') ?? '';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.includes('text/html')) body = Buffer.from(VARIANTS[variant](body.toString('utf8')));
      const headers = { 'content-type': type, 'cache-control': 'no-store' };
      if (COMPRESSIBLE.test(type)) {
        headers['content-encoding'] = 'gzip';
        body = zlib.gzipSync(body);
      }
      res.writeHead(upstream.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502);
      res.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(PORTS[variant], () => resolve(server)));
}

async function load(browser, url, profile) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: (profile.kbps * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    // Records when the page marks itself interactive (components/interactive-mark.tsx).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.interactive !== 'true') return;
        window.__interactiveAt = performance.now();
        observer.disconnect();
        // The init script runs before <html> exists: watch the document for the attribute instead.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__interactiveAt > 0, null, { timeout: 120_000 });
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      interactive: window.__interactiveAt,
    }));
  } finally {
    await context.close();
  }
}

const proxies = [await startProxy('shipped'), await startProxy('eager')];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...QUIET_CHROMIUM_FLAGS] });
const rows = [];
try {
  for (const profile of PROFILES) {
    for (const path of PAGES) {
      const runs = { shipped: [], eager: [] };
      const url = (variant) => `http://localhost:${PORTS[variant]}${path}`;
      await load(browser, url('shipped'), profile); // warm the server and the proxy, not measured
      for (let i = 0; i < loads; i += 1)
        for (const variant of Object.keys(runs))
          runs[variant].push(await load(browser, url(variant), profile));
      const ms = (variant, key) =>
        Math.round(median(runs[variant].map((r) => r[key]).filter(Number.isFinite)));
      rows.push({
        profile: profile.label,
        path,
        paint: [ms('eager', 'paint'), ms('shipped', 'paint')],
        interactive: [ms('eager', 'interactive'), ms('shipped', 'interactive')],
      });
    }
  }
} finally {
  await browser.close();
  for (const proxy of proxies) proxy.close();
}

console.log(
  `\nPaint first against scripts fetched while parsing, medians of ${loads} interleaved cold loads (${base}):\n`,
);
console.log(
  '| link, CPU | page | first paint ms (scripts in head → shipped) | interactive ms (scripts in head → shipped) |',
);
console.log('|---|---|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.profile} | ${r.path} | ${r.paint[0]} → ${r.paint[1]} | ${r.interactive[0]} → ${r.interactive[1]} |`,
  );
