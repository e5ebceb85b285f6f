/**
 * The least listening a result can rest on (docs/scoring-model.md § From plays to scores): qualifying plays
 * (30 seconds or more) over enough days. Here, below the scorer, so the reader's error messages state the
 * same numbers the scorer checks.
 */
export const QUALIFYING_MS = 30_000;
export const MIN_QUALIFYING_PLAYS = 300;
export const MIN_DAYS = 30;
