import { ShareStep } from '@/components/share/share-step';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { ShareRow } from '@/components/share/share-row';
import { buildResult } from '@/lib/flavor/result';
import { resolveFlavor } from '@/lib/flavor/flavor-text';
import { freshClipboard, settleToasts, toastMock } from '../../support/clipboard';
import de from '@/messages/de.json';
import { translatorFor } from '@/lib/i18n/translator';

jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const result = buildResult({ E: 80, C: 80, O: 80 });
const SHARE_TEXT =
  "If I was an Ice Cream Flavour, I'd be Chocolate, a big-picture spark who rallies the room, keeps the plan on track and still chases the next new sound.\nTaste your data: " +
  window.location.origin +
  ' #datarevolution';

let writeText: jest.Mock<Promise<void>, [string]>;

beforeEach(async () => {
  writeText = await freshClipboard();
});

function copiedCalls() {
  return toastMock.mock.calls.filter(([title]) => title === 'Copied to clipboard!');
}

describe('ShareRow (docs/product-rules.md § Screens, § Constants)', () => {
  it("shows the 'Share your flavor' heading over the share step", () => {
    renderIntl(<ShareStep picture={<ShareRow flavor={resolveFlavor(result)} />} link={null} />);
    expect(screen.getByRole('heading', { name: 'Share your flavor' })).toBeInTheDocument();
  });

  it('has four buttons for X, Facebook, LinkedIn and Instagram, in that order', () => {
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Share on X',
      'Share on Facebook',
      'Share on LinkedIn',
      'Share on Instagram',
    ]);
  });

  it.each(['X', 'Facebook', 'LinkedIn', 'Instagram'])(
    'copies the share text when Share on %s is clicked',
    async (network) => {
      renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
      fireEvent.click(screen.getByRole('button', { name: `Share on ${network}` }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(SHARE_TEXT));
    },
  );

  it.each(['X', 'Facebook', 'LinkedIn', 'Instagram'])(
    "shows 'Copied to clipboard!' naming %s after the write succeeds",
    async (network) => {
      renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
      fireEvent.click(screen.getByRole('button', { name: `Share on ${network}` }));
      await waitFor(() => expect(copiedCalls()).toHaveLength(1));
      const options = copiedCalls()[0]?.[1] as { description?: string; duration?: number } | undefined;
      expect(options?.description).toContain(network);
      expect(options?.description).toMatch(/paste/i);
    },
  );

  it('shows the copied toast for 4000 ms', async () => {
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on X' }));
    await waitFor(() => expect(copiedCalls()).toHaveLength(1));
    expect((copiedCalls()[0]?.[1] as { duration?: number } | undefined)?.duration).toBe(4000);
  });

  it('waits for the clipboard write before claiming it copied', async () => {
    let finish: () => void = () => undefined;
    writeText.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_TEXT);
    await act(async () => {
      await Promise.resolve();
      await settleToasts();
    });
    expect(copiedCalls()).toHaveLength(0);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await waitFor(() => expect(copiedCalls()).toHaveLength(1));
  });

  it("shows no 'Copied' toast when the clipboard write rejects", async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    await screen.findByRole('textbox');
    await act(settleToasts);
    expect(copiedCalls()).toHaveLength(0);
  });

  it('shows a textarea with the share text when the clipboard write rejects', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    const box = await screen.findByRole('textbox');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveValue(SHARE_TEXT);
  });

  it('shows the textarea when there is no clipboard API at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on X' }));
    expect(await screen.findByRole('textbox')).toHaveValue(SHARE_TEXT);
    expect(copiedCalls()).toHaveLength(0);
  });

  it('shows no textarea after a successful copy', async () => {
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share on X' }));
    await waitFor(() => expect(copiedCalls()).toHaveLength(1));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('ShareRow in German', () => {
  const share = translatorFor('de', de, 'Share');
  const toasts = translatorFor('de', de, 'Toasts');
  const words = de.Flavors.chocolate;

  it('copies the German share text with the row’s German words and shows the German toast', async () => {
    renderIntl(<ShareStep picture={<ShareRow flavor={resolveFlavor(result)} />} link={null} />, {
      locale: 'de',
    });
    expect(screen.getByRole('heading', { name: share('heading') })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: share('shareOn', { network: 'Instagram' }) }));
    // The frame is pinned (the flavour its own sentence, the row's description the next, one full stop, the
    // call on a second line); the row's words are the catalogue's.
    expect(words.description).toMatch(/[^.]\.$/);
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `Wäre ich eine Eissorte, wäre ich ${words.name}. ${words.description}\nDeine Daten zum Löffeln: ` +
          window.location.origin +
          ' #datarevolution',
      ),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(toasts('copied.title'), {
        id: 'copied',
        description: toasts('copied.description', { network: 'Instagram' }),
        duration: 4000,
      }),
    );
  });

  it('when the clipboard refuses, the German failure toast', async () => {
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    renderIntl(<ShareRow flavor={resolveFlavor(result)} />, { locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: share('shareOn', { network: 'X' }) }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(toasts('copyFailed.title'), {
        id: 'copy-failed',
        description: toasts('copyFailed.description'),
      }),
    );
    expect(screen.getByLabelText(share('copyText'))).toBeInTheDocument();
  });
});
