'use client';

import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass, type Tier } from '../ui/button';
import { ChoiceTile, TILE_TITLE_CLASS, UploadGlyph } from './widget-look';

interface PickerProps {
  onFiles: (files: File[]) => void;
  /** False until the import worker listens: the picker says it is getting ready and cannot be used yet. */
  ready: boolean;
}

/**
 * The file picker: a <label> in one of the button system's tiers, holding the real <input type=file>
 * visually hidden (sr-only) but in the tab order, so keyboard and screen-reader users pick files with it;
 * its focus ring is drawn on the label. Never the browser's own "Choose Files / No file chosen".
 *
 * No file is lost: until `ready` the input is disabled; files set on it the instant it appeared, before
 * React attached its handler, are picked up the moment the widget becomes ready.
 */
export function FilePicker({
  onFiles,
  ready,
  tier,
  children,
  className,
}: PickerProps & { tier: Tier; children: ReactNode; className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!ready) return;
    const early = Array.from(input.current?.files ?? []);
    if (input.current) input.current.value = '';
    if (early.length > 0) onFiles(early);
  }, [ready, onFiles]);

  return (
    <label
      htmlFor={id}
      data-file-picker=""
      className={buttonClass(
        tier,
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry ' +
          // Waiting for the worker keeps the full contrast (axe reads the label's words): only the cursor says so.
          'has-disabled:cursor-wait ' +
          (className ?? ''),
      )}
    >
      {children}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept=".zip,.json,.csv,application/zip,application/json,text/csv"
        disabled={!ready}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

/**
 * Drag and drop onto an area: `over` while files hover it; files dropped before the widget was ready are
 * kept and handed on the moment it is (the latest choice winning).
 */
export function useFileDrop({ onFiles, ready }: PickerProps) {
  const [over, setOver] = useState(false);
  const droppedEarly = useRef<File[]>([]);

  useEffect(() => {
    if (!ready) return;
    const dropped = droppedEarly.current;
    droppedEarly.current = [];
    if (dropped.length > 0) onFiles(dropped);
  }, [ready, onFiles]);

  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent<HTMLElement>) => {
        e.preventDefault();
        setOver(ready);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length === 0) return;
        if (ready) onFiles(files);
        else droppedEarly.current = files;
      },
    },
  };
}

/**
 * The first way in: a choice tile that is also a drop target, with the file picker as the widget's main
 * action. Which files each service sends is in "How do I get my data?" (how-to-get-data.tsx), not here.
 */
export function DropZone({ onFiles, ready }: PickerProps) {
  const t = useTranslations('Widget');
  const { over, handlers } = useFileDrop({ onFiles, ready });
  return (
    <ChoiceTile
      {...handlers}
      data-testid="drop-zone"
      data-file-picker=""
      data-ready={ready ? 'true' : 'false'}
      aria-busy={!ready}
      aria-labelledby="drop-title"
      className={`flex flex-col gap-3 rounded-card p-4 ring-1 transition ${
        over ? 'bg-berry-tint ring-2 ring-berry' : 'bg-white ring-line'
      }`}
      icon={<UploadGlyph />}
      title={
        <h2 id="drop-title" className={TILE_TITLE_CLASS}>
          {t('dropTitle')}
        </h2>
      }
      meta={
        // Both texts hold the same grid cell, the idle one hidden, so the tile keeps its height when the
        // worker becomes ready (no layout shift).
        <span className="grid">
          <span className={`col-start-1 row-start-1 ${ready ? '' : 'invisible'}`}>{t('uploadMeta')}</span>
          <span className={`col-start-1 row-start-1 ${ready ? 'invisible' : ''}`}>{t('dropWaiting')}</span>
        </span>
      }
    >
      <FilePicker onFiles={onFiles} ready={ready} tier="primary" className="w-full">
        {t('chooseFiles')}
      </FilePicker>
    </ChoiceTile>
  );
}
