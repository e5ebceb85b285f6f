'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { DropZone } from './drop-zone';
import { HowToGetData } from './how-to-get-data';
import { ProgressPanel } from './progress-panel';
import { useEmbedding } from './use-embedding';
import { useImport } from './use-import';

/**
 * The built-in connect widget (issue 3): reads a Spotify data export on this device in a Web Worker,
 * scores it, and answers the embedding page with `complete`, exactly like the third-party widget would.
 */
export function UploadWidget() {
  const rootRef = useRef<HTMLElement>(null);
  const embedding = useEmbedding(rootRef);
  const { state, start, cancel, reset } = useImport();
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.phase === 'done') embedding?.post({ type: 'complete', result: JSON.stringify(state.result) });
    if (state.phase === 'failed') alertRef.current?.focus();
  }, [state, embedding]);

  return (
    <main
      ref={rootRef}
      id="upload-widget"
      className="mx-auto flex w-full max-w-xl flex-col gap-4 bg-white p-5 text-ink"
    >
      <div>
        <h1 className="text-xl font-bold">Find your flavour in your Spotify data</h1>
        <p className="mt-1 text-sm text-gray-700">
          Your files are read on this device, never uploaded, and nothing is kept once you close this page.
        </p>
      </div>
      <HowToGetData />

      {state.phase === 'working' ? (
        <ProgressPanel progress={state.progress} onCancel={cancel} />
      ) : state.phase === 'done' ? (
        <div role="status" className="rounded-2xl border-2 border-green-600 bg-green-50 p-5 text-center">
          <p className="text-lg font-semibold">Done! Scooping your flavour…</p>
          <p className="mt-1 text-sm text-gray-700">
            We read {state.summary.musicRows.toLocaleString('en-US')} music plays from{' '}
            {state.summary.filesRead} {state.summary.filesRead === 1 ? 'file' : 'files'}.
          </p>
          {!embedding && (
            <p className="mt-2 text-sm text-gray-700">
              This widget is meant to be opened from the flavour app:{' '}
              <Link className="font-semibold text-berry-dark underline" href="/">
                go to the app
              </Link>
              .
            </p>
          )}
        </div>
      ) : (
        <>
          {state.phase === 'failed' && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="rounded-2xl border-2 border-red-600 bg-red-50 p-4 text-sm focus:outline-none"
            >
              <p className="font-semibold text-red-800">We couldn&apos;t use {state.fileLabel}</p>
              <p className="mt-1 text-gray-800">{state.message}</p>
              <button
                type="button"
                onClick={reset}
                className="mt-3 rounded-full border border-red-700 px-4 py-1.5 font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
              >
                Choose other files
              </button>
            </div>
          )}
          <DropZone onFiles={start} />
          {state.phase === 'cancelled' && (
            <p role="status" className="text-center text-sm text-gray-700">
              Cancelled. Nothing was kept; choose your files again whenever you like.
            </p>
          )}
        </>
      )}
    </main>
  );
}
