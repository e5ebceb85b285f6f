import { buttonClass } from '../ui/button';
import { LogMissingPath } from './log-missing-path';
import { MessageScreen } from './message-screen';

/** The 404's title, the link home (in the page's language) and the attempted path logged to the console. */
export function NotFoundScreen({ title, home, homeHref }: { title: string; home: string; homeHref: string }) {
  return (
    <MessageScreen title={title} tilt="left">
      <LogMissingPath />
      {/* A plain link: a full page load home is fine from a 404. */}
      <a href={homeHref} className={buttonClass('primary')}>
        {home}
      </a>
    </MessageScreen>
  );
}
