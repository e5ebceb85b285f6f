import { fireEvent, screen } from '@testing-library/react';
import { lazyWordsFor, renderIntl } from '../../../support/intl';
import VenueCrew from '@/components/crew/counter/venue-crew';
import { CrewPage } from '@/components/crew/crew-page';
import { MAX_CREW, type Crew } from '@/lib/crew/crew';
import { encodeCrew } from '@/lib/crew/crew-link';
import { VENUE_CREW_KEY, VENUE_NEXT_KEY, readVenueCrew } from '@/lib/crew/venue-crew';
import { buildResult } from '@/lib/flavor/result';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { checkTypedName } from '@/lib/links/friend-name';
import type { PersonalLink } from '@/components/share/use-personal-link';

/** What the page's personal link hands the crew's buttons: the typed name and its check. */
function linkTyped(typed: string): PersonalLink {
  return { typed, setTyped: () => {}, check: checkTypedName(typed), url: null, sure: false };
}
import { readingFromResult, type SharedReading } from '@/lib/links/link';
import { readStoredText, saveFlavorResult } from '@/lib/result-io/storage';
import { VENUE_STORAGE_KEY } from '@/lib/venue/venue';

jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));
// The dialog's own behaviour is tested beside it (connect-dialog.test.tsx); here only whether it opens.
jest.mock('@/components/landing/connect-dialog', () => ({
  ConnectDialog: () => <div role="dialog" aria-label="connect" />,
}));

/** Crew mode on a venue screen (docs/crew.md § At the counter): /flavor's buttons and the crew page's bar. */
const result = buildResult({ E: 70, C: 30, O: 80 });
const ANA: SharedReading = { scores: { E: 20, C: 80, O: 40 }, name: 'Ana' };
const BEN: SharedReading = { scores: { E: 60, C: 55, O: 10 } };
const crewOf = (...members: SharedReading[]): Crew => ({ id: 'tested', members });
const token = (crew: Crew) => encodeCrew(crew) ?? '';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The crew page's path: the buttons' new document is then only a new fragment, which jsdom follows.
  window.history.replaceState(null, '', '/crew');
});

describe('the crew buttons on a venue result', () => {
  it('with no crew yet, Add the next friend puts the visitor in, clears their result and calls the next one', () => {
    saveFlavorResult(window.sessionStorage, result);
    renderIntl(<VenueCrew result={result} link={linkTyped('Sam')} />);
    expect(screen.getByTestId('venue-crew-count')).toHaveTextContent('Here as a crew?');
    fireEvent.click(screen.getByRole('button', { name: 'Add the next friend' }));
    // The crew starts here, under a new id.
    const crew = readVenueCrew(window.sessionStorage);
    expect(crew.members).toEqual([readingFromResult(result, 'Sam')]);
    expect(readStoredText(window.sessionStorage)).toBeNull();
    expect(window.sessionStorage.getItem(VENUE_NEXT_KEY)).toBe('1');
    expect(window.location.hash).toBe(`#${token(crew)}`);
  });

  it('Our sundae adds the visitor to the crew so far and keeps their result', () => {
    window.sessionStorage.setItem(VENUE_CREW_KEY, token(crewOf(ANA, BEN)));
    saveFlavorResult(window.sessionStorage, result);
    window.history.replaceState(null, '', '/de/crew');
    renderIntl(<VenueCrew result={result} link={linkTyped('')} />, { locale: 'de' });
    expect(screen.getByTestId('venue-crew-count')).toHaveTextContent('Bis jetzt 2 Kugeln in eurer Crew.');
    fireEvent.click(screen.getByRole('button', { name: 'Unser Eisbecher' }));
    const crew = crewOf(ANA, BEN, readingFromResult(result));
    expect(readVenueCrew(window.sessionStorage)).toEqual(crew);
    expect(readStoredText(window.sessionStorage)).not.toBeNull();
    expect(window.sessionStorage.getItem(VENUE_NEXT_KEY)).toBeNull();
    expect(window.location.hash).toBe(`#${token(crew)}`);
  });

  it('a full crew offers only Our sundae; a sample listener with no crew gets words, not buttons', () => {
    const ten = crewOf(
      ...Array.from({ length: MAX_CREW }, (_, i): SharedReading => ({ scores: { E: i * 10, C: 50, O: 50 } })),
    );
    window.sessionStorage.setItem(VENUE_CREW_KEY, token(ten));
    const { unmount } = renderIntl(<VenueCrew result={result} link={linkTyped('')} />);
    expect(screen.getByTestId('venue-crew-count')).toHaveTextContent('Your crew is full');
    expect(screen.queryByRole('button', { name: 'Add the next friend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Our sundae' })).toBeInTheDocument();
    unmount();

    window.sessionStorage.clear();
    const sample = { ...result, sample: { id: 'luna' as const } };
    renderIntl(<VenueCrew result={sample} link={linkTyped('')} />);
    expect(screen.getByTestId('venue-crew-count')).toHaveTextContent("can't join a crew");
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('never puts the visitor in without the name they typed when it breaks the rules', () => {
    renderIntl(<VenueCrew result={result} link={linkTyped('<b>Sam</b>')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Our sundae' }));
    expect(screen.getByRole('status')).toHaveTextContent('Fix the name you typed for your link first');
    expect(window.sessionStorage.getItem(VENUE_CREW_KEY)).toBeNull();
  });
});

describe('the crew page on a venue screen', () => {
  function openVenueCrew(crew: Crew) {
    window.localStorage.setItem(VENUE_STORAGE_KEY, JSON.stringify({ on: true, idleSeconds: 90 }));
    window.history.replaceState(null, '', `/crew#${token(crew)}`);
    return renderIntl(<CrewPage dialogWords={lazyWordsFor('en', DIALOG_NAMESPACES)} />);
  }

  it('shows the crew code large with Add the next friend and Next visitor, not the join form', async () => {
    saveFlavorResult(window.sessionStorage, result);
    window.sessionStorage.setItem(VENUE_NEXT_KEY, '1');
    openVenueCrew(crewOf(ANA, BEN));
    expect(screen.getByTestId('venue-crew-bar')).toHaveTextContent('Scan to take your crew along');
    expect(screen.getByRole('button', { name: 'Next visitor' })).toBeInTheDocument();
    expect(screen.queryByTestId('crew-join')).not.toBeInTheDocument();
    expect(screen.queryByTestId('crew-share')).not.toBeInTheDocument();
    // The page's crew is the counter's crew now, and the call for the next friend is answered (the dialog opens).
    expect(readVenueCrew(window.sessionStorage)).toEqual(crewOf(ANA, BEN));
    expect(window.sessionStorage.getItem(VENUE_NEXT_KEY)).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'connect' })).toBeInTheDocument();
  });

  it('Add the next friend clears the last visitor’s result, keeps the crew, and opens the way in', async () => {
    saveFlavorResult(window.sessionStorage, result);
    openVenueCrew(crewOf(ANA));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add the next friend' }));
    expect(readStoredText(window.sessionStorage)).toBeNull();
    expect(readVenueCrew(window.sessionStorage)).toEqual(crewOf(ANA));
    expect(await screen.findByRole('dialog', { name: 'connect' })).toBeInTheDocument();
  });

  it('a full crew has no Add the next friend', () => {
    openVenueCrew(
      crewOf(
        ...Array.from({ length: MAX_CREW }, (_, i): SharedReading => ({ scores: { E: i * 10, C: 5, O: 5 } })),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Add the next friend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next visitor' })).toBeInTheDocument();
  });
});
