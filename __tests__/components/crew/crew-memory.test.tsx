import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazyWordsFor, renderIntl } from '../../support/intl';
import { sureReading } from '../../support/crew-readings';
import { freshClipboard } from '../../support/clipboard';
import { CrewPage } from '@/components/crew/crew-page';
import type { Crew } from '@/lib/crew/crew';
import { encodeCrew, readCrewLink } from '@/lib/crew/crew-link';
import {
  CREW_MEMORY_KEY,
  EMPTY_MEMORY,
  readCrewMemory,
  rememberCrew,
  rememberMe,
  serializeCrewMemory,
} from '@/lib/crew/crew-memory';
import { buildResult } from '@/lib/flavor/result';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { readingFromResult, type SharedReading } from '@/lib/links/link';
import { saveFlavorResult } from '@/lib/result-io/storage';
import { serializeVenueSetting, VENUE_STORAGE_KEY } from '@/lib/venue/venue';
import { expectStatus } from '../../support/narrow';

/**
 * The crew page with this device's memory (lib/crew/crew-memory.ts, docs/crew.md § The device's memory):
 * "(you)" in a new tab, the name offered again, an older link and two links that grew apart; never at a venue.
 */
jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const sure = sureReading;
const SAM = sure(80, 20, 85, 'Sam');
const ALEX = sure(30, 75, 40, 'Alex');
const MO = sure(55, 45, 15, 'Mo');
const crew = (members: SharedReading[]): Crew => ({ id: 'tested', members });

function open(of: Crew) {
  window.history.replaceState(null, '', `/crew#${encodeCrew(of) ?? ''}`);
  return renderIntl(<CrewPage dialogWords={lazyWordsFor('en', DIALOG_NAMESPACES)} />, { locale: 'en' });
}

/** What the device remembers: `me`, in `known`. */
function remember(me: SharedReading, known: Crew) {
  const memory = rememberCrew(rememberMe(EMPTY_MEMORY, me), known);
  window.localStorage.setItem(CREW_MEMORY_KEY, serializeCrewMemory(memory));
}

const scrolled = jest.fn();
beforeEach(async () => {
  await freshClipboard();
  window.sessionStorage.clear();
  window.localStorage.clear();
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

describe('the crew page and this device', () => {
  it('after Add my scoop, the device remembers the scoop and its name; the sundae comes into view', async () => {
    const result = buildResult({ E: 10, C: 90, O: 10 });
    saveFlavorResult(window.sessionStorage, result);
    open(crew([SAM]));
    // The joiner sees their own flavour before it goes in.
    expect(screen.getByTestId('crew-reveal')).toHaveTextContent('Your flavour');
    fireEvent.change(screen.getByLabelText('Your first name or nickname (optional)'), {
      target: { value: 'Kim' },
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add my scoop' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('crew-scoop')).toHaveLength(2));
    expect(scrolled).toHaveBeenCalled();
    const memory = readCrewMemory(window.localStorage);
    expect(memory.name).toBe('Kim');
    expect(memory.me).toEqual([readingFromResult(result, 'Kim')]);
    expect(memory.crews.map((c) => c.members.length)).toEqual([2]);
  });

  it('in a new tab (no result in it), the remembered scoop is "(you)", and another crew offers the name again', () => {
    const kim = sure(10, 90, 10, 'Kim');
    remember(kim, crew([SAM, kim]));
    const { unmount } = open(crew([SAM, kim, ALEX]));
    expect(screen.getAllByTestId('crew-scoop')[1]).toHaveTextContent('Kim (you)');
    expect(screen.queryByTestId('crew-join')).toBeNull();
    unmount();
    // Another crew, with a result in this tab: the name typed last time is in the field.
    saveFlavorResult(window.sessionStorage, buildResult({ E: 10, C: 90, O: 10 }));
    open({ id: 'other1', members: [MO] });
    expect(screen.getByLabelText('Your first name or nickname (optional)')).toHaveValue('Kim');
  });

  it('an older link of a crew the device has seen grow says so and opens the newest', () => {
    remember(SAM, crew([SAM, ALEX, MO]));
    open(crew([SAM, ALEX]));
    expect(screen.getByTestId('crew-newer')).toHaveTextContent('Your crew has 3 scoops now.');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Open the newest link' }));
    });
    const read = readCrewLink(window.location.hash);
    expectStatus(read, 'ok');
    expect(read.crew.members).toEqual([SAM, ALEX, MO]);
  });

  it('two links of one crew that grew apart become one link holding both, without duplicates', async () => {
    remember(SAM, crew([SAM, ALEX]));
    open(crew([SAM, MO]));
    expect(screen.getByTestId('crew-apart')).toHaveTextContent('1 scoop that is not here: Alex.');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Put everyone in one link' }));
    });
    await waitFor(() => expect(screen.getAllByTestId('crew-scoop')).toHaveLength(3));
    const read = readCrewLink(window.location.hash);
    expectStatus(read, 'ok');
    expect(read.crew).toMatchObject({ id: 'tested', members: [SAM, MO, ALEX] });
    expect(screen.getByTestId('crew-merged')).toHaveTextContent('One link for the whole crew');
  });

  it('a venue screen never says "(you)" and remembers nothing', () => {
    window.localStorage.setItem(VENUE_STORAGE_KEY, serializeVenueSetting({ on: true, idleSeconds: 90 }));
    const result = buildResult({ E: 10, C: 90, O: 10 });
    saveFlavorResult(window.sessionStorage, result);
    open(crew([SAM, readingFromResult(result, 'Kim')]));
    expect(screen.getAllByTestId('crew-scoop')[1]).toHaveTextContent('Kim');
    expect(screen.getByTestId('crew-sundae')).not.toHaveTextContent('(you)');
    expect(window.localStorage.getItem(CREW_MEMORY_KEY)).toBeNull();
  });

  it('Forget them clears the memory', () => {
    remember(SAM, crew([SAM, ALEX]));
    open(crew([SAM, ALEX]));
    fireEvent.click(screen.getByRole('button', { name: 'Forget them' }));
    expect(window.localStorage.getItem(CREW_MEMORY_KEY)).toBeNull();
    // Nothing here knows the visitor any more: the crew is Sam's again, and they are invited to it.
    expect(screen.getByTestId('crew-sundae')).not.toHaveTextContent('(you)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sam invites you');
  });
});
