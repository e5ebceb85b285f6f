/**
 * Results larger than this are refused before any parsing, and never saved. A real result is about 3–6 KB
 * (24 evidence sentences at most), about 7–12 KB with the built-in scorer's clues; 100 KB leaves a wide margin while keeping parse time and storage use
 * bounded. Its own module so the result page, which only reads storage, does not load the JSON5 parser.
 */
export const MAX_RESULT_CHARS = 100_000;
