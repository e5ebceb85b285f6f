import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazyWordsFor, renderIntl } from '../../support/intl';
import { sureReading } from '../../support/crew-readings';
import { freshClipboard, settleToasts, toastMock } from '../../support/clipboard';
import { CrewPage } from '@/components/crew/crew-page';
import { encodeCrew, readCrewLink } from '@/lib/crew/crew-link';
import { crewFlavor } from '@/lib/crew/crew-flavor';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import { findRowByKey } from '@/lib/flavor/table';
import { readingFromResult, type SharedReading } from '@/lib/links/link';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { saveFlavorResult } from '@/lib/result-io/storage';
import { expectStatus } from '../../support/narrow';

jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));
// The duo picture is drawn on a canvas (e2e); here only that the friend view shows.
jest.mock('@/components/friends/use-duo-picture', () => ({
  useDuoPicture: jest.fn(() => ({ status: 'preparing' })),
}));

const sure = sureReading;
const SAM = sure(80, 20, 85, 'Sam');
const ALEX = sure(30, 75, 40, 'Alex');
const NAMELESS = sure(65, 70, 30);

function token(members: SharedReading[]): string {
  const value = encodeCrew({ id: 'tested', members });
  if (!value) throw new Error('no token');
  return value;
}

function open(hash: string, locale: 'en' | 'de' = 'en') {
  window.history.replaceState(null, '', `/crew${hash}`);
  return renderIntl(<CrewPage dialogWords={lazyWordsFor(locale, DIALOG_NAMESPACES)} />, { locale });
}

function mine(result: FlavorResult) {
  saveFlavorResult(window.sessionStorage, result);
}

