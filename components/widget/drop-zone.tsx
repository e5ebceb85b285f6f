'use client';

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MusicIcon } from '../ui/icons';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** False until the import worker listens: the zone says it is getting ready and cannot be used yet. */
  ready: boolean;
}

/**
 * A drop target that is also a file picker: the real <input type=file> stays in the tab order (keyboard and
 * screen-reader users pick files with it), the label around it is the visible drop area.
 *
 * No file is lost: until `ready` the input is disabled and the zone says it is getting ready; files that
 * arrive anyway (set on the input the instant it appeared, before React attached its handler, or dropped
 * on the zone while it says so) are picked up the moment the widget becomes ready, the latest choice
 * winning.
 */
export function DropZone({ onFiles, ready }: DropZoneProps) {
  const t = useTranslations('Widget');
  const id = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** Files dropped before the widget was ready. */
  const droppedEarly = useRef<File[]>([]);

  useEffect(() => {
    if (!ready) return;
    const dropped = droppedEarly.current;
    droppedEarly.current = [];
    const early = dropped.length > 0 ? dropped : Array.from(input.current?.files ?? []);
    if (input.current) input.current.value = '';
    if (early.length > 0) onFiles(early);
  }, [ready, onFiles]);

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0) return;
    if (ready) onFiles(files);
    else droppedEarly.current = files;
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(ready);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      data-file-picker=""
      data-ready={ready ? 'true' : 'false'}
      aria-busy={!ready}
      className={`flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-berry ${
        ready ? 'cursor-pointer' : 'cursor-wait opacity-80'
      } ${over ? 'border-berry bg-pink-50' : 'border-gray-300 bg-white hover:border-berry'}`}
    >
      <MusicIcon width={32} height={32} className="text-berry" />
      <span className="font-semibold text-ink">{t('dropTitle')}</span>
      {/* Both texts hold the same grid cell, the idle one hidden, so the zone keeps its height when the
          worker becomes ready (no layout shift). */}
      <span className="grid text-sm text-gray-600">
        <span className={`col-start-1 row-start-1 ${ready ? '' : 'invisible'}`}>{t('dropHint')}</span>
        <span className={`col-start-1 row-start-1 ${ready ? 'invisible' : ''}`}>{t('dropWaiting')}</span>
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept=".zip,.json,.csv,application/zip,application/json,text/csv"
        disabled={!ready}
        className="mt-2 max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-berry file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
