'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useSampleName } from '../ui/use-sample-name';
import { fetchScrobbles } from '@/lib/lastfm/fetch-scrobbles';
import { lastfmFailureText } from '@/lib/lastfm/recent-tracks';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { readSample } from '@/lib/result-io/extras';
import type { FlavorResult } from '@/lib/flavor/result';
import { DonePanel } from './done-panel';
import { DropZone } from './drop-zone';
import { HowToGetData } from './how-to-get-data';
import { LastfmForm } from './lastfm-form';
import type { QuizProgress } from './quiz/listening-quiz';
import { ProgressPanel } from './progress-panel';
import { QuizEntry } from './quiz/quiz-entry';
import { QuizLoading } from './quiz/quiz-loading';
import { RefusalCard } from './refusal-card';
import { SamplePicker } from './sample-picker';
import { OfflineNote } from '../offline/offline-note';
import { useVenueWidget, venueWidgetScript } from '../venue/use-venue';
import { useEmbedding } from './use-embedding';
import { readSummary, useImport } from './use-import';
import { useLastfmAvailable } from './use-lastfm-available';
import { usePreviewState } from './use-preview-state';
import { useQuizModule } from './quiz/use-quiz-module';
import { earlyTapScript } from '@/lib/early-tap';

/** Hides the file picker before hydration on a venue screen (lib/venue/venue.ts). */
const VENUE_SCRIPT = venueWidgetScript();
/** Records a tap on a prerendered button before React runs, for the button to answer once it does (lib/early-tap.ts). */
const EARLY_TAP_SCRIPT = earlyTapScript();

/**
 * The built-in connect widget: reads a Spotify, Apple Music or YouTube Music export on
 * this device in a Web Worker (or Last.fm scrobbles fetched through our own server, or a built-in sample
 * listener), scores it, and answers the embedding page with `complete`, exactly like the third-party widget.
 * With no export at hand, the listening quiz scores the visitor's answers instead, on this device too.
 */
