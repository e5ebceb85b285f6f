'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { previewHere } from '@/lib/preview';

type Label = ComponentType<{ locale: string }>;

/**
 * The build label's place on every page (docs/qa.md): nothing in the markup; once the page runs, under a preview
 * host only (lib/preview-host.ts), the label's own chunk loads and shows. Not in a frame: the page around the
 * built-in widget has its own.
 */
function PreviewLabelOnPreview({ locale }: { locale: string }) {
  const [Label, setLabel] = useState<Label | null>(null);
  useEffect(() => {
    if (!previewHere(window.location.hostname) || window.top !== window.self) return;
    // The inlined flag again, around the import itself: a production build leaves the chunk out.
    if (process.env.FLAVOR_PREVIEW_FEATURES !== 'off')
      void import('./build-label').then((module) => setLabel(() => module.default));
  }, []);
  return Label ? <Label locale={locale} /> : null;
}

/** Nothing at all on a production build: the flag is inlined, and the bundler drops the other branch. */
export const PreviewLabel: ComponentType<{ locale: string }> =
  process.env.FLAVOR_PREVIEW_FEATURES === 'off' ? () => null : PreviewLabelOnPreview;
