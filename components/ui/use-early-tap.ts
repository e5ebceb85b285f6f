'use client';

import { useEffect, useEffectEvent } from 'react';
import { takeEarlyTap, type EarlyTapHost, type EarlyTapName } from '@/lib/early-tap';

const host = () => window as unknown as EarlyTapHost;

/**
 * Keeps a tap on a prerendered control that came before React ran (lib/early-tap.ts): the control is marked
 * `data-early-tap={name}` and takes the returned click handler. Once the component has mounted, a recorded
 * tap is answered with `act`, once.
 *
 * Answered in a task of its own after the mount: a tap while React hydrates is recorded by the inline script
 * and also reaches React, whose handler (the one returned here) clears the record in that same task, so the
 * tap is never answered twice.
 */
export function useEarlyTap(name: EarlyTapName, act: () => void): () => void {
  const answer = useEffectEvent(act);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (takeEarlyTap(host(), name)) answer();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [name]);
  return () => {
    takeEarlyTap(host(), name);
    act();
  };
}
