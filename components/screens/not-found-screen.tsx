import { LogMissingPath } from './log-missing-path';
import { MessageScreen } from './message-screen';

/** The 404's title, the link home (in the page's language) and the attempted path logged to the console. */
export function NotFoundScreen({ title, home, homeHref }: { title: string; home: string; homeHref: string }) {
  return (
    <MessageScreen title={title} tilt="left">
      <LogMissingPath />
      {/* A plain link: a full page load home is fine from a 404. */}
      <a
        href={homeHref}
        className="rounded-full bg-berry px-6 py-3 font-semibold text-white hover:bg-berry-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        {home}
      </a>
    </MessageScreen>
  );
}
