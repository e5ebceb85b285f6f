import type { Locale } from '../i18n/routing';
import { scriptJson } from '../script-safe-json';
import { FORGET_LANGUAGE } from './reset';
import type { SeedPlan } from './states';

/**
 * `/states/open?state=<id>` (preview builds only, docs/qa.md) as one small HTML document: the server makes the
 * state's result with the product's own code and its plan (lib/states/states.ts), and the page's only script
 * writes the plan into this browser and replaces itself with the state's real route, so Back returns to the
 * states page. No framework loads for a page that is left at once: opening a state costs one page load, not two
 * (QA taps through dozens; e2e/states.spec.ts opens every state in three languages).
 */

/** The page's words, from the `States` messages in its language. */
export interface SeedPageWords {
  readonly title: string;
  readonly opening: string;
  readonly failed: string;
  readonly unknown: string;
  readonly back: string;
}

/** What the page's script is handed: the plan, the route to open, and the words of a failure. */
interface SeedArgs {
  readonly session: Readonly<Record<string, string>>;
  readonly local: Readonly<Record<string, string>>;
  /** The state's route in the page's language. */
  readonly href: string;
  readonly failed: string;
  /** The cookie line that forgets the language the switch remembered (lib/states/reset.ts). */
  readonly forgetLanguage: string;
}

/** The parts of `window` the script reaches; a test hands its own. */
interface SeedWindow {
  readonly sessionStorage: Storage;
  readonly localStorage: Storage;
  readonly location: Pick<Location, 'replace'>;
  readonly document: Pick<Document, 'getElementById' | 'cookie'>;
}

/**
 * Runs in the browser, from its own source (`toString`): refers to nothing outside itself. Clears what the site
 * stored in this browser (as Reset does, the remembered language too, so the route opens in the language of the
 * link, whoever opens it), writes the plan and opens the route. A
 * store the browser refuses is skipped, as the product skips it; anything else that fails shows the failure
 * and the way back.
 */
export function seedThenOpen(args: SeedArgs, win: SeedWindow = window): void {
  function store(name: 'sessionStorage' | 'localStorage'): Storage | null {
    try {
      return win[name];
    } catch {
      return null;
    }
  }
  try {
    const session = store('sessionStorage');
    const local = store('localStorage');
    for (const target of [session, local]) {
      try {
        target?.clear();
      } catch {
        // Nothing more this store lets us do.
      }
    }
    try {
      win.document.cookie = args.forgetLanguage;
    } catch {
      // A browser that refuses cookies remembers no language either.
    }
    for (const key of Object.keys(args.session)) session?.setItem(key, args.session[key] ?? '');
    for (const key of Object.keys(args.local)) local?.setItem(key, args.local[key] ?? '');
    win.location.replace(args.href);
  } catch (error) {
    console.error('The state could not be opened:', error);
    const status = win.document.getElementById('seed-status');
    const back = win.document.getElementById('seed-back');
    if (status) status.textContent = args.failed;
    back?.removeAttribute('hidden');
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The site's ink, cream and berry (app/globals.css), on the system's font: the page shows for a moment. */
const STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:0 1rem;text-align:center;' +
  'font:1.125rem/1.5 system-ui,sans-serif;color:#1f1d2b;background:#fff7ed}a{color:#9d174d;font-weight:600}';

export type SeedPage =
  | { readonly kind: 'open'; readonly plan: SeedPlan; readonly href: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed' };

/**
 * The whole document. `open`: the words say it is opening, and the script goes on; `unknown` and `failed`: the
 * words say why, with the way back to `statesHref`, and no script.
 */
export function seedPageHtml(
  locale: Locale,
  words: SeedPageWords,
  page: SeedPage,
  statesHref: string,
): string {
  const said = page.kind === 'open' ? words.opening : words[page.kind];
  const script =
    page.kind === 'open'
      ? `<script>(${seedThenOpen.toString()})(${scriptJson({
          session: page.plan.session,
          local: page.plan.local,
          href: page.href,
          failed: words.failed,
          forgetLanguage: FORGET_LANGUAGE,
        } satisfies SeedArgs)})</script>`
      : '';
  return [
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(words.title)}</title><style>${STYLE}</style></head><body><main>`,
    `<p role="status" id="seed-status">${escapeHtml(said)}</p>`,
    `<p><a id="seed-back" href="${escapeHtml(statesHref)}"${page.kind === 'open' ? ' hidden' : ''}>`,
    `${escapeHtml(words.back)}</a></p></main>${script}</body></html>`,
  ].join('');
}
