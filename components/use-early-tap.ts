'use client';

import { useEffect, useEffectEvent } from 'react';
import { takeEarlyTap, type EarlyTapHost } from '@/lib/early-taps';

/**
 * Answers, once the component has mounted, a tap on its `data-early-tap={name}` button that came before
 * the page was interactive (lib/early-taps.ts). Without it that tap would do nothing.
 */
export function useEarlyTap(name: string, onTap: () => void): void {
  const answer = useEffectEvent(onTap);
  useEffect(() => {
    if (takeEarlyTap(window as unknown as EarlyTapHost, name)) answer();
  }, [name]);
}
