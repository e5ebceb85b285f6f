import { EN_WORDS } from '../evidence-words';
/**
 * The quiz's truthful-answer check (docs/scoring-model.md § The listening quiz): each calibration listener's
 * own habits turned into the options they would pick, that quiz scored, and set beside the score their own
 * listening data gets against the committed reference. Reads the corpus with the calibration's reader and
 * zones (scripts/calibration/corpus.ts). Used by scripts/quiz-docs.ts only; it returns aggregates, never a
 * listener.
 */
import { flavorChances } from '../../lib/flavor/certainty';
import { binFor, rowKeyFor, type TraitKey } from '../../lib/flavor/table';
import type { TruthfulFigures } from '../../lib/quiz/quiz-calibration';
import type { Quiz, QuizAnswers } from '../../lib/quiz/quiz';
import { scoreAnswers } from '../../lib/quiz/score-answers';
import { buildListening, type Listening } from '../../lib/scoring/listening/listening';
import { createLocalClock } from '../../lib/scoring/listening/local-time';
import { measureListening, scoreMeasured, type MeasuredExport } from '../../lib/scoring/score-export';
import { pearson } from '../../lib/scoring/stats';
import { chooseZones, readCorpus } from '../calibration/corpus';

export interface CorpusHabits {
  readonly own: MeasuredExport;
  readonly listening: Listening;
}

/** Every listener of the corpus whose own files can be scored, measured in their zone. */
export async function readHabits(folder: string): Promise<CorpusHabits[]> {
  const corpus = await readCorpus(folder);
  const { zones } = chooseZones(corpus.listeners);
  return corpus.listeners.flatMap((l, k) => {
    try {
      const clock = createLocalClock(zones[k] ?? 'UTC');
      const listening = buildListening(l.data, clock);
      return [{ own: measureListening(listening, l.data.source, clock.timeZone), listening }];
    } catch {
      // Too little music to score: the calibration leaves them out too.
      return [];
    }
  });
}

const TRAITS: readonly TraitKey[] = ['E', 'C', 'O'];
type Scores = Record<TraitKey, number>;

const rowOf = (s: Scores) => rowKeyFor({ E: binFor(s.E), C: binFor(s.C), O: binFor(s.O) });
const perTrait = (f: (t: TraitKey) => number) =>
  Object.fromEntries(TRAITS.map((t) => [t, f(t)])) as Record<TraitKey, number>;

/** The quiz's truthful answers beside the data; `spread` (when given) names the quiz's second scoops. */
export function truthfulFigures(
  quiz: Quiz,
  habits: readonly CorpusHabits[],
  answersOf: (quiz: Quiz, h: CorpusHabits) => QuizAnswers,
  spread?: Readonly<Record<TraitKey, number>>,
): TruthfulFigures {
  const pairs = habits.map((h) => {
    const data = scoreMeasured(h.own, EN_WORDS).breakdown.traits;
    const said = scoreAnswers(quiz, answersOf(quiz, h), EN_WORDS).breakdown.traits;
    return {
      data: perTrait((t) => data[t].score),
      quiz: perTrait((t) => said[t].score),
    };
  });
  const n = Math.max(1, pairs.length);
  const share = (f: (p: (typeof pairs)[number]) => boolean) => pairs.filter(f).length / n;
  const rms = perTrait((t) => Math.sqrt(pairs.reduce((s, p) => s + (p.quiz[t] - p.data[t]) ** 2, 0) / n));
  const chancesOf = (p: (typeof pairs)[number]) =>
    flavorChances(p.quiz, { basis: 'answers', spread: spread ?? rms });
  const secondOf = (p: (typeof pairs)[number]) => chancesOf(p).second?.rowKey;
  return {
    listeners: pairs.length,
    sameFlavour: share((p) => rowOf(p.data) === rowOf(p.quiz)),
    mainOrSecond: share((p) => rowOf(p.data) === rowOf(p.quiz) || rowOf(p.data) === secondOf(p)),
    statedMain: pairs.reduce((sum, p) => sum + chancesOf(p).main, 0) / n,
    r: perTrait((t) =>
      pearson(
        pairs.map((p) => p.data[t]),
        pairs.map((p) => p.quiz[t]),
      ),
    ),
    spread: rms,
    sameBin: perTrait((t) => share((p) => binFor(p.data[t]) === binFor(p.quiz[t]))),
  };
}
