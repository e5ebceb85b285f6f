import { act, getDefaultNormalizer, screen } from '@testing-library/react';
import { ConnectDialog } from '@/components/landing/connect-dialog';
import { ConnectOpening } from '@/components/landing/connect-opening';
import { LandingPage } from '@/components/landing/landing-page';
import { WidgetFrame } from '@/components/landing/widget-frame';
import { DIALOG_NAMESPACES } from '@/lib/i18n/namespaces';
import { CATALOGUES, lazyWordsFor, renderIntl } from '../../support/intl';

const dialogWords = (locale: 'en' | 'de') => lazyWordsFor(locale, DIALOG_NAMESPACES);

/** Testing Library's normalizer without collapsing whitespace, so a no-break space stays one. */
const KEEP_NBSP = getDefaultNormalizer({ collapseWhitespace: false });

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/**
 * The landing, the connect dialog and the widget frame in both languages. jsdom's page is http://localhost, a
 * development host, so the frame holds the built-in widget at http://127.0.0.1 (lib/widget/origin.ts).
 */
async function frameSrc(locale: 'en' | 'de'): Promise<string | null> {
  renderIntl(<WidgetFrame />, { locale });
  // The iframe comes in the render after the first (useDeferredValue).
  await act(async () => undefined);
  return document.querySelector('iframe')?.getAttribute('src') ?? null;
}

describe('the landing', () => {
  it('speaks English by default', () => {
    renderIntl(<LandingPage dialog={dialogWords('en')} />);
    expect(screen.getByRole('button', { name: 'Discover Your Flavor' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Discover the ice-cream flavour that matches your personality, scooped straight from your music-listening habits.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks German on a German page, keeping the product title', () => {
    renderIntl(<LandingPage dialog={dialogWords('de')} />, { locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("What's Your Flavor?");
    expect(screen.getByRole('button', { name: CATALOGUES.de.Landing.cta })).toBeInTheDocument();
    expect(screen.getByText(CATALOGUES.de.Landing.subtitle)).toBeInTheDocument();
    expect(screen.getByText(/Nur zum Spaß/)).toBeInTheDocument();
  });
});

describe('the opening look', () => {
  it('says Opening… in English and the German words, a no-break space before the …, in German', () => {
    const { unmount } = renderIntl(<ConnectOpening label={CATALOGUES.en.Dialog.opening} />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening…');
    unmount();
    renderIntl(<ConnectOpening label={CATALOGUES.de.Dialog.opening} />, { locale: 'de' });
    // textContent, not toHaveTextContent: that one would turn the no-break space into a plain space.
    expect(screen.getByRole('status').textContent).toBe(CATALOGUES.de.Dialog.opening);
    expect(screen.getByRole('status').textContent).toBe('Wird geöffnet\u00a0…');
  });
});

describe('the connect dialog', () => {
  it('is the Connect Spotify dialog in English', async () => {
    renderIntl(<ConnectDialog words={dialogWords('en')} open onClose={() => undefined} />);
    await act(async () => undefined);
    expect(screen.getByRole('dialog', { name: 'Connect Spotify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spotify connect widget' })).toBeInTheDocument();
    expect(screen.getByText('Loading the connect widget…')).toBeInTheDocument();
    expect(screen.getByTitle('Connect your Spotify data')).toBeInTheDocument();
  });

  it('speaks German on a German page', async () => {
    renderIntl(<ConnectDialog words={dialogWords('de')} open onClose={() => undefined} />, { locale: 'de' });
    await act(async () => undefined);
    const words = CATALOGUES.de.Dialog;
    expect(screen.getByRole('dialog', { name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.close })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.region })).toBeInTheDocument();
    // Exactly the catalogue's words, the no-break space before … included.
    expect(screen.getByText(words.loading, { normalizer: KEEP_NBSP })).toBeInTheDocument();
    expect(screen.getByTitle(words.frameTitle)).toBeInTheDocument();
  });
});

describe('the widget frame', () => {
  it('frames the built-in widget at /embed/upload on an English page', async () => {
    expect(await frameSrc('en')).toBe('http://127.0.0.1/embed/upload');
  });

  it('frames the built-in widget at /de/embed/upload on a German page', async () => {
    expect(await frameSrc('de')).toBe('http://127.0.0.1/de/embed/upload');
  });

  it('offers a reload, in German too, when the widget is slow', async () => {
    jest.useFakeTimers();
    try {
      renderIntl(<WidgetFrame />, { locale: 'de' });
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('button', { name: 'Widget neu laden' })).toBeInTheDocument();
      expect(screen.getByText(/braucht gerade länger als sonst/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Reload the widget in English when the widget is slow', async () => {
    jest.useFakeTimers();
    try {
      renderIntl(<WidgetFrame />);
      await act(async () => {
        jest.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('button', { name: 'Reload the widget' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'The connect widget is taking longer than usual. Check your connection, then try again.',
        ),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
