import { LogMissingPath } from '@/components/screens/log-missing-path';
import { MessageScreen } from '@/components/screens/message-screen';

/**
 * The 404 page for any unknown path: 'Oops! Page not found', a link home, and the attempted path logged to
 * the console. Next serves it with HTTP 404.
 * A server component with a plain link: the root layout's 404 boundary is part of every page's first load, and
 * as a client component with next/link it would add JavaScript to every page (docs/performance.md).
 */
export default function NotFound() {
  return (
    <MessageScreen title="Oops! Page not found" tilt="left">
      <LogMissingPath />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load home is fine from a 404 */}
      <a
        href="/"
        className="rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        Return to Home
      </a>
    </MessageScreen>
  );
}
