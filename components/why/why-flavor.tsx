import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { buttonClass } from '../ui/button';
import { ChevronIcon } from '../ui/icons';
import { useTranslations } from 'next-intl';
import { readQuiz, readSample } from '@/lib/result-io/extras';
import { useSampleName } from '../ui/use-sample-name';
import {
  explainTraits,
  numberRows,
  readingMonths,
  VISIBLE_SIGNALS,
  type TraitExplanation,
} from '@/lib/flavor/explain';
import { readListeningNumbers } from '@/lib/flavor/listening-numbers';
import { steadinessFor, timesInTen } from '@/lib/flavor/steadiness';
import {
  chanceInWords,
  swirlOfResult,
  whoseArgs,
  whoseFor,
  type Swirl,
  type Whose,
} from '@/lib/flavor/swirl';
import type { FlavorResult } from '@/lib/flavor/result';
import { HIGH_THRESHOLD } from '@/lib/flavor/table';
import { rowName } from '@/lib/flavor/flavor-text';
import { TraitMeter } from './trait-meter';
import { useFlavorWords } from './use-flavor-words';

/** A trait's clues: the same list whether the view is open or not, so opening it does not draw them again. */
const Signals = memo(function Signals({ signals }: { signals: readonly string[] }) {
  const { why } = useFlavorWords();
  if (signals.length === 0) return null;
  const first = signals.slice(0, VISIBLE_SIGNALS);
  const rest = signals.slice(VISIBLE_SIGNALS);
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
        {first.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="text-sm text-gray-800">
          <summary className={buttonClass('quiet', '-ml-3 list-none [&::-webkit-details-marker]:hidden')}>
            {why('moreClues', { count: rest.length })}
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {rest.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
});

function Trait({
  trait,
  open,
  showSignals,
  swirl,
}: {
  trait: TraitExplanation;
  open: boolean;
  showSignals: boolean;
  swirl: Swirl | undefined;
}) {
  return (
    <TraitMeter trait={trait} detailed={open} {...(swirl ? { chance: swirl.chances.traits[trait.key] } : {})}>
      {/* In the page when closed, so a find-in-page and the tests still reach the clues; shown once opened. */}
      {showSignals && (
        <div hidden={!open} className="flex flex-col gap-2">
          <Signals signals={trait.signals} />
        </div>
      )}
    </TraitMeter>
  );
}

/** What the built-in widget counted; left out when the result brings no numbers (a sample, another scorer). */
function Numbers({ result }: { result: FlavorResult }) {
  const words = useFlavorWords();
  const numbers = readListeningNumbers(result.listening_numbers);
  if (!numbers) return null;
  return (
    <section aria-labelledby="numbers-heading" className="flex flex-col gap-3">
      <h3 id="numbers-heading" className="font-bold">
        {words.why('numbersHeading')}
      </h3>
      {numbers && (
        <p className="text-sm text-gray-700" data-testid="reading-months">
          {readingMonths(numbers, words)}
        </p>
      )}
      {numbers && (
        <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3">
          {numberRows(numbers, words).map(({ label, value }) => (
            // German values run long ("6.976 Wiedergaben"): one to a row below 360 px, where two would not fit.
            <div key={label} className="min-w-0 rounded-xl bg-cream p-3 hyphens-auto">
              <dt className="text-xs font-bold tracking-wide text-gray-600 uppercase">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * How much to read into the result: how often real listeners as close to the High line kept their flavour
 * from one half of their year to the other (docs/scoring-model.md § How steady and how comparable).
 */
function Steadiness({ traits }: { traits: readonly TraitExplanation[] }) {
  const { why } = useFlavorWords();
  const score = (key: string) => traits.find((t) => t.key === key)?.score;
  const [E, C, O] = [score('E'), score('C'), score('O')];
  if (E === undefined || C === undefined || O === undefined) return null;
  const figure = steadinessFor({ E, C, O });
  if (!figure) return null;
  return (
    <p className="text-sm text-gray-700" data-testid="steadiness">
      {why('steadiness', { count: timesInTen(figure) })}
    </p>
  );
}

/**
 * The same question for a result that says how sure it is: the visitor's own chance, from their own data
 * (or, for quiz answers, from how far truthful answers land from real listeners' data).
 */
function OwnSteadiness({ swirl, whose }: { swirl: Swirl; whose: Whose }) {
  const { why, flavors } = useFlavorWords();
  const args = {
    ...whoseArgs(whose),
    chance: chanceInWords(swirl.chances.main, why),
    flavor: rowName(swirl.main, flavors),
  };
  return (
    <p className="text-sm text-gray-700" data-testid="steadiness">
      {swirl.basis === 'answers' ? why('steadyAnswers', args) : why('steadyListening', args)}
      {swirl.second && ` ${why('otherwise', { flavor: rowName(swirl.second, flavors) })}`}
    </p>
  );
}

/**
 * Below the share step, why this flavour, as a teaser that opens (docs/design.md § One next step): the
 * heading, how sure the result is (`lead`, the swirl line) and the three traits' meters always show; a tap on
 * "Show why" adds each trait's band and clues, how steady it is and what the built-in widget counted. A link
 * to the section itself (#why-heading) opens it. Nothing explains an empty part: it is left out.
 */
export function WhyFlavor({ result, lead }: { result: FlavorResult; lead?: ReactNode }) {
  const { why } = useFlavorWords();
  const sampleName = useSampleName();
  const id = useId();
  // Mounted only once a result is read on the client, so the address is there to ask.
  const [open, setOpen] = useState(() => window.location.hash === '#why-heading');
  // The clues in the page's language (its `Evidence` and `Quiz.questions` messages), else the stored sentences.
  const words = useTranslations();
  // Worked out once per result: a tap on "Show why" only flips what is shown (the tap budget, docs/performance.md).
  const traits = useMemo(() => explainTraits(result, words), [result, words]);
  const noEvidence = traits.every((t) => t.signals.length === 0);
  // Storage is outside input: the sample marker passes its guard again before it is shown.
  const sample = readSample(result.sample);
  const quiz = readQuiz(result.quiz);
  const whose = whoseFor(sample);
  const swirl = useMemo(() => swirlOfResult(result), [result]);

  return (
    <section
      aria-labelledby="why-heading"
      data-testid="why-flavor"
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <div>
        <h2 id="why-heading" className="text-lg font-bold text-balance">
          {why('heading')}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted">{why('intro', { threshold: HIGH_THRESHOLD })}</p>
      </div>
      {lead}
      <ul className="grid gap-5 lg:grid-cols-3 lg:gap-6">
        {traits.map((t) => (
          <Trait key={t.key} trait={t} open={open} showSignals={!noEvidence} swirl={swirl} />
        ))}
      </ul>
      <div id={`${id}-more`} hidden={!open} className="flex flex-col gap-5">
        {sample && (
          <p className="text-sm font-semibold text-ink" data-testid="why-sample-note">
            {why('sampleNote', { name: sampleName(sample) })}
          </p>
        )}
        {quiz && (
          <p className="text-sm font-semibold text-ink" data-testid="why-quiz-note">
            {why('quizNote')}
          </p>
        )}
        {/* Own chances when the result says how sure it is; else the population's figure, measured for the
            built-in scorer on real listening: not for a sample, answers or another scorer. */}
        {swirl ? (
          <OwnSteadiness swirl={swirl} whose={whose} />
        ) : (
          !quiz && !sample && readListeningNumbers(result.listening_numbers) && <Steadiness traits={traits} />
        )}
        {/* A quiz counted no plays: there are no listening numbers to show, nor any to miss. */}
        {!quiz && <Numbers result={result} />}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass('quiet', 'self-start -ml-3')}
      >
        <ChevronIcon className={open ? 'rotate-180 transition' : 'transition'} />
        {open ? why('showLess') : why('showMore')}
      </button>
    </section>
  );
}
