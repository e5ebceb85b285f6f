import { translatorFor } from '@/lib/i18n/translator';
import { CATALOGUES } from './intl';
import type { Measure } from '@/lib/share/fit-text';
import type { DrawOp } from '@/lib/share/picture-layout';

/**
 * A deliberately wide stand-in for measureText: every character as wide as a capital in a heavy face
 * (0.72 em), wider still for W and M. Real fonts are narrower, so what fits here fits on every device.
 */
export const measure: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? NaN);
  if (!Number.isFinite(size)) throw new Error(`no size in ${font}`);
  return [...text].reduce((w, c) => w + size * (/[WMwm@]/.test(c) ? 0.95 : 0.72), 0);
};

/** The pixel size in a CSS font shorthand. */
export const sizeOf = (font: string) => Number(/(\d+)px/.exec(font)?.[1]);

export type TextOp = Extract<DrawOp, { kind: 'text' }>;
export const texts = (ops: DrawOp[]) => ops.filter((op): op is TextOp => op.kind === 'text');

/** The pictures' languages and formats, and their words (the `Picture` namespace) in each language. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FORMATS = ['story', 'square'] as const;
export const WORDS = {
  en: translatorFor('en', CATALOGUES.en, 'Picture'),
  de: translatorFor('de', CATALOGUES.de, 'Picture'),
};
