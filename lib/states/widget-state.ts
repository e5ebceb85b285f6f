import { lastfmStandIn, type LastfmStandIn } from './lastfm-answers';
import { QUIZ_PLANS, tapQuizFinish, type QuizPlan } from './quiz-states';
import { SAMPLE_ID, type FrameToastStateId, type QuizStateId, type WidgetRunStateId } from './states';
import { readableExport, widgetFiles, type PreviewFile } from './widget-files';

/**
 * What the built-in widget does in a state of the states page (docs/qa.md, preview builds only), opened with
 * `?state=<id>`: read that state's files, read a Last.fm profile through the stand-in of our route, or, framed
 * by the states page's frame (`/states/frame`), pick a sample listener or answer its page as a failing widget
 * would. The states page's side of the widget's seam loads this module on a preview build only (components/states/widget-states.tsx).
 */
export type WidgetStatePlan =
  | { readonly kind: 'files'; readonly files: readonly PreviewFile[] }
  /** Files dropped, then the progress panel's Cancel tapped while they are read. */
  | { readonly kind: 'cancel'; readonly files: readonly PreviewFile[] }
  | { readonly kind: 'lastfm'; readonly lastfm: LastfmStandIn }
  | { readonly kind: 'sample'; readonly sampleId: string }
  /** The quiz opened (resumed where a visitor left it), then, once it is open, `afterOpen` (a tap). */
  | { readonly kind: 'quiz'; readonly resume?: QuizPlan['resume']; readonly afterOpen?: () => void }
  | { readonly kind: 'post'; readonly message: FailingWidgetMessage };

/** What a failing widget posts to its page (lib/widget/bridge-messages.ts): an error, or a result that is none. */
export type FailingWidgetMessage =
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'complete'; readonly result: string };

const FRAME_PLANS = {
  // The real flow: the sample's result goes to the page, which says "Flavor Found!" and opens /flavor.
  'toast-flavor-found': { kind: 'sample', sampleId: SAMPLE_ID },
  'toast-connection-error': {
    kind: 'post',
    message: { type: 'error', message: 'The states page: a widget that lost its connection.' },
  },
  // Well-formed JSON, but none of a result's fields: the page cannot process it.
  'toast-processing-error': {
    kind: 'post',
    message: { type: 'complete', result: JSON.stringify({ status: 'no result' }) },
  },
} as const satisfies Record<FrameToastStateId, WidgetStatePlan>;

const RUN_PLANS = {
  'widget-cancelled': () => ({ kind: 'cancel', files: readableExport() }),
  'widget-done': () => ({ kind: 'files', files: readableExport() }),
} as const satisfies Record<WidgetRunStateId, () => WidgetStatePlan>;

/** The plan of the state the address asks for; undefined for anything else. */
export function widgetStatePlan(id: unknown): WidgetStatePlan | undefined {
  const files = widgetFiles(id);
  if (files) return { kind: 'files', files };
  if (typeof id === 'string' && Object.hasOwn(RUN_PLANS, id)) return RUN_PLANS[id as WidgetRunStateId]();
  if (typeof id === 'string' && Object.hasOwn(QUIZ_PLANS, id)) {
    const quiz: QuizPlan = QUIZ_PLANS[id as QuizStateId];
    return {
      kind: 'quiz',
      ...(quiz.resume ? { resume: quiz.resume } : {}),
      ...(quiz.finish ? { afterOpen: tapQuizFinish } : {}),
    };
  }
  const lastfm = lastfmStandIn(id);
  if (lastfm) return { kind: 'lastfm', lastfm };
  if (typeof id === 'string' && Object.hasOwn(FRAME_PLANS, id)) return FRAME_PLANS[id as FrameToastStateId];
  return undefined;
}
