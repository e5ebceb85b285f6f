import { ChevronIcon, Stroke } from '../ui/icons';
import type { HTMLAttributes, ReactNode, SVGProps } from 'react';

/**
 * The widget's shared looks, on top of the button system (components/ui/button.tsx): the one answer chip
 * (quiz answers and sample listeners), the disclosure's summary, the choice tile and the few glyphs only the
 * widget draws. Kept in one place so that every way in looks the same.
 */

/**
 * The answer chip: a full-width white tile with a line ring; chosen (its radio checked), filled berry with a
 * check. One size and weight everywhere. The native control inside stays in the DOM (sr-only): its focus
 * ring is drawn on the chip.
 */
export const CHIP_LOOK =
  'group min-h-12 w-full cursor-pointer rounded-tile bg-white px-4 py-2.5 text-left ' +
  'text-base font-bold text-ink ring-1 ring-line transition-colors hover:ring-2 hover:ring-berry ' +
  'has-checked:bg-berry has-checked:text-white has-checked:ring-berry ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-berry ' +
  'disabled:cursor-wait disabled:opacity-60';

/** A quiz answer: its words, then the check when chosen. */
export const CHIP_CLASS = `flex items-center gap-3 ${CHIP_LOOK}`;

/** A disclosure's summary: the quiet tier's words with our own chevron (no browser triangle). */
export const SUMMARY_CLASS =
  'block w-fit cursor-pointer list-none rounded-control px-3 py-2.5 text-base font-bold text-berry-dark ' +
  'select-none underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-berry [&::-webkit-details-marker]:hidden';

/**
 * A tile's title, in the display face: the widget's first screen sets its words in it, so the face arrives
 * with the page (the quiz and a refusal use it too, and make no request of their own: e2e/quiz.spec.ts).
 */
export const TILE_TITLE_CLASS = 'block font-display text-lg font-bold text-ink';

/** A choice tile: one way in, its glyph, its name, how long it takes, then its action. */
export function ChoiceTile({
  icon,
  title,
  meta,
  children,
  ...props
}: {
  icon: ReactNode;
  title: ReactNode;
  meta: ReactNode;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <section className="flex flex-col gap-3 rounded-card bg-white p-4 ring-1 ring-line" {...props}>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-berry-tint text-berry-dark">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          {title}
          <div className="text-sm text-muted">{meta}</div>
        </div>
      </div>
      {children}
    </section>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

/** A chosen answer's mark. */
export function CheckGlyph(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Stroke>
  );
}

/** A disclosure's chevron: turns when the disclosure opens. */
export function ChevronGlyph(props: IconProps) {
  return (
    <ChevronIcon
      width="18"
      height="18"
      className="ml-1.5 inline-block align-[-0.2em] transition group-open:rotate-180"
      {...props}
    />
  );
}

/** Last.fm: a live signal. */
export function SignalGlyph(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M4 14v-4M8 17V7M12 20V4M16 16V8M20 13v-2" />
    </Stroke>
  );
}

/** The quiz: a speech bubble with a question in it. */
export function QuestionGlyph(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M10 9.5a2.2 2.2 0 1 1 3 2c-.6.3-1 .8-1 1.5" />
      <path d="M12 16h.01" />
    </Stroke>
  );
}

/** An export to upload: an arrow out of a tray. */
export function UploadGlyph(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </Stroke>
  );
}
