import { stepsScript } from '@/lib/states/state-steps';

/**
 * The states page's steps (lib/states/state-steps.ts): on a development or preview build, every page of the
 * site carries this script, which does nothing unless `/states/open` has just kept a state's steps for the tab
 * (a name typed, a tap, a canvas that refuses). Rendered on the server, before the page's own scripts run: no
 * JavaScript of its own to load. A production build never renders it (the site layout asks lib/preview.ts).
 */
export function StateSteps() {
  return <script dangerouslySetInnerHTML={{ __html: stepsScript() }} />;
}
