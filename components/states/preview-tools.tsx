import { previewToolsScript } from '@/lib/states/preview-script';

/**
 * What a preview's pages carry (docs/qa.md): one small inline script, on development and preview builds only,
 * that does nothing unless the proxy has said this host is a preview's (its cookie, lib/preview-host.ts). There it
 * does the steps a state asked for (lib/states/state-steps.ts), before the page's own scripts run, and adds the
 * build label's script (lib/states/label-script.ts). Inline and not React: the live site's pages load no
 * JavaScript for it, and the build line is in no page's markup.
 */
export function PreviewTools() {
  return <script dangerouslySetInnerHTML={{ __html: previewToolsScript() }} />;
}
