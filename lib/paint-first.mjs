/**
 * Paint first, then fetch the framework. Next.js puts every client chunk of a page in its HTML as
 * `<script src async>` (and some as `<link rel=preload as=script>`), so the browser fetches them while it
 * parses, and runs each the moment it arrives. When the chunks arrive before the page's first frame is
 * ready (a fast network, a slow phone), the browser runs them first: React DOM and the router evaluate,
 * and the visitor waits for a picture that was complete in the HTML all along. Our pages are prerendered,
 * so nothing on them needs a script to be seen (docs/decisions/paint-first.md).
 *
 * After `next build` (npm's `postbuild`), this moves those tags out of every prerendered page into one
 * inline loader at the end of the body, which adds them, in the same order, once the first frame is on
 * screen. A hidden page draws no frame, so it loads at once; a frame that never comes (a page kept out of
 * view) is covered by a timer. Until the page is interactive, the loader also records taps on elements
 * marked `data-early-tap` (lib/early-taps.ts), so that a tap in that moment is answered, not lost.
 *
 * Plain .mjs, like lib/compile-hints.mjs: a Node script runs it after the build; types in the .d.mts.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The loader's id: marks a page as already rewritten, and lets tests find it. */
export const LOADER_ID = 'paint-first';

/** How long a page that draws no frame waits before it loads its scripts anyway. */
export const FALLBACK_MS = 1000;

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/**
 * The loader script. The scripts start once the browser reports the first contentful paint (a `paint`
 * PerformanceObserver entry): that entry comes after the frame is on screen. The frame's own tasks end
 * earlier (`requestAnimationFrame`, then a timeout, runs right after them), but the frame can take tens of
 * milliseconds more to be rastered and shown, and a chunk that lands in that gap counts, for Lighthouse,
 * as something the paint waited for. A browser without paint entries starts in the task after the
 * frame's (`requestAnimationFrame`, then `setTimeout`). A chunk URL is never a `</script>`, but
 * the JSON is escaped for a script element anyway. The tap recorder listens in the capture phase and
 * only writes names into `window.__paintFirst` (EARLY_TAPS_KEY in lib/early-taps.ts), which the app reads
 * through a guard.
 */
export function loaderScript(scripts, preloads) {
  const list = (urls) => JSON.stringify(urls).replace(/</g, '\\u003c');
  const body =
    'var w=window.__paintFirst={taps:[],live:false};' +
    "document.addEventListener('click',function(e){var t=e.target;" +
    "if(w.live||!t||!t.closest)return;t=t.closest('[data-early-tap]');" +
    "if(t)w.taps.push(t.getAttribute('data-early-tap'))},true);" +
    `var s=${list(scripts)},p=${list(preloads)},d=0;` +
    'function go(){if(d)return;d=1;var h=document.head,i,e;' +
    "for(i=0;i<s.length;i++){e=document.createElement('script');e.src=s[i];e.async=true;h.appendChild(e)}" +
    "for(i=0;i<p.length;i++){e=document.createElement('link');e.rel='preload';e.as='script';" +
    "e.fetchPriority='low';e.href=p[i];h.appendChild(e)}}" +
    "if(document.visibilityState==='hidden')go();else{" +
    'var P=window.PerformanceObserver,k=P&&P.supportedEntryTypes;' +
    "if(k&&k.indexOf('paint')>=0)new P(function(l,o){" +
    "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}" +
    "}).observe({type:'paint',buffered:true});" +
    'else requestAnimationFrame(function(){setTimeout(go,0)});' +
    `setTimeout(go,${FALLBACK_MS})}`;
  return `<script id="${LOADER_ID}">(function(){${body}})()</script>`;
}

/** Whether a page already carries the loader (rewritten by an earlier run). */
function hasLoader(html) {
  return html.includes(`<script id="${LOADER_ID}">`);
}

/**
 * One page's HTML with its chunk tags moved into the loader. A page with no chunk tags, or one already
 * rewritten, comes back unchanged with `moved: 0`.
 */
export function deferChunks(html) {
  if (hasLoader(html)) return { html, moved: 0 };
  const scripts = [];
  const preloads = [];
  let rest = html.replace(CHUNK_SCRIPT, (_, src) => {
    scripts.push(src);
    return '';
  });
  rest = rest.replace(CHUNK_PRELOAD, (_, href) => {
    preloads.push(href);
    return '';
  });
  if (scripts.length === 0) return { html, moved: 0 };
  const end = rest.lastIndexOf('</body>');
  if (end === -1) throw new Error('paint-first: a page with chunk scripts has no </body>');
  rest = rest.slice(0, end) + loaderScript(scripts, preloads) + rest.slice(end);
  return { html: rest, moved: scripts.length + preloads.length };
}

/**
 * The inverse, for measurement only (`npm run perf:paint-first` compares the two): the page with its
 * chunk tags back in the head, fetched while it parses as Next.js wrote them, and no loader.
 */
export function restoreChunks(html) {
  const found = html.match(
    new RegExp(`<script id="${LOADER_ID}">.*?var s=(\\[.*?\\]),p=(\\[.*?\\]),d=0;.*?</script>`),
  );
  if (!found) return html;
  const [loader, scripts, preloads] = found;
  const tags =
    JSON.parse(preloads)
      .map((href) => `<link rel="preload" as="script" fetchPriority="low" href="${href}"/>`)
      .join('') +
    JSON.parse(scripts)
      .map((src) => `<script src="${src}" async=""></script>`)
      .join('');
  return html.replace(loader, '').replace('</head>', `${tags}</head>`);
}

/**
 * Rewrites every prerendered App Router page of a build (`<distDir>/server/app/**.html`). Throws when a
 * page that boots the App Router (its RSC payload, `self.__next_f`) has no chunk script to move: Next.js
 * changed how it writes them, and the build must stop rather than ship pages that quietly fetch their
 * scripts before the first paint. Returns how many pages load their scripts after the first frame
 * (rewritten now or by an earlier run: running it twice changes nothing).
 */
export async function deferChunksInBuild(distDir) {
  const dir = path.join(distDir, 'server', 'app');
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html'));
  let pages = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const html = await readFile(file, 'utf8');
    if (hasLoader(html)) {
      pages += 1;
      continue;
    }
    const { html: next, moved } = deferChunks(html);
    if (moved === 0) {
      if (html.includes('self.__next_f')) throw new Error(`paint-first: no chunk script found in ${name}`);
      continue;
    }
    await writeFile(file, next);
    pages += 1;
  }
  return pages;
}
