'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  CREW_MEMORY_KEY,
  EMPTY_MEMORY,
  forgetCrewMemory,
  parseCrewMemory,
  readCrewMemory,
  writeCrewMemory,
  type CrewMemory,
} from '@/lib/crew/crew-memory';
import { localStore } from '../browser/stores';

/** Fired on this page when it writes the memory: the `storage` event only reaches other tabs. */
const MEMORY_EVENT = 'flavor-crew-memory';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(MEMORY_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(MEMORY_EVENT, onChange);
  };
}

function readText(): string | null {
  try {
    return localStore()?.getItem(CREW_MEMORY_KEY) ?? null;
  } catch {
    return null;
  }
}

export interface CrewMemoryHandle {
  readonly memory: CrewMemory;
  /** Writes `change(memory)`; nothing on a venue screen, whose tablet serves the next visitor. */
  readonly update: (change: (memory: CrewMemory) => CrewMemory) => void;
  readonly forget: () => void;
}

/**
 * What this device remembers of its visitor's crews (lib/crew/crew-memory.ts, docs/crew.md § The device's
 * memory), kept in step across tabs. A venue screen reads and writes nothing: it is never anyone's device.
 */
export function useCrewMemory(venue: boolean): CrewMemoryHandle {
  const text = useSyncExternalStore(subscribe, readText, () => null);
  const memory = useMemo(() => (venue ? EMPTY_MEMORY : parseCrewMemory(text)), [text, venue]);
  const update = useCallback(
    (change: (memory: CrewMemory) => CrewMemory) => {
      if (venue) return;
      const store = localStore();
      writeCrewMemory(store, change(readCrewMemory(store)), { venue });
      window.dispatchEvent(new Event(MEMORY_EVENT));
    },
    [venue],
  );
  const forget = useCallback(() => {
    forgetCrewMemory(localStore());
    window.dispatchEvent(new Event(MEMORY_EVENT));
  }, []);
  return { memory, update, forget };
}
