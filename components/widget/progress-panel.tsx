'use client';

import { useTranslations } from 'next-intl';
import { Button } from '../ui/button';
import { NAME_WRAP } from '../ui/word-wrap';
import { QueueWait, type QueueWaitView } from './queue-wait';

export interface ProgressView {
  label: string;
  percent: number;
  /** The files the visitor chose, in our words ("“my_spotify_data.zip”"). */
  chosen?: string;
  /** Waiting in line for Last.fm (the Last.fm path only). */
  wait?: QueueWaitView;
}

/** A real progress bar (role="progressbar") with the stage in words, and a way out. */
export function ProgressPanel({ progress, onCancel }: { progress: ProgressView; onCancel: () => void }) {
  const t = useTranslations('Widget');
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-5 ring-1 ring-line">
      {progress.chosen && (
        <p className="text-sm text-muted" style={NAME_WRAP}>
          {t('chosen', { label: progress.chosen })}
        </p>
      )}
      <div className="flex items-baseline justify-between gap-3">
        <p id="import-stage" className="text-base font-bold text-ink" aria-live="polite">
          {progress.label}
        </p>
        <p className="text-sm text-muted tabular-nums" aria-hidden="true">
          {t('percent', { percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="import-stage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progressValue', { stage: progress.label, percent })}
        className="h-3 overflow-hidden rounded-control bg-berry-tint"
      >
        {/* No width transition: updates arrive ~10 times a second, so an animated width kept the page laying
            out and painting every frame of an import (~0.1 s of CPU per 300,000 plays, taken from the
            workers on a 2-core phone); the bar moves in small steps instead. */}
        <div className="h-full rounded-control bg-berry" style={{ width: `${percent}%` }} />
      </div>
      <QueueWait wait={progress.wait} />
      <Button tier="quiet" onClick={onCancel} className="-mr-3 self-end">
        {t('cancel')}
      </Button>
    </div>
  );
}
