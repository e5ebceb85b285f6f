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
function about(share: number): string {
  const listeners = shareOfListeners(share);
  return listeners.startsWith('nearly') ? listeners : `about ${listeners}`;
}

export function comparison(q: QuestionSpec, option: QuizOption, referenced: boolean): string {
  const [more, less] = q.compare;
  const estimate = referenced ? '' : ' (our estimate)';
  if (option.shareFrom >= 0.5) return `${more} ${about(option.shareFrom)}${estimate}`;
  if (option.shareTo <= 0.5) return `${less} ${about(1 - option.shareTo)}${estimate}`;
  return `close to the middle of ${referenced ? 'real listeners' : 'listeners'}${estimate}`;
}

export function answerSentence(q: QuestionSpec, option: QuizOption | null, referenced: boolean): string {
  if (!option) return `You skipped the question on ${q.topic}, so it counts as average here.`;
  return `${q.said}: you said “${option.label}” — ${comparison(q, option, referenced)}.`;
}
