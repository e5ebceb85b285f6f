'use client';

import { useEffect, useState, type ReactNode } from 'react';

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

function sentence(wait: QueueWaitView, seconds: ReactNode): ReactNode {
  const visitors = wait.ahead === 1 ? '1 visitor' : `${wait.ahead.toLocaleString('en-US')} visitors`;
  return wait.kept ? (
    <>
      Your turn in about {seconds} s: {visitors} ahead of you. We keep your place and carry on by ourselves.
    </>
  ) : (
    <>
      So many visitors are in line that there is no place for you yet: we ask again in about {seconds} s, by
      ourselves.
    </>
  );
}

/**
 * The line for Last.fm, in an always-present polite live region: a screen reader hears the sentence once
 * per wait (the hidden copy with the starting seconds), while the visible copy counts down, hidden from it.
 */
export function QueueWait({ wait }: { wait: QueueWaitView | undefined }) {
  return (
    // Empty, it takes back the panel's gap, so a file import's panel looks as it did.
    <div aria-live="polite" data-testid="queue-wait" className={wait ? undefined : '-mt-3'}>
      {wait && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-gray-800">
          <span className="sr-only">{sentence(wait, wait.seconds)}</span>
          <span aria-hidden="true">
            {sentence(wait, <Countdown key={wait.untilMs} untilMs={wait.untilMs} />)}
          </span>
        </p>
      )}
    </div>
  );
}
