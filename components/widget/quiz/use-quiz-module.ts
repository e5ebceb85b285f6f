'use client';

import { useEffect, useState } from 'react';

type QuizModule = typeof import('./listening-quiz');

const loadQuiz = (): Promise<QuizModule> => import('./listening-quiz');

export type QuizModuleState =
  { status: 'loading' } | { status: 'ready'; module: QuizModule } | { status: 'failed' };

/**
 * The listening quiz (its questions, the population reference and the scorer) is not part of
 * the widget's first load: it is fetched as the page loads, in the same burst as the import worker, so the
 * widget's first paint does not wait for it and the quiz still opens offline, with no request once the page
 * has loaded. Its options are then cut while the page is idle (Safari has no requestIdleCallback: a timeout).
 */
export function useQuizModule(): QuizModuleState {
  const [state, setState] = useState<QuizModuleState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let idle: (() => void) | undefined;
    loadQuiz().then(
      (module) => {
        if (!live) return;
        setState({ status: 'ready', module });
        if (typeof window.requestIdleCallback === 'function') {
          const handle = window.requestIdleCallback(module.prepareQuiz, { timeout: 2000 });
          idle = () => window.cancelIdleCallback(handle);
        } else {
          const handle = window.setTimeout(module.prepareQuiz, 200);
          idle = () => window.clearTimeout(handle);
        }
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
      idle?.();
    };
  }, []);
  return state;
}
