import { MessageScreen } from './message-screen';

/** What the error screen says, in the page's language. */
export interface ErrorScreenWords {
  readonly title: string;
  readonly body: string;
  readonly home: string;
  readonly retry: string;
}

/**
 * The primary and secondary tiers' looks (components/ui/button.tsx), written out: this screen is in every
 * page's first load (the error boundaries), where the button module and its class joiner would cost the
 * landing its JavaScript budget. __tests__/components/error-screen.test.tsx keeps them the tiers' looks.
 */
export const ERROR_PRIMARY =
  'inline-flex min-h-13 items-center rounded-control bg-berry px-7 text-base font-bold text-white shadow-md shadow-pink-200 hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';
export const ERROR_SECONDARY =
  'inline-flex min-h-12 items-center rounded-control bg-berry-tint px-6 text-base font-bold text-berry-dark hover:bg-pink-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry';

/** The friendly page shown instead of a broken screen, with a way home. */
export function ErrorScreen({
  words,
  homeHref,
  onRetry,
}: {
  words: ErrorScreenWords;
  homeHref: string;
  onRetry?: () => void;
}) {
  return (
    <MessageScreen title={words.title} tilt="right">
      <p className="max-w-md text-base text-pretty text-muted">{words.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A plain link, not next/link: after a render error a full page load is the reliable way back. */}
        <a href={homeHref} className={ERROR_PRIMARY}>
          {words.home}
        </a>
        {onRetry && (
          <button type="button" onClick={onRetry} className={ERROR_SECONDARY}>
            {words.retry}
          </button>
        )}
      </div>
    </MessageScreen>
  );
}
