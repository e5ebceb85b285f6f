import { Spinner } from '../ui/icons';

/** The id of the landing's native popover: its button opens it by `popovertarget`, with no script. */
export const OPENING_POPOVER_ID = 'connect-opening';

/**
 * What the connect dialog looks like while its code is on the way: the same backdrop and panel, a spinner
 * and "Opening…" (`Dialog.opening`, handed over by the landing's server component). Before the page's scripts have run it is the content of a native popover that the landing's button opens by itself (app/[locale]/(site)/page.tsx), so a tap is
 * answered at once; once React runs, the landing keeps one in the page, laid out but hidden
 * (`shown={false}`: `visibility: hidden`, so neither seen, nor tapped, nor read out), and a tap only makes it
 * visible: a paint, with no layout of its text on the tap's path.
 */
export function ConnectOpening({ label, shown = true }: { label: string; shown?: boolean }) {
  return (
    <div
      className={`fixed inset-0 z-40 flex w-screen items-end justify-center sm:items-center sm:p-4 ${shown ? 'visible' : 'invisible'}`}
    >
      {/* The dark backdrop on a compositor layer of its own (a plain colour: nothing to rasterise), so
          showing it repaints neither the page beneath nor itself; the panel above it gets its own. */}
      <div className="absolute inset-0 bg-black/70 will-change-transform" />
      <div
        role="status"
        className="relative flex w-full max-w-xl flex-col overflow-hidden rounded-t-card bg-white shadow-2xl sm:rounded-card"
      >
        <p className="flex items-center justify-center gap-3 px-5 py-16 text-ink">
          {/* Spinning only while shown: a hidden animation would still keep the page producing frames. */}
          <Spinner className={`size-6 text-berry ${shown ? 'animate-spin' : ''}`} />
          {label}
        </p>
      </div>
    </div>
  );
}
