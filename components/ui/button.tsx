import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * The product's one button system (docs/design.md). Every action control on the site and in the built-in
 * widget takes its look from here, whether it is a <button>, a link or a file picker's <label>:
 * - primary: the one step a screen leads to (filled berry);
 * - secondary: the other ways on (berry on its tint, no border);
 * - quiet: a step back or aside (berry words, no surface);
 * - venue: the counter tablet's "Next visitor" only (ink);
 * - icon: a round button that holds a glyph, the share row's brands included.
 * All tiers share one font size and weight, so a screen never holds more than these few looks. A control
 * that is getting ready (`aria-disabled`, e.g. Share picture while the picture is drawn) keeps its full
 * colours, readable at 4.5:1: what it waits for says so beside it (the preview's "Scooping…"). Only colours
 * ease on hover: a control that stops being `disabled` is at full strength at once, never read half-faded.
 */
export type Tier = 'primary' | 'secondary' | 'quiet' | 'venue';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-control text-base font-bold text-center transition-colors ' +
  'cursor-pointer select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress';

const TIERS: Record<Tier, string> = {
  primary: 'min-h-13 px-7 bg-berry text-white shadow-md shadow-pink-200 hover:bg-berry-dark',
  secondary: 'min-h-12 px-6 bg-berry-tint text-berry-dark hover:bg-pink-200',
  quiet: 'min-h-11 px-3 text-berry-dark underline-offset-4 hover:underline',
  venue: 'min-h-13 px-7 bg-ink text-white hover:bg-black',
};

/**
 * The classes of a tier, for links and labels that must look like a button. Plain strings, no class joiner:
 * the error screen, in every page's first load, takes its buttons from here too.
 */
export function buttonClass(tier: Tier, className?: string): string {
  return className ? `${BASE} ${TIERS[tier]} ${className}` : `${BASE} ${TIERS[tier]}`;
}

/** The one icon button: a 48 px neutral circle with a monochrome glyph; its words are its aria-label. */
export const ICON_BUTTON_CLASS =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-white text-ink text-base ' +
  'font-bold shadow-sm ring-1 ring-line transition-colors cursor-pointer hover:text-berry hover:ring-berry ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry disabled:opacity-60';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tier: Tier; children: ReactNode };

export function Button({ tier, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(tier, className)} {...props} />;
}
