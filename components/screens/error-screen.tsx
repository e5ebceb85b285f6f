import { buttonClass } from '../ui/button';
import { MessageScreen } from './message-screen';

/** What the error screen says, in the page's language. */
export interface ErrorScreenWords {
  readonly title: string;
  readonly body: string;
  readonly home: string;
  readonly retry: string;
}

/** The primary and secondary tiers (components/ui/button.tsx), by name for the test that reads them. */
export const ERROR_PRIMARY = buttonClass('primary');
export const ERROR_SECONDARY = buttonClass('secondary');

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
