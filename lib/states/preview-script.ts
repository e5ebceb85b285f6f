import { PREVIEW_COOKIE } from '../preview';
import { scriptJson } from '../script-safe-json';
import { stepsScript } from './state-steps';

/**
 * Runs in the page, from its own source (`toString`): refers to nothing outside itself. Under a preview host (the
 * proxy's cookie) and outside a frame (the page around the built-in widget has its own label), adds the build
 * label's script in the page's language.
 */
export function addBuildLabel(previewCookie: string, src: string, doc: Document = document): void {
  if (!doc.cookie.split('; ').includes(previewCookie) || window.top !== window.self) return;
  const script = doc.createElement('script');
  script.src = `${src}?lang=${encodeURIComponent(doc.documentElement.lang)}`;
  script.async = true;
  doc.head.append(script);
}

/** The inline script of a preview's pages (components/states/preview-tools.tsx): a state's steps, then the label. */
export function previewToolsScript(): string {
  const cookie = scriptJson(`${PREVIEW_COOKIE}=1`);
  return `${stepsScript()};(${addBuildLabel.toString()})(${cookie},${scriptJson('/states/label')})`;
}
