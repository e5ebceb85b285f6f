'use client';

import { useTranslations } from 'next-intl';
import { QueueWait, type QueueWaitView } from './queue-wait';

export interface ProgressView {
  label: string;
  percent: number;
  /** Waiting in line for Last.fm (the Last.fm path only). */
  wait?: QueueWaitView;
}

/** A real progress bar (role="progressbar") with the stage in words, and a way out. */
export function ProgressPanel({ progress, onCancel }: { progress: ProgressView; onCancel: () => void }) {
  const t = useTranslations('Widget');
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  return (
    <div className="flex flex-col gap-3 rounded-2xl border-2 border-pink-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p id="import-stage" className="font-semibold text-ink" aria-live="polite">
          {progress.label}
        </p>
        <p className="tabular-nums text-gray-600" aria-hidden="true">
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
        className="h-3 overflow-hidden rounded-full bg-pink-100"
      >
        {/* No width transition: updates arrive ~10 times a second, so an animated width kept the page laying
            out and painting every frame of an import (~0.1 s of CPU per 300,000 plays, taken from the
            workers on a 2-core phone); the bar moves in small steps instead. */}
        <div className="h-full rounded-full bg-berry" style={{ width: `${percent}%` }} />
      </div>
      <QueueWait wait={progress.wait} />
      <button
        type="button"
        onClick={onCancel}
        className="self-end rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-berry"
      >
        {t('cancel')}
      </button>
    </div>
  );
}
