/**
 * Lets a name that may have no space (a friend's 24 characters, a file's name, a branch in the build stamp)
 * wrap anywhere rather than overflow a narrow screen. A style attribute rather than a utility class: every
 * page carries the whole stylesheet, three times (docs/performance.md), and only a few views need it.
 */
export const NAME_WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * A long word in a narrow column (a German flavour type in one half of the pair at 320 px): hyphenated where
 * the browser has the language's hyphenation (phones do), else broken where it must be, never cut off.
 */
export const WORD_WRAP = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;
