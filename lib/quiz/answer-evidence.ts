import { evidenceClue as t, optionClue, type Clue } from '../flavor/clue';
import { shareOfListeners } from '../scoring/traits/feature-sentences';
import type { QuizOption } from './option-scale';
import type { QuestionSpec } from './questions';

/**
 * The evidence sentence of one question, quoting the visitor's answer and where that answer sits among real
 * listeners ("Music past midnight: you said “Most nights” — more night listening than about 9 in 10
 * listeners."). The comparison is what the answer alone can promise: an answer above the median
 * is more than the share of listeners below its lower number, one below it less than the share above its
 * upper number, and one across the median is "close to the middle". Compared against the prior only, it says
 * "(our estimate)", as the export's sentences do.
 */
function about(share: number): Clue {
  const listeners = shareOfListeners(share);
  return share >= NEARLY_ALL_SHARE ? listeners : t('listeners.about', { listeners });
}

/** From this share on, shareOfListeners says "nearly every listener", which takes no "about". */
const NEARLY_ALL_SHARE = 0.97;

/** The question's own words in the `Evidence` messages: `quiz.<question id>.…`. */
type QuizKey = `quiz.${QuestionSpec['id']}`;

export function comparison(q: QuestionSpec, option: QuizOption, referenced: boolean): Clue {
  const key: QuizKey = `quiz.${q.id}`;
  const clause =
    option.shareFrom >= 0.5
      ? t(`${key}.more`, { listeners: about(option.shareFrom) })
      : option.shareTo <= 0.5
        ? t(`${key}.less`, { listeners: about(1 - option.shareTo) })
        : t(referenced ? 'compare.middleReal' : 'compare.middle');
  return referenced ? clause : t('compare.estimate', { clause });
}

export function answerSentence(q: QuestionSpec, option: QuizOption | null, referenced: boolean): Clue {
  const key: QuizKey = `quiz.${q.id}`;
  if (!option) return t('quiz.skipped', { topic: t(`${key}.topic`) });
  // The option's words as the quiz showed them: the very message of its button, one source.
  return t('quiz.answer', {
    said: t(`${key}.said`),
    answer: optionClue(q.id, option.index),
    comparison: comparison(q, option, referenced),
  });
}
