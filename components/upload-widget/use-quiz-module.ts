'use client';

import { useEffect, useState } from 'react';

type QuizModule = typeof import('./listening-quiz');

const loadQuiz = (): Promise<QuizModule> => import('./listening-quiz');

export type QuizModuleState =
  { status: 'loading' } | { status: 'ready'; module: QuizModule } | { status: 'failed' };

/**
 * The listening quiz (its questions, the population reference and the scorer, about 13 KB gzip) is not part of
 * the widget's first load: it is fetched as the page loads, in the same burst as the import worker, so the
 * widget's first paint does not wait for it and the quiz still opens offline, with no request once the page
 * has loaded.
 */
export function useQuizModule(): QuizModuleState {
  const [state, setState] = useState<QuizModuleState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadQuiz().then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
