import { optionCount, QUESTIONS } from '../quiz/questions';
import type { QuizStateId } from './states';
import { whenThere } from './taps';

/**
 * The listening quiz's states (docs/qa.md, preview builds only): `/embed/upload?state=<id>` has the built-in
 * widget open its quiz (components/states/widget-states.tsx), as the entry's button does: at the first
 * question, or carrying on where a visitor left it (what "Other ways in" keeps: the answers and the screen),
 * or carrying on at the last screen with too few answers and tapping "See my flavour" there. The questions,
 * the screens and the refusal are the quiz's own (components/widget/quiz/listening-quiz.tsx).
 */
export interface QuizPlan {
  /** Where the visitor left the quiz: their answers (an option's index, or null) and the screen's first question. */
  readonly resume?: { readonly answers: readonly (number | null)[]; readonly first: number };
  /** Once the quiz is open, the visitor taps its last screen's "See my flavour". */
  readonly finish: boolean;
}

/** Answers to the first `count` questions (each a middle option), the rest left blank. */
function answersTo(count: number): (number | null)[] {
  return QUESTIONS.map((question, i) => (i < count ? Math.floor(optionCount(question) / 2) : null));
}

/** The carry-on state: four answered, left on the fourth question's screen (its answer shows, kept). */
export const CARRY_ON_ANSWERED = 4;
/** The too-few state: two answered, fewer than the half the quiz asks for (minimumAnswers). */
export const TOO_FEW_ANSWERED = 2;

export const QUIZ_PLANS = {
  'quiz-questions': { finish: false },
  'quiz-carry-on': {
    resume: { answers: answersTo(CARRY_ON_ANSWERED), first: CARRY_ON_ANSWERED - 1 },
    finish: false,
  },
  'quiz-too-few': {
    resume: { answers: answersTo(TOO_FEW_ANSWERED), first: QUESTIONS.length - 1 },
    finish: true,
  },
} as const satisfies Record<QuizStateId, QuizPlan>;

/** The quiz's next-or-finish button: the last button of its section (components/widget/quiz/listening-quiz.tsx). */
function finishButton(): HTMLButtonElement | undefined {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-testid="quiz"] button');
  return buttons[buttons.length - 1];
}

/**
 * Taps "See my flavour" once the quiz is on screen (its code may still be arriving when the quiz opens), as a
 * visitor's tap would: a click on the button itself, so the quiz's own handler decides what follows.
 */
export function tapQuizFinish(): void {
  whenThere(finishButton, (button) => button.click());
}
