import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { MyLink } from '@/components/share/my-link';
import { usePersonalLink } from '@/components/share/use-personal-link';
import { EARLY_TAP_KEY } from '@/lib/early-tap';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import { freshClipboard, toastMock } from '../../support/clipboard';

jest.mock('sonner', () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

let writeText: jest.Mock<Promise<void>, [string]>;

beforeEach(async () => {
  writeText = await freshClipboard();
});

function Harness({ result }: { result: FlavorResult | null }) {
  const link = usePersonalLink(result);
  return <MyLink link={result ? link : null} />;
}

// 59.6 stays 59 in the link: the link's flavour is always the result's own (Low High High: Caramel).
const result = buildResult({ E: 59.6, C: 77.2, O: 91 });
const BASE = `${window.location.origin}/flavor/caramel#v1-59-77-91`;
const field = () => screen.getByLabelText('Your first name or nickname (optional)');
const copy = () => fireEvent.click(screen.getByRole('button', { name: 'Copy my link' }));

describe('MyLink: "Copy my link" with an optional name', () => {
  it('copies the scores-only link when no name is typed, and says so', async () => {
    renderIntl(<Harness result={result} />);
    copy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BASE));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith('Link copied!', expect.objectContaining({ duration: 4000 })),
    );
    expect(screen.getByText(/The link carries your three scores, nothing else\./)).toBeInTheDocument();
  });

  it('adds a tidied, encoded name', async () => {
    renderIntl(<Harness result={result} />);
    fireEvent.change(field(), { target: { value: '  Ana  Lú ' } });
    expect(screen.getByText(/your three scores and this name, nothing else/)).toBeInTheDocument();
    copy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${BASE}-Ana%20L%C3%BA`));
  });

  it('refuses markup with a plain-words message and copies nothing until it is fixed', async () => {
    renderIntl(<Harness result={result} />);
    fireEvent.change(field(), { target: { value: '<i>Ana</i>' } });
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      'Use letters, numbers, spaces and punctuation only (no < or >).',
    );
    copy();
    expect(field()).toHaveFocus();
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'Ana' } });
    copy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${BASE}-Ana`));
  });

  it('when the clipboard refuses, shows the link to copy by hand and says why', async () => {
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    renderIntl(<Harness result={result} />);
    copy();
    await waitFor(() =>
      expect(screen.getByLabelText('Copy this link and send it yourself:')).toHaveValue(BASE),
    );
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Could not copy automatically', expect.anything()),
    );
    expect(toastMock).not.toHaveBeenCalledWith('Link copied!', expect.anything());
  });

  it('before the result is known (prerendered), the field is read-only and the button copies nothing', () => {
    renderIntl(<Harness result={null} />);
    expect(field()).toHaveAttribute('readonly');
    copy();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('MyLink in German', () => {
  it('copies the same link (no language in it) and says so in German', async () => {
    renderIntl(<Harness result={result} />, { locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Link kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(BASE));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith('Link kopiert!', {
        id: 'link-copied',
        description: 'Schick ihn weiter: Wer ihn öffnet, sieht deine Sorte und deine drei Werte.',
        duration: 4000,
      }),
    );
    expect(screen.getByText(/Im Link stecken deine drei Werte – sonst nichts\./)).toBeInTheDocument();
  });

  it('refuses markup with a German message', () => {
    renderIntl(<Harness result={result} />, { locale: 'de' });
    const input = screen.getByLabelText('Dein Vorname oder Spitzname (optional)');
    fireEvent.change(input, { target: { value: '<i>Ana</i>' } });
    expect(input).toHaveAccessibleDescription(
      'Nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen (kein < oder >).',
    );
    fireEvent.change(input, { target: { value: 'x'.repeat(30) } });
    expect(input).toHaveAccessibleDescription('Höchstens 24\u00a0Zeichen, bitte.');
  });

  it.each([
    ['en', '<b>Sam</b>', 'Use letters, numbers, spaces and punctuation only (no < or >).'],
    ['en', 'x'.repeat(24) + ' y', 'Keep it to 24 characters or fewer.'],
    ['de', '<b>Sam</b>', 'Nur Buchstaben, Ziffern, Leerzeichen und Satzzeichen (kein < oder >).'],
    ['de', 'x'.repeat(24) + ' y', 'Höchstens 24\u00a0Zeichen, bitte.'],
  ] as const)('words the name check in the page language (%s): %s', (locale, typed, words) => {
    renderIntl(<Harness result={result} />, { locale });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: typed } });
    // Whitespace kept as it is: the German line holds a non-breaking space.
    const normalizer = getDefaultNormalizer({ collapseWhitespace: false });
    expect(screen.getByText(words, { normalizer })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MyLink: what the link carries', () => {
  it('opens once React runs when the toggle was tapped before (lib/early-tap.ts)', async () => {
    (window as unknown as Record<string, unknown>)[EARLY_TAP_KEY] = 'link-carries';
    renderIntl(<Harness result={null} />);
    const toggle = screen.getByRole('button', { name: "What's in the link?" });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(EARLY_TAP_KEY in window).toBe(false);
  });
});