beforeEach(async () => {
  await freshClipboard();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the crew page', () => {
  it('shows every scoop, names or "Scoop n", the crew flavour and both pairs', () => {
    open(`#${token([SAM, ALEX, NAMELESS])}`);
    const scoops = screen.getAllByTestId('crew-scoop');
    expect(scoops.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Sam/),
      expect.stringMatching(/^Alex/),
      expect.stringMatching(/^Scoop 3/),
    ]);
    // Not in the crew: whose crew it is and how far it has come lead the page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sam invites you');
    expect(screen.getByTestId('crew-invite')).toHaveTextContent('3 scoops in the sundae so far');
    // The crew's flavour is the library's: the scorer's own for the mean scores.
    const flavor = crewFlavor({ id: 'tested', members: [SAM, ALEX, NAMELESS] });
    const row = flavor && findRowByKey(flavor.result.row_key);
    expect(screen.getByTestId('crew-flavor')).toHaveAttribute('data-row', row?.slug);
    // The crew's swirl line speaks of "your crew".
    expect(screen.getByTestId('swirl-line')).toHaveTextContent(/your crew's/);
    expect(screen.getByText('Closest pair')).toBeInTheDocument();
    expect(screen.getByText('Most different pair')).toBeInTheDocument();
    expect(screen.getAllByTestId('crew-pair-line')).toHaveLength(2);
  });

  it('renders names as text, never as markup', () => {
    const tricky = sure(50, 50, 50, 'Mo & "Jo"');
    open(`#${token([tricky, SAM])}`);
    expect(screen.getAllByTestId('crew-scoop')[0]).toHaveTextContent('Mo & "Jo"');
  });

  it('without a result of your own, a scoop opens that member’s personal link page', () => {
    open(`#${token([SAM, ALEX])}`);
    const first = screen.getAllByTestId('crew-scoop')[0];
    expect(first?.tagName).toBe('A');
    expect(first).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flavor\/[a-z-]+#v2-80-20-85-6-6-6-l-Sam$/),
    );
    // One way in: the connect dialog, the quiz its quickest path.
    expect(screen.getByRole('button', { name: 'Add my scoop' })).toBeInTheDocument();
  });

  it('with a result, a tap sets the member beside you in the friend view', () => {
    mine(buildResult({ E: 10, C: 10, O: 10 }));
    open(`#${token([SAM, ALEX])}`);
    fireEvent.click(screen.getAllByTestId('crew-scoop')[1] as HTMLElement);
    expect(screen.getByRole('heading', { name: 'You and Alex' })).toBeInTheDocument();
    expect(screen.getAllByTestId('crew-scoop')[1]).toHaveAttribute('aria-pressed', 'true');
    // A look, not a friend kept for the tab: /flavor's friend (from a friend's link) stays as it was, and
    // there is nothing to remove.
    expect(window.sessionStorage.getItem('flavor-friend-reading')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Alex' })).not.toBeInTheDocument();
  });

  it('Add my scoop puts you at the end, with your name, and the page shows the new link', async () => {
    const result = buildResult({ E: 10, C: 90, O: 10 });
    mine(result);
    open(`#${token([SAM])}`);
    fireEvent.change(screen.getByLabelText('Your first name or nickname (optional)'), {
      target: { value: 'Kim' },
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add my scoop' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('crew-scoop')).toHaveLength(2));
    const read = readCrewLink(window.location.hash);
    expectStatus(read, 'ok');
    expect(read.crew.members).toEqual([SAM, readingFromResult(result, 'Kim')]);
    expect(screen.getByTestId('crew-added')).toBeInTheDocument();
    expect(screen.queryByTestId('crew-join')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('crew-scoop')[1]).toHaveTextContent('Kim (you)');
  });

  it('a sample listener is shown, not added, in plain words', () => {
    mine({ ...buildResult({ E: 10, C: 90, O: 10 }), sample: { id: 'luna' } });
    open(`#${token([SAM])}`);
    expect(screen.getByTestId('crew-sample')).toHaveTextContent(/only real people join a crew/);
    expect(screen.getByTestId('crew-sample')).toHaveTextContent(
      /^This is the flavour of Luna, a sample listener:/,
    );
    expect(screen.queryByRole('button', { name: 'Add my scoop' })).not.toBeInTheDocument();
  });

  it('a sample saved with the older English marker is still Luna, and still not added', () => {
    const older = { ...buildResult({ E: 10, C: 90, O: 10 }), sample: { name: 'Luna, a sample listener' } };
    // Saved before markers carried ids: storage reads it, as it reads any saved result.
    mine(older as unknown as FlavorResult);
    open(`#${token([SAM])}`);
    expect(screen.getByTestId('crew-sample')).toHaveTextContent(
      /^This is the flavour of Luna, a sample listener:/,
    );
    expect(screen.queryByRole('button', { name: 'Add my scoop' })).not.toBeInTheDocument();
  });

  it('the eleventh is told the crew is full and starts a new crew with them in it', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => sure(i * 10, 50, 50));
    const result = buildResult({ E: 99, C: 1, O: 99 });
    mine(result);
    open(`#${token(ten)}`);
    expect(screen.getByTestId('crew-join')).toHaveTextContent(/This crew is full/);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Start a new crew with me' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('crew-scoop')).toHaveLength(1));
    const read = readCrewLink(window.location.hash);
    expectStatus(read, 'ok');
    expect(read.crew.members).toEqual([readingFromResult(result)]);
  });

  it('an edited link: the members that read, and one toast with how many did not', async () => {
    // The link's head counts four members; the last two were overwritten (one edited, one cut off).
    const four = token([SAM, ALEX, NAMELESS, sure(1, 2, 3)])
      .split('.')
      .slice(0, 3)
      .join('.');
    open(`#${four}.zzzzzzz.AB`);
    expect(screen.getAllByTestId('crew-scoop')).toHaveLength(2);
    await settleToasts();
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith(
      'Some scoops were left out',
      expect.objectContaining({
        description: '2 scoops left out (1 cut off and 1 changed on the way): here is the rest of the crew.',
      }),
    );
  });

  it.each([
    ['', 'none', 'No crew in this link'],
    ['#c2-AAAAAAA', 'unreadable', 'This crew link could not be read'],
    ['#c1-zzzzzzz', 'unreadable', 'This crew link could not be read'],
  ])('%j: plain words and a way forward', (hash, reason, title) => {
    open(hash);
    expect(screen.getByTestId('crew-none')).toHaveAttribute('data-reason', reason);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my flavour' })).toHaveAttribute('href', '/');
  });

  it('in German, with a result: "Crew mit meiner Sorte starten" makes a crew of one', async () => {
    mine(buildResult({ E: 70, C: 70, O: 70 }));
    open('', 'de');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Crew mit meiner Sorte starten' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('crew-scoop')).toHaveLength(1));
    // A crew of one leads with inviting; it has no pairs and no flavour of its own yet.
    expect(screen.getByRole('heading', { name: 'Deine Crew startet mit dir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lad deine Crew ein' })).toBeInTheDocument();
    expect(screen.queryByTestId('crew-pairs')).toBeNull();
    expect(screen.queryByTestId('crew-flavor')).toBeNull();
  });

  it('Copy crew link copies the clean link and says so', async () => {
    const writeText = await freshClipboard();
    open(`#${token([SAM])}.AB`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy crew link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/crew#${token([SAM])}`),
    );
    await settleToasts();
    expect(toastMock).toHaveBeenCalledWith('Crew link copied!', expect.anything());
  });
});
