export interface Language {
  /** The URL prefix (`/de/…`) and the catalogue's file name (`messages/de.json`). */
  readonly code: string;
  /** The `Intl` locale of its numbers, dates and lists. */
  readonly intl: string;
  /** Its link-preview (Open Graph) locale. */
  readonly og: string;
  /** Its link in the corner switch (`DE | EN`). */
  readonly label: string;
  /** The switch link's accessible name: the language's own name for itself. */
  readonly name: string;
  /**
   * Only on development and preview builds (a pseudo-locale): never on a production deployment, never in the
   * switch, the hreflang alternates or the link-preview pictures.
   */
  readonly previewOnly: boolean;
  /**
   * A pseudo-locale's source: its catalogue is not written by hand but generated from this language's at
   * install and build time (`npm run i18n:generate`, scripts/i18n-generate.ts), and not committed.
   */
  readonly pseudoOf?: string;
}

/** The languages, the default first (language-table.mjs). */
export const LANGUAGE_TABLE: readonly [Language, ...Language[]];
