'use client';

import { useRef, useState, type Ref, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { MIN_DAYS, MIN_QUALIFYING_PLAYS } from '@/lib/export/minimum-data';
import { QUESTIONS } from '@/lib/quiz/questions';
import { NAME_WRAP } from '../ui/word-wrap';
import { Button, buttonClass } from '../ui/button';
import { FilePicker, useFileDrop } from './drop-zone';
import { HowToGetData } from './how-to-get-data';
import { SampleList } from './sample-picker';

/** How far a too-short history got: its qualifying songs and days (ImportState `shortBy`). */
export interface ShortBy {
  readonly plays: number;
  readonly days: number;
}

interface RefusalCardProps {
  alertRef: RefObject<HTMLDivElement | null>;
  /** "We couldn't use “my_spotify_data.zip”": the refused files in our own words. */
  title: string;
  /** The refusal's own sentence, word for word (ExportErrors). */
  message: string;
  shortBy: ShortBy | undefined;
  /** A retry of the same thing (a stall, a crash, a busy Last.fm): then that is the main step. */
  onRetry: (() => void) | undefined;
  onQuiz: () => void;
  quizRef: Ref<HTMLButtonElement>;
  onSample: (id: string) => void;
  onFiles: (files: File[]) => void;
  /** Back to every way in (the Last.fm box among them). */
  onOtherWays: () => void;
  /** After a Last.fm refusal: back to the username box to fix the name, instead of the other ways in. */
  onRetypeName?: (() => void) | undefined;
  ready: boolean;
  /** A venue screen (docs/venue.md) has no file picker. */
  venue: boolean;
  lastfm: boolean;
}

/** German words run a third longer: a button that wraps at 320 px keeps room above and below its two lines. */
const WRAPS = 'py-2 text-balance';

/** One meter: "120 of 300 songs", its bar filled as far as the visitor got. */
function Meter({ label, value, of }: { label: string; value: number; of: number }) {
  const percent = Math.min(100, Math.round((value / of) * 100));
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-bold text-warm-ink tabular-nums">{label}</span>
      <span aria-hidden="true" className="block h-2 overflow-hidden rounded-control bg-white">
        <span className="block h-full rounded-control bg-warm-ink" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}

/**
 * A refusal, as a warm "almost there" rather than a red wall: how close the visitor came (when the refusal
 * counts songs and days), the refusal's own sentence, then the ways on, the quiz first. One file picker
 * only ("Choose other files"), which is also where files can be dropped.
 */
export function RefusalCard(props: RefusalCardProps) {
  const t = useTranslations('Widget');
  const quizWords = useTranslations('Quiz');
  const { alertRef, title, message, shortBy, onRetry, onQuiz, quizRef, venue, ready } = props;
  const [samples, setSamples] = useState(false);
  const firstSample = useRef<HTMLButtonElement>(null);
  const { over, handlers } = useFileDrop({ onFiles: props.onFiles, ready });
  const quizTier = onRetry ? 'secondary' : 'primary';

  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role="alert"
      {...(venue ? {} : handlers)}
      data-testid={venue ? undefined : 'drop-zone'}
      className={`flex flex-col gap-4 rounded-card p-4 text-ink focus:outline-none min-[26rem]:p-5 ${
        over ? 'bg-berry-tint ring-2 ring-berry' : 'bg-warm'
      }`}
      // A file's name is one long word ("Apple_Media_Services_export.zip"): it breaks, never runs out.
      style={NAME_WRAP}
    >
      {shortBy && (
        <div className="flex flex-col gap-3">
          <h2 className="font-display text-xl font-bold text-warm-ink">{t('almostThere')}</h2>
          <div className="grid gap-3 min-[26rem]:grid-cols-2">
            <Meter
              label={t('meterSongs', { plays: shortBy.plays, minPlays: MIN_QUALIFYING_PLAYS })}
              value={shortBy.plays}
              of={MIN_QUALIFYING_PLAYS}
            />
            <Meter
              label={t('meterDays', { days: shortBy.days, minDays: MIN_DAYS })}
              value={shortBy.days}
              of={MIN_DAYS}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <p className={shortBy ? 'text-sm font-bold text-warm-ink' : 'text-lg font-bold text-warm-ink'}>
          {title}
        </p>
        <p className="text-sm text-ink">{message}</p>
      </div>
      <div className="flex flex-col gap-2">
        {onRetry && (
          <Button tier="primary" onClick={onRetry} className={WRAPS}>
            {t('tryAgain')}
          </Button>
        )}
        <button ref={quizRef} type="button" onClick={onQuiz} className={buttonClass(quizTier, WRAPS)}>
          {quizWords('entryInstead', { count: QUESTIONS.length })}
        </button>
        <div className="grid gap-2 min-[26rem]:grid-cols-2">
          {!venue && (
            <FilePicker onFiles={props.onFiles} ready={ready} tier="secondary" className={WRAPS}>
              {t('chooseOther')}
            </FilePicker>
          )}
          <Button
            tier="secondary"
            aria-expanded={samples}
            onClick={() => {
              setSamples((open) => !open);
              requestAnimationFrame(() => firstSample.current?.focus());
            }}
            className={venue ? `${WRAPS} min-[26rem]:col-span-2` : WRAPS}
          >
            {t('sampleTry')}
          </Button>
        </div>
        {samples && (
          <div className="rounded-tile bg-white/70 p-3">
            <SampleList onPick={props.onSample} disabled={!ready} firstRef={firstSample} />
          </div>
        )}
      </div>
      <div className="-mx-3 -mb-2 flex flex-wrap items-start justify-between">
        <HowToGetData lastfm={props.lastfm} title={t('howFullTitle')} />
        <Button tier="quiet" onClick={props.onRetypeName ?? props.onOtherWays}>
          {props.onRetypeName ? t('chooseOtherName') : t('otherWays')}
        </Button>
      </div>
    </div>
  );
}
