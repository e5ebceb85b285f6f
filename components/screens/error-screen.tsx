import { MessageScreen } from './message-screen';

/** What the error screen says, in the page's language. */
export interface ErrorScreenWords {
  readonly title: string;
  readonly body: string;
  readonly home: string;
  readonly retry: string;
}

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
      <p className="max-w-md text-gray-700">{words.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A plain link, not next/link: after a render error a full page load is the reliable way back. */}
        <a
          href={homeHref}
          className="rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
        >
          {words.home}
        </a>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border-2 border-ink px-6 py-2.5 font-semibold hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
          >
            {words.retry}
          </button>
        )}
      </div>
    </MessageScreen>
  );
}
