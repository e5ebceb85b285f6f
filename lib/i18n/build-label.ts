import words from './generated/build-label.json';
import { DEFAULT_LOCALE } from './routing';

/**
 * The build label's words (components/states/build-label.tsx) in a page's language, from the catalogues'
 * `States.label`, made into a small file at install and build time (`npm run i18n:generate`). The label is loaded
 * on preview hosts only, outside any page's message provider, so it carries these words and no catalogue.
 */
export interface BuildLabelWords {
  /** "Build {commit} · {branch} · {time}". */
  readonly stamp: string;
  /** The closed label's name for screen readers: "Build {commit}: show … and copy it". */
  readonly show: string;
  readonly copied: string;
  readonly copyByHand: string;
  /** The landmark around the label. */
  readonly region: string;
}

const WORDS: Partial<Record<string, BuildLabelWords>> = words;

export function buildLabelWords(locale: string): BuildLabelWords {
  return WORDS[locale] ?? (WORDS[DEFAULT_LOCALE] as BuildLabelWords);
}

/** A label sentence with its `{name}` places filled in. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
