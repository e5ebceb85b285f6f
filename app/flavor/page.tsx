'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Footer } from '@/components/footer';
import { ArrowLeftIcon, Spinner } from '@/components/icons';
import { notify } from '@/components/notify';
import { ResultCard } from '@/components/result-card';
import { ShareRow } from '@/components/share-row';
import { clearFlavorResult, parseStoredText, readStoredText } from '@/lib/flavor/storage';

/** Session storage as an external store; on the server (prerender) there is nothing yet: `undefined`. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
const readBrowser = () => readStoredText(window.sessionStorage);
const readServer = () => undefined;

/**
 * Spec §2 / §4 / §8: loading (also the prerendered HTML), then the card, or a silent redirect home when
 * nothing is saved, or the error toast and a redirect when what is saved cannot be read.
 */
export default function FlavorPage() {
  const router = useRouter();
  const text = useSyncExternalStore(subscribe, readBrowser, readServer);
  const stored = useMemo(() => (text === undefined ? undefined : parseStoredText(text)), [text]);
  const result = stored?.status === 'ok' ? stored.result : null;

  useEffect(() => {
    if (!stored || stored.status === 'ok') return;
    if (stored.status === 'corrupt') {
      clearFlavorResult(window.sessionStorage);
      notify('readError');
    }
    router.replace('/');
  }, [stored, router]);

  if (!result) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 text-berry" role="status">
        <Spinner />
        <p className="text-lg font-medium text-ink">Loading your flavor...</p>
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 pt-10 sm:pt-16">
        <ResultCard result={result} />
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => router.push('/')}
            className="inline-flex items-center gap-2 rounded-full border-2 border-ink px-6 py-2.5 font-semibold hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            <ArrowLeftIcon />
            Try Again
          </button>
        </div>
        <ShareRow result={result} />
      </main>
      <Footer />
    </div>
  );
}
