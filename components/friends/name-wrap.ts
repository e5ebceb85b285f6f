/**
 * Lets a friend's name (24 characters, maybe without a space) wrap anywhere rather than overflow a narrow
 * screen. A style attribute rather than a utility class: every page carries the whole stylesheet, three
 * times (docs/performance.md), and only these client-rendered views need it.
 */
export const NAME_WRAP = { overflowWrap: 'anywhere' } as const;
