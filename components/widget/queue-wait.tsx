'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/lib/i18n/translator';

/** A wait in our queue for Last.fm, as the widget shows it (lib/lastfm/fetch-scrobbles.ts). */
export interface QueueWaitView {
  readonly ahead: number;
  readonly seconds: number;
  /** Date.now() when the widget asks again. */
  readonly untilMs: number;
  /** Whether the server keeps the visitor's place (a ticket), or will be asked for one again. */
  readonly kept: boolean;
}

function secondsLeft(untilMs: number): number {
  return Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));
}

/** Counts down to `untilMs` once a second (keyed by it, so each wait starts afresh). */
function Countdown({ untilMs }: { untilMs: number }) {
  const [left, setLeft] = useState(() => secondsLeft(untilMs));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(untilMs)), 1000);
    return () => clearInterval(timer);
  }, [untilMs]);
  return <span className="tabular-nums">{left}</span>;
}

function sentence(t: Translator<'Widget'>, wait: QueueWaitView, seconds: ReactNode): ReactNode {
  const values = { seconds: () => seconds };
  return wait.kept ? t.rich('queueKept', { ...values, ahead: wait.ahead }) : t.rich('queueFull', values);
}

/**
 * The line for Last.fm, in an always-present polite live region: a screen reader hears the sentence once
 * per wait (the hidden copy with the starting seconds), while the visible copy counts down, hidden from it.
 */
export function QueueWait({ wait }: { wait: QueueWaitView | undefined }) {
  const t = useTranslations('Widget');
  return (
    // Empty, it takes back the panel's gap, so a file import's panel looks as it did.
    <div aria-live="polite" data-testid="queue-wait" className={wait ? undefined : '-mt-3'}>
      {wait && (
        <p className="rounded-tile bg-warm px-3 py-2 text-sm text-warm-ink">
          <span className="sr-only">{sentence(t, wait, wait.seconds)}</span>
          <span aria-hidden="true">
            {sentence(t, wait, <Countdown key={wait.untilMs} untilMs={wait.untilMs} />)}
          </span>
        </p>
      )}
    </div>
  );
}
