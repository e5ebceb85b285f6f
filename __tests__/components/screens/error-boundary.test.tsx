import { fireEvent, render, screen } from '@testing-library/react';
import RouteError from '@/app/[locale]/error';
import { renderIntl } from '../../support/intl';
import GlobalError from '@/app/global-error';

const pathname = jest.fn<string | null, []>(() => null);
jest.mock('next/navigation', () => ({ usePathname: () => pathname() }));

beforeEach(() => {
  pathname.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('app-wide error boundary', () => {
  it('turns a render error into a friendly page with a way home and a retry', () => {
    const reset = jest.fn();
    renderIntl(<RouteError error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brain freeze!');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('logs the error for whoever is debugging, not for the visitor', () => {
    const error = new Error('boom');
    renderIntl(<RouteError error={error} reset={() => undefined} />);
    expect(console.error).toHaveBeenCalledWith('Render error:', error);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('speaks the language of the page that failed', () => {
    pathname.mockReturnValue('/de/flavor');
    render(<RouteError error={new Error('boom')} reset={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hirnfrost!');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
  });

  it('the root-layout boundary also offers the way home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<GlobalError error={new Error('layout broke')} />, { container: document });
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
