'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/routing';
import { makeResult } from '@/lib/states/make-result';
import { resetBrowser } from '@/lib/states/reset';
import { seedPlan, stateById } from '@/lib/states/states';

export interface SeedWords {
  readonly opening: string;
  readonly failed: string;
  readonly unknown: string;
  readonly back: string;
}

const never = () => () => {};
/** The state the address asks for: `null` without one; `undefined` while prerendering. */
const askedBrowser = () => new URLSearchParams(window.location.search).get('state');
const askedServer = () => undefined;

function store(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/**
 * `/states/open?state=<id>` (preview builds only): clears what the site stored, makes the state's result with
 * the product's own code, writes what the product would have written by then (lib/states/states.ts), and
 * replaces itself with the state's real route, so Back returns to the states page.
 */
export function StateSeed({ words }: { words: SeedWords }) {
  const locale = useLocale();
  // The `Evidence` and `Quiz` messages: a made result's sentences and clues in the page's language.
  const evidence = useTranslations();
  const asked = useSyncExternalStore(never, askedBrowser, askedServer);
  const state = asked === undefined ? undefined : stateById(asked);
  const [failed, setFailed] = useState(false);
  const status = asked !== undefined && !state ? 'unknown' : failed ? 'failed' : 'opening';

  useEffect(() => {
    if (!state) return;
    let stopped = false;
    void (async () => {
      try {
        const session = store('sessionStorage');
        const local = store('localStorage');
        await resetBrowser({ session, local, writeCookie: () => undefined }, false);
        const result = state.result ? await makeResult(state.result, evidence) : undefined;
        const plan = seedPlan(state, result);
        for (const [key, value] of Object.entries(plan.session)) session?.setItem(key, value);
        for (const [key, value] of Object.entries(plan.local)) local?.setItem(key, value);
        if (!stopped) window.location.replace(localePath(locale, plan.path));
      } catch (error) {
        console.error('The state could not be opened:', error);
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [state, evidence, locale]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p role="status" className="text-lg font-medium text-ink">
        {words[status]}
      </p>
      {status !== 'opening' && (
        <a href={localePath(locale, '/states')} className="font-semibold text-berry-dark underline">
          {words.back}
        </a>
      )}
    </main>
  );
}
