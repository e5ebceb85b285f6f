/**
 * /flavor's reaction to a saved value it cannot read (components/result/flavor-view.tsx), for every hostile
 * value of fixtures/corrupt-storage.ts: the 'An Error Occurred' toast, the value removed, a redirect to
 * '/' and no card. e2e/hostile-storage.spec.ts walks one value per browser path of this end to end.
 */
import { screen, waitFor } from '@testing-library/react';
import { FlavorView } from '@/components/result/flavor-view';
import { notify } from '@/components/ui/notify';
import { STORAGE_KEY } from '@/lib/result-io/storage';
import { DESTRUCTIVE_TOASTS } from '@/lib/toast-copy';
import { CATALOGUES } from '../../support/intl';
import { CORRUPT_STORED } from '@/fixtures/corrupt-storage';
import { buildResult } from '@/lib/flavor/result';
import { renderIntl as render } from '../../support/intl';

const router = { replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

afterEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

describe('FlavorView on a corrupt saved value', () => {
  it("the read error is the spec's destructive 'An Error Occurred' toast", () => {
    expect(CATALOGUES.en.Toasts.readError).toEqual({
      title: 'An Error Occurred',
      description: 'Could not read your Spotify data.',
    });
    expect(DESTRUCTIVE_TOASTS.has('readError')).toBe(true);
  });

  it.each(CORRUPT_STORED.map((c) => [`${c.category}: ${c.label}`, c.value] as const))(
    '%s -> error toast, value removed, back to /',
    async (_name, value) => {
      sessionStorage.setItem(STORAGE_KEY, value);
      render(<FlavorView prepaintScript="" />);
      await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith('readError', expect.any(Function));
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(screen.queryByTestId('result-card')).toBeNull();
      expect(router.push).not.toHaveBeenCalled();
      expect(window).not.toHaveProperty('__pwned');
    },
  );
});

describe('FlavorView in German', () => {
  it('sends a visitor with nothing saved to the German home', async () => {
    render(<FlavorView prepaintScript="" />, { locale: 'de' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/de'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('on a corrupt value, shows the error toast and goes to the German home', async () => {
    sessionStorage.setItem(STORAGE_KEY, CORRUPT_STORED[0]!.value);
    render(<FlavorView prepaintScript="" />, { locale: 'de' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/de'));
    expect(notify).toHaveBeenCalledWith('readError', expect.any(Function));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('shows the saved (English) result as the German card, with German words around it', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(buildResult({ E: 80, C: 80, O: 80 })));
    render(<FlavorView prepaintScript="" />, { locale: 'de' });
    const de = CATALOGUES.de;
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(de.Flavors.chocolate.name);
    expect(de.Flavors.chocolate.name).not.toBe(CATALOGUES.en.Flavors.chocolate.name);
    expect(screen.getByText(de.Flavors.chocolate.type)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.Result.tryAgain }).closest('form')).toHaveAttribute(
      'action',
      '/de',
    );
    expect(screen.getByRole('region', { name: de.Why.heading })).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
