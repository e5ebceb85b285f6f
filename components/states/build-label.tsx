'use client';

import { useEffect, useRef, useState } from 'react';
import { buildStamp, cornerStamp } from '@/lib/build-stamp';
import { buildLabelWords, fillIn } from '@/lib/i18n/build-label';
import { NAME_WRAP } from '../ui/word-wrap';
import { useFreeCorner, type Corner } from './free-corner';

/** Where each corner puts the label (the inset is free-corner.ts's). */
const PLACE: Record<Corner, string> = {
  'bottom-left': 'bottom-1 left-1',
  'top-left': 'top-1 left-1',
  'bottom-right': 'bottom-1 right-1 flex-row-reverse',
  'top-right': 'top-1 right-1 flex-row-reverse',
};

/** How long the open label stays open after a copy, before it folds back to its chip. */
const OPEN_MS = 6000;

type Copy = 'idle' | 'copied' | 'by-hand';

/**
 * Which build this is (docs/qa.md), in a corner of every page of a preview: a chip with the commit, bottom left
 * unless a control is there (then the next free corner, free-corner.ts); a tap opens the whole line
 * (commit, branch, build time) and copies it for a report, with the full commit and branch. Where the clipboard
 * refuses (an address that is not https), the line is left selected to copy by hand. Loaded as a chunk of its
 * own on preview hosts only (components/states/preview-label.tsx), so the commit is in no page's markup, payload
 * or first-load JavaScript.
 */
export default function BuildLabel({ locale }: { locale: string }) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<Copy>('idle');
  const chip = useRef<HTMLButtonElement>(null);
  const corner = useFreeCorner(chip, open);
  const stamp = buildStamp();
  useEffect(() => {
    if (!open) return;
    const fold = window.setTimeout(() => {
      setOpen(false);
      setCopy('idle');
    }, OPEN_MS);
    return () => window.clearTimeout(fold);
  }, [open, copy]);
  if (!stamp) return null;
  const words = buildLabelWords(locale);
  const shown = cornerStamp(stamp);
  const line = fillIn(words.stamp, { ...stamp });
  const said = !open ? '' : copy === 'copied' ? words.copied : copy === 'by-hand' ? words.copyByHand : '';

  async function toggle(): Promise<void> {
    if (open) {
      setOpen(false);
      setCopy('idle');
      return;
    }
    setOpen(true);
    try {
      await navigator.clipboard.writeText(line);
      setCopy('copied');
    } catch {
      setCopy('by-hand');
    }
  }

  return (
    <aside
      data-build-label=""
      aria-label={words.region}
      translate="no"
      data-corner={corner}
      className={`fixed ${PLACE[corner]} z-10 flex max-w-[calc(100%-0.5rem)] flex-wrap items-center gap-x-1.5 font-mono text-[10px] leading-tight text-gray-800 print:hidden`}
    >
      <button
        ref={chip}
        type="button"
        data-build-stamp=""
        aria-expanded={open}
        aria-label={open ? undefined : fillIn(words.show, { commit: shown.commit })}
        onClick={() => void toggle()}
        style={NAME_WRAP}
        className={`min-h-6 rounded-full bg-white/90 px-2 text-left ring-1 ring-gray-300 hover:ring-gray-500 focus-visible:outline-2 focus-visible:outline-berry ${open && copy === 'by-hand' ? 'select-all' : ''}`}
      >
        {open ? fillIn(words.stamp, { ...shown }) : shown.commit}
      </button>
      {/* Always there, so that a screen reader hears the word when it comes; a box only around a word. */}
      <span role="status" className={said ? 'rounded bg-white/90 px-1' : undefined}>
        {said}
      </span>
    </aside>
  );
}
