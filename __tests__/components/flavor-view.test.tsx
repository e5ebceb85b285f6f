/**
 * /flavor's reaction to a saved value it cannot read (components/result/flavor-view.tsx), for every hostile
 * value of e2e/support/corrupt-storage.ts: the 'An Error Occurred' toast, the value removed, a redirect to
 * '/' and no card. e2e/hostile-storage.spec.ts walks one value per browser path of this end to end.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { FlavorView } from '@/components/result/flavor-view';
import { notify } from '@/components/ui/notify';
import { STORAGE_KEY } from '@/lib/result-io/storage';
import { DESTRUCTIVE_TOASTS } from '@/lib/toast-copy';
import { CATALOGUES } from '../support/intl';
import { CORRUPT_STORED } from '@/e2e/support/corrupt-storage';

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
      expect(notify).toHaveBeenCalledWith('readError');
      expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
      expect(screen.queryByTestId('result-card')).toBeNull();
      expect(router.push).not.toHaveBeenCalled();
      expect(window).not.toHaveProperty('__pwned');
    },
  );
});