export function UploadWidget() {
  const t = useTranslations('Widget');
  const sampleName = useSampleName();
  const errorWords = useTranslations('ExportErrors');
  const rootRef = useRef<HTMLElement>(null);
  const embedding = useEmbedding(rootRef);
  const { state, ready, start, run, cancel, reset, retry, fail, showProgress } = useImport();
  const lastfmOffered = useLastfmAvailable();
  // On a venue screen (docs/venue.md) the quiz, the samples and Last.fm, but no file picker.
  const venue = useVenueWidget();
  const lastfmAbort = useRef<AbortController | null>(null);
  const [viaLastfm, setViaLastfm] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const sample = state.phase === 'done' ? readSample(state.result.sample) : undefined;
  const [quiz, setQuiz] = useState<'closed' | 'open' | FlavorResult>('closed');
  const quizResult = typeof quiz === 'object' ? quiz : null;
  const [quizProgress, setQuizProgress] = useState<QuizProgress>();
  const quizEntryRef = useRef<HTMLButtonElement | null>(null);
  const quizModule = useQuizModule();
  const ListeningQuiz = quizModule.status === 'ready' ? quizModule.module.ListeningQuiz : null;

  useEffect(() => {
    if (state.phase === 'done') embedding?.post({ type: 'complete', result: JSON.stringify(state.result) });
    if (state.phase === 'failed') alertRef.current?.focus();
  }, [state, embedding]);

  useEffect(() => {
    if (quizResult) embedding?.post({ type: 'complete', result: JSON.stringify(quizResult) });
  }, [quizResult, embedding]);

  // A file dropped anywhere in the frame, outside the drop zone, must never make the browser open it.
  useEffect(() => {
    const stop = (event: DragEvent) => event.preventDefault();
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);

  const onFiles = useCallback(
    (files: File[]) => {
      setViaLastfm(false);
      start(files);
    },
    [start],
  );

  const onSample = useCallback(
    (sampleId: string) => {
      const sample = SAMPLE_LISTENERS.find((s) => s.id === sampleId);
      if (!sample) return;
      setViaLastfm(false);
      run({ kind: 'sample', sampleId, label: t('labelSample', { name: sample.name }) });
    },
    [run, t],
  );

  async function onLastfm(user: string, fetchImpl?: typeof fetch): Promise<void> {
    setViaLastfm(true);
    const label = t('labelLastfm', { user });
    const controller = new AbortController();
    lastfmAbort.current = controller;
    let stage = t('progressLastfmAsking');
    let percent = 0;
    showProgress(stage, percent);
    const outcome = await fetchScrobbles(user, {
      signal: controller.signal,
      ...(fetchImpl ? { fetchImpl } : {}),
      onPage: (page, pages) => {
        stage = t('progressLastfmPage', { page, pages });
        percent = (page / pages) * 60;
        showProgress(stage, percent);
      },
      onWait: ({ ahead, seconds, kept }) =>
        showProgress(stage, percent, { ahead, seconds, kept, untilMs: Date.now() + seconds * 1000 }),
    });
    if (lastfmAbort.current !== controller) return;
    lastfmAbort.current = null;
    if (!outcome.ok) {
      if (outcome.error === 'cancelled') return;
      // A busy or failing Last.fm (or our long line) may answer a moment later: those alerts offer "Try again".
      const again =
        outcome.error === 'rate-limited' || outcome.error === 'upstream' || outcome.error === 'busy';
      fail(
        label,
        lastfmFailureText(errorWords, outcome.error, outcome.retryAfterS),
        again ? () => void onLastfm(user, fetchImpl) : undefined,
      );
      return;
    }
    const file = new File([JSON.stringify(outcome.file)], `lastfm-${user}.json`, {
      type: 'application/json',
    });
    run({ kind: 'files', files: [file], label });
  }

  const onCancel = useCallback(() => {
    lastfmAbort.current?.abort();
    lastfmAbort.current = null;
    cancel();
  }, [cancel]);

  // The states page's widget states, on preview builds only (docs/qa.md): a Last.fm state's stand-in of our
  // route reads every profile asked for while it is open.
  /** After a Last.fm refusal: back to the ways in, with the focus in the username box to type another. */
  function retypeName() {
    reset();
    // The box is drawn again by the render that reset() asks for: focus it on the next frame.
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLInputElement>('input[name="lastfm-user"]')?.focus(),
    );
  }

  const previewLastfm = usePreviewState(ready, {
    onFiles,
    onCancel,
    onQuiz: (resume) => {
      if (resume) setQuizProgress(resume);
      setQuiz('open');
    },
    onSample,
    onLastfm: (user, fetchImpl) => void onLastfm(user, fetchImpl),
    post: (message) => embedding?.post(message),
  });
  const lastfm = lastfmOffered || previewLastfm !== undefined;

  return (
    <main
      ref={rootRef}
      id="upload-widget"
      // Named by its title: framed in the connect dialog, its page's main and this one are two main landmarks.
      aria-labelledby="upload-widget-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-4 bg-white px-4 pt-2 pb-5 text-ink min-[26rem]:px-5"
    >
      {/* Before the markup below: a venue screen's widget never shows the file picker, not even before hydration. */}
      <script dangerouslySetInnerHTML={{ __html: VENUE_SCRIPT }} />
      <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
      <div className="flex flex-col gap-1">
        {/* The dialog around the widget has the one visible title ("Connect Spotify"): this one names the
            frame's page for screen readers. */}
        <h1 id="upload-widget-title" className="sr-only">
          {t('title')}
        </h1>
        <p className="text-sm text-muted">
          {quiz !== 'closed' ? (
            t('introQuiz')
          ) : (
            <>
              {lastfm ? t('sourcesLastfm') : t('sources')}{' '}
              {/* While the Last.fm box is on screen, its own note says what passes through our server: once. */}
              {viaLastfm && (state.phase === 'working' || state.phase === 'done')
                ? t('privacyLastfm')
                : t('privacyFiles')}
            </>
          )}
        </p>
      </div>

      {quizResult ? (
        <DonePanel embedded={embedding !== null}>
          {t('doneQuiz', { answered: quizResult.quiz?.answered ?? 0, asked: quizResult.quiz?.asked ?? 0 })}
        </DonePanel>
      ) : quiz === 'open' && !ListeningQuiz ? (
        <QuizLoading failed={quizModule.status === 'failed'} />
      ) : quiz === 'open' && ListeningQuiz ? (
        <ListeningQuiz
          onComplete={setQuiz}
          resume={quizProgress}
          onExit={(progress) => {
            // Synchronously, so the entry is there to take focus back.
            flushSync(() => {
              setQuizProgress(progress);
              setQuiz('closed');
            });
            quizEntryRef.current?.focus();
          }}
        />
      ) : state.phase === 'working' ? (
        <ProgressPanel progress={state.progress} onCancel={onCancel} />
      ) : state.phase === 'done' ? (
        <DonePanel embedded={embedding !== null}>
          {sample ? `${t('doneSample', { name: sampleName(sample) })} ` : ''}
          {readSummary(t, state.summary, viaLastfm)}
        </DonePanel>
      ) : state.phase === 'failed' ? (
        <RefusalCard
          alertRef={alertRef}
          title={t('failedTitle', { label: state.fileLabel })}
          message={state.message}
          shortBy={state.shortBy}
          onRetry={state.retry ? retry : undefined}
          onQuiz={() => setQuiz('open')}
          quizRef={quizEntryRef}
          onSample={onSample}
          onFiles={onFiles}
          onOtherWays={reset}
          onRetypeName={viaLastfm ? retypeName : undefined}
          ready={ready}
          venue={venue}
          lastfm={lastfm}
        />
      ) : (
        <>
          {state.phase === 'cancelled' && (
            <p role="status" className="rounded-tile bg-cream px-4 py-3 text-sm text-ink">
              {t('cancelled')}
            </p>
          )}
          {!venue && <DropZone onFiles={onFiles} ready={ready} />}
          {/* The quiz before Last.fm: most visitors at the pop-up have no export at hand, few use Last.fm. */}
          <QuizEntry
            onStart={() => setQuiz('open')}
            buttonRef={quizEntryRef}
            resumable={quizProgress !== undefined}
            tier={venue ? 'primary' : 'secondary'}
          />
          <OfflineNote way="lastfm" />
          {lastfm && <LastfmForm onSubmit={(user) => void onLastfm(user, previewLastfm)} disabled={!ready} />}
          <div className="-mx-3 flex flex-col items-start">
            <HowToGetData lastfm={lastfm} />
            <SamplePicker onPick={onSample} disabled={!ready} />
          </div>
        </>
      )}
    </main>
  );
}
