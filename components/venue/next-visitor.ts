import { clearVisitor, landingPathFor } from '@/lib/venue/venue';
import { localStore, sessionStore } from '../browser/stores';

/**
 * Starts over for the next visitor: every trace of this one goes (the session's result and friend, local
 * keys but the venue setting; the typed name lives only in this document, which is replaced), then the
 * landing replaces this page in the history, so Back never returns to a result. Quick enough for a click.
 */
export function nextVisitor(): void {
  clearVisitor(sessionStore(), localStore());
  window.location.replace(landingPathFor(window.location.pathname));
}
