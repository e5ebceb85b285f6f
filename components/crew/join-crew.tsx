'use client';

import { buttonClass } from '../ui/button';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { MAX_CREW, type Crew } from '@/lib/crew/crew';
import { joinCrew, type JoinOutcome } from '@/lib/crew/crew-join';
import { rowName } from '@/lib/flavor/flavor-text';
import { checkTypedName } from '@/lib/links/friend-name';
import { readingFromResult, rowForReading } from '@/lib/links/link';
import type { LazyWords } from '../ui/lazy-messages';
import { useSampleName } from '../ui/use-sample-name';
import { ConnectOpening } from '../landing/connect-opening';
import { NameField } from '../share/name-field';
import { showCrew } from './use-crew-link';
import type { OwnResult } from './use-own-result';

/** The connect dialog (Headless UI, the widget frame): fetched only when a visitor asks for a flavour here. */
const ConnectDialog = lazy(() =>
  import('../landing/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

const CALL = buttonClass('primary');

/**
 * "Join the crew", for a visitor who is not in it: without a result of their own, the connect dialog by any
 * way in (an export, the quiz, Last.fm), which leaves them here with a result; with one, an optional name
 * (the personal link's rules) and "Add my scoop", which makes the new crew link the page's fragment. A sample
 * listener's result is shown and never added; the eleventh is offered a new crew with them in it.
 */
export function JoinCrew({
  crew,
  own,
  onResult,
  onJoined,
  dialogWords,
}: {
  crew: Crew;
  own: OwnResult | null;
  /** The dialog saved a result in this tab. */
  onResult: () => void;
  /** The visitor is in: `token` is the new crew's. */
  onJoined: (token: string) => void;
  dialogWords: LazyWords;
}) {
  const t = useTranslations('Crew');
  // The dialog's "Opening…" while its code is on the way: the landing's look, in the page's language.
  const opening = useTranslations('Dialog')('opening');
  const [dialog, setDialog] = useState(false);
  const find = (
    <>
      <button type="button" onClick={() => setDialog(true)} className={CALL}>
        {t('findFlavor')}
      </button>
      {dialog && (
        <Suspense fallback={<ConnectOpening label={opening} />}>
          <ConnectDialog
            open
            words={dialogWords}
            onClose={() => setDialog(false)}
            onFound={() => {
              setDialog(false);
              onResult();
            }}
          />
        </Suspense>
      )}
    </>
  );
  return (
    <section
      aria-labelledby="join-heading"
      data-testid="crew-join"
      className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-black/5"
    >
      <h2 id="join-heading" className="text-lg font-bold">
        {t('joinHeading')}
      </h2>
      {!own ? (
        <>
          <p className="text-gray-800">{t('joinFind')}</p>
          {find}
        </>
      ) : own.sampleName !== undefined ? (
        <SampleRefused stored={own.sampleName}>{find}</SampleRefused>
      ) : (
        <AddScoop crew={crew} own={own} onJoined={onJoined} />
      )}
    </section>
  );
}

function SampleRefused({ stored, children }: { stored: string; children: React.ReactNode }) {
  const t = useTranslations('Crew');
  const sampleName = useSampleName();
  return (
    <>
      <p className="text-gray-800" data-testid="crew-sample">
        {t('sample', { name: sampleName(stored) })}
      </p>
      {children}
    </>
  );
}

/** What the last tap said, when it neither added the visitor nor started their new crew. */
type Said = Exclude<JoinOutcome, { status: 'added' | 'full' }> | null;

function AddScoop({
  crew,
  own,
  onJoined,
}: {
  crew: Crew;
  own: OwnResult;
  onJoined: (token: string) => void;
}) {
  const t = useTranslations('Crew');
  const names = useTranslations('Flavors');
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const check = checkTypedName(typed);
  const full = crew.members.length >= MAX_CREW;

  function add() {
    if (!check.ok) {
      // The visitor meant to add a name: never add them without it.
      input.current?.focus();
      return;
    }
    const outcome = joinCrew(crew, readingFromResult(own.result, check.name), false);
    // Full: the page already said so, and the button offered a new crew with the visitor in it.
    if (outcome.status === 'added') {
      onJoined(outcome.token);
      showCrew(outcome.token);
    } else if (outcome.status === 'full') {
      onJoined(outcome.freshToken);
      showCrew(outcome.freshToken);
    } else setSaid(outcome);
  }

  return (
    <>
      <p className="text-gray-800">
        {full ? t('full') : t('joinWith', { flavor: rowName(rowForReading(own.reading), names) })}
      </p>
      <NameField
        ref={input}
        typed={typed}
        ok={check.ok}
        onChange={(value) => {
          setTyped(value);
          setSaid(null);
        }}
        className="text-left"
      />
      <button type="button" onClick={add} className={CALL} data-testid="crew-add">
        {full ? t('startNew') : t('add')}
      </button>
      {said && (
        <p role="status" className="text-sm font-semibold text-ink">
          {said.status === 'already-in' ? t('alreadyIn') : t('invalid')}
        </p>
      )}
    </>
  );
}
