'use client';

import { buttonClass } from '../ui/button';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { MAX_CREW, type Crew } from '@/lib/crew/crew';
import { joinCrew, type JoinOutcome } from '@/lib/crew/crew-join';
import { rowText } from '@/lib/flavor/flavor-text';
import { checkTypedName } from '@/lib/links/friend-name';
import { readingFromResult, rowForReading } from '@/lib/links/link';
import type { SampleMarker } from '@/lib/sample-name';
import type { LazyWords } from '../words/lazy-messages';
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
 * Joining, under the invitation (components/crew/crew-invite.tsx), for a visitor who is not in the crew:
 * without a result of their own, "Add my scoop" opens the connect dialog (the quiz is the quickest way in),
 * which leaves them here with a result; with one, their flavour is revealed, then an optional name (the
 * personal link's rules, offered again from this device's memory) and "Add my scoop", which makes the new crew
 * link the page's fragment. A sample listener's result is shown and never added; the eleventh is offered a new
 * crew with them in it.
 */
export function JoinCrew({
  crew,
  own,
  rememberedName,
  onResult,
  onJoined,
  dialogWords,
}: {
  crew: Crew;
  own: OwnResult | null;
  /** The name this device's visitor gave last time, offered again. */
  rememberedName: string | undefined;
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
  const find = (label: string) => (
    <>
      <button type="button" onClick={() => setDialog(true)} className={CALL} data-testid="crew-find">
        {label}
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
    <div data-testid="crew-join" className="flex w-full flex-col items-center gap-3 text-center">
      {!own ? (
        <>
          {find(t('add'))}
          <p className="text-sm text-muted">{t('joinQuick')}</p>
        </>
      ) : own.sample !== undefined ? (
        <SampleRefused sample={own.sample}>{find(t('findFlavor'))}</SampleRefused>
      ) : (
        <AddScoop crew={crew} own={own} rememberedName={rememberedName} onJoined={onJoined} />
      )}
    </div>
  );
}

function SampleRefused({ sample, children }: { sample: SampleMarker; children: React.ReactNode }) {
  const t = useTranslations('Crew');
  const sampleName = useSampleName();
  return (
    <>
      <p className="text-gray-800" data-testid="crew-sample">
        {t('sample', { name: sampleName(sample) })}
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
  rememberedName,
  onJoined,
}: {
  crew: Crew;
  own: OwnResult;
  rememberedName: string | undefined;
  onJoined: (token: string) => void;
}) {
  const t = useTranslations('Crew');
  const words = rowText(rowForReading(own.reading), useTranslations('Flavors'));
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(rememberedName ?? '');
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
      {/* The joiner's own flavour first: they see what they bring before it goes into the sundae. */}
      <div className="flex flex-col items-center gap-1 animate-reveal" data-testid="crew-reveal">
        <p className="text-xs font-bold tracking-widest text-muted uppercase">{t('revealKicker')}</p>
        <p className="font-display text-2xl font-bold text-balance text-ink">{words.name}</p>
        <p className="font-semibold text-gray-700">{words.type}</p>
      </div>
      <p className="text-gray-800">{full ? t('full') : t('revealBody')}</p>
      <NameField
        ref={input}
        typed={typed}
        check={check}
        onChange={(value) => {
          setTyped(value);
          setSaid(null);
        }}
        className="max-w-md text-left"
      />
      <button type="button" onClick={add} className={CALL} data-testid="crew-add">
        {full ? t('startNew') : t('add')}
      </button>
      <p className="max-w-md text-xs text-pretty text-muted">{t('remembers')}</p>
      {said && (
        <p role="status" className="text-sm font-semibold text-ink">
          {said.status === 'already-in' ? t('alreadyIn') : t('invalid')}
        </p>
      )}
    </>
  );
}
