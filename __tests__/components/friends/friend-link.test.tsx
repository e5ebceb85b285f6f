import { act, screen, waitFor, within } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { FriendLinkPage } from '@/components/friends/friend-link';
import { ResultCard } from '@/components/result/result-card';
import { rowFlavor } from '@/lib/flavor/flavor-text';
import { rowForSlug } from '@/lib/flavor/slug';
import { FRIEND_STORAGE_KEY } from '@/lib/links/friend-storage';
import { STORAGE_KEY } from '@/lib/result-io/storage';
import { aiResult, specRow } from '@/fixtures/results';
import { TAMPERED_LINKS } from '../../support/tampered-links';
import de from '@/messages/de.json';
import { translatorFor } from '@/lib/i18n/translator';

/**
 * A flavour page opened from a personal link (docs/sharing-links.md): what the page shows for its
 * fragment, read on the device. The copy, the roles and the refused view live here; e2e/friend-links.spec.ts
 * keeps what needs the production build (a copied link opened in a fresh browser, storage across pages).
 */

/** The page as app/[locale]/(site)/flavor/[slug]/page.tsx builds it, without the footer. */
function renderPage(slug: string, locale: 'en' | 'de' = 'en') {
  const row = rowForSlug(slug)!;
  return renderIntl(
    <FriendLinkPage
      slug={slug}
      card={<ResultCard flavor={rowFlavor(row)} />}
      about={<p>{row.ogFlavorDescription}</p>}
      footer={null}
    />,
    { locale },
  );
}

/** Sets the fragment before the page reads it (jsdom fires hashchange later; nothing is rendered yet). */
function openWithFragment(fragment: string) {
  window.history.replaceState(null, '', `/#${fragment}`);
}

/** Changes the fragment on an open page, as a visitor editing the address bar does. */
async function editFragment(fragment: string) {
  await act(async () => {
    window.location.hash = fragment;
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
  });
}

/** The friend's three scores under the card, each with its High/Low and the 60 line. */
function expectFriendScores(who: string, scores: Record<'E' | 'C' | 'O', number>) {
  const reading = screen.getByTestId('friend-reading');
  expect(within(reading).getByRole('heading', { level: 2 })).toHaveTextContent(
    new RegExp(`^${who} three scores$`),
  );
  const bin = (n: number) => (n >= 60 ? 'High' : 'Low');
  for (const [key, name] of [
    ['E', 'Extraversion'],
    ['C', 'Conscientiousness'],
    ['O', 'Openness'],
  ] as const) {
    const trait = reading.querySelector(`[data-trait="${key}"]`) as HTMLElement;
    expect(within(trait).getByRole('heading', { level: 3 })).toHaveTextContent(
      `${name}: ${scores[key]} out of 100, ${bin(scores[key])}`,
    );
    expect(within(trait).getAllByTestId('high-line')).toHaveLength(1);
  }
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('FriendLinkPage: tampered links show the plain flavour page with a note, never an error', () => {
  it.each(TAMPERED_LINKS.map((t) => [t.what, t] as const))('%s', (_what, t) => {
    openWithFragment(t.fragment);
    const { container } = renderPage(t.slug);
    expect(screen.getByTestId('link-note')).toHaveTextContent(new RegExp(`^${t.note.replace('.', '\\.')}$`));
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      new RegExp(`^${rowForSlug(t.slug)!.funkyFlavorName}$`),
    );
    expect(screen.queryByTestId('friend-reading')).toBeNull();
    expect(screen.queryByTestId('link-title')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your flavor' })).toHaveAttribute('href', '/');
    // Nothing of the fragment becomes markup.
    expect(container.querySelectorAll('b')).toHaveLength(0);
    expect(
      [...container.querySelectorAll('script')].filter((s) => s.textContent?.includes('alert(1)')),
    ).toEqual([]);
    expect(window.sessionStorage.getItem(FRIEND_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('FriendLinkPage: landmarks', () => {
  it("keeps what sits below the card, the page's call with it, inside the main landmark", () => {
    renderPage('caramel');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('article')).toBeInTheDocument();
    expect(within(main).getByText(rowForSlug('caramel')!.ogFlavorDescription)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Find your flavor' })).toHaveAttribute('href', '/');
  });
});

describe("FriendLinkPage: a friend's link", () => {
  it('a name with quotes and an ampersand is shown as text, exactly', () => {
    openWithFragment(`v1-42-77-91-${encodeURIComponent('Tom & "Jo"')}`);
    renderPage('caramel');
    expect(screen.getByTestId('link-title').textContent).toBe('Tom & "Jo"\'s flavour');
  });

  it('a v1 link reads as it always did: the three scores from music habits, no swirl, no bands', () => {
    openWithFragment('v1-42-77-91-Sam');
    renderPage('caramel');
    expect(screen.getByTestId('link-title')).toHaveTextContent(/^Sam's flavour$/);
    const reading = screen.getByTestId('friend-reading');
    expect(reading).toHaveTextContent('Each trait scores 0 to 100, read from music habits;');
    expect(reading.querySelector('[data-trait="O"]')).toHaveTextContent('Openness: 91 out of 100, High');
    expect(screen.queryByTestId('swirl-line')).toBeNull();
    expect(screen.queryByTestId('trait-band')).toBeNull();
    expectFriendScores("Sam's", { E: 42, C: 77, O: 91 });
    // Without a result of your own, the call leads home; the plain page's own call steps aside.
    expect(screen.getByRole('link', { name: 'Find your own flavour' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Find your flavor' })).toBeNull();
    // Kept for this tab under its own key; the visitor's own result key is never written.
    expect(window.sessionStorage.getItem(FRIEND_STORAGE_KEY)).toBe('v1-42-77-91-Sam');
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('editing the fragment on the page follows it', async () => {
    openWithFragment('v1-42-77-91-Sam');
    renderPage('caramel');
    expect(screen.getByTestId('link-title')).toHaveTextContent(/^Sam's flavour$/);
    await editFragment('v1-42-77-91');
    await waitFor(() => expect(screen.getByTestId('link-title')).toHaveTextContent(/^A friend's flavour$/));
    expectFriendScores("Your friend's", { E: 42, C: 77, O: 91 });
    await editFragment('nonsense');
    await waitFor(() => expect(screen.getByTestId('link-note')).toBeVisible());
    expect(screen.queryByTestId('friend-reading')).toBeNull();
  });

  it('with your own result in the tab, it offers the comparison on /flavor', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(aiResult(specRow('Sorbet'))));
    openWithFragment('v1-42-77-91-Sam');
    renderPage('caramel');
    expect(screen.getByTestId('friend-reading')).toHaveTextContent(
      'Your flavour is in this tab: see the two of you side by side.',
    );
    expect(screen.getByRole('link', { name: 'Compare with yours' })).toHaveAttribute('href', '/flavor');
  });

  it('your own link says so and is not kept as a friend', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(aiResult(specRow('Sorbet'))));
    openWithFragment('v1-84-84-27-Me');
    renderPage('sorbet');
    expect(screen.getByTestId('link-title')).toHaveTextContent(/^Your flavour, as your link shows it$/);
    expect(screen.getByTestId('friend-reading')).toHaveTextContent('This is your own link');
    expect(screen.getByRole('link', { name: 'Back to your result' })).toHaveAttribute('href', '/flavor');
    expect(window.sessionStorage.getItem(FRIEND_STORAGE_KEY)).toBeNull();
  });
});

describe('FriendLinkPage in German: the link opens in the reader’s language', () => {
  const t = translatorFor('de', de, 'Friends');

  it("a friend's named link: German title, heading and scale, the call to /de", () => {
    openWithFragment('v1-42-77-91-Sam');
    renderPage('caramel', 'de');
    expect(screen.getByTestId('link-title').textContent).toBe(t('titleNamed', { name: 'Sam' }));
    const reading = screen.getByTestId('friend-reading');
    expect(within(reading).getByRole('heading', { level: 2 }).textContent).toBe(
      t('scoresNamed', { name: 'Sam' }),
    );
    // A v1 link: the scores were read from music habits, and 60 is the line.
    expect(reading).toHaveTextContent(t('scale', { source: 'music', threshold: 60 }));
    expect(within(reading).getByRole('link', { name: t('findOwn') })).toHaveAttribute('href', '/de');
  });

  it('a tampered link: the German note and the plain page’s call to /de', () => {
    openWithFragment('v1-not-a-link');
    renderPage('caramel', 'de');
    expect(screen.getByTestId('link-note').textContent).toBe(t('refusedUnreadable'));
    expect(screen.getByRole('link', { name: t('findYourFlavor') })).toHaveAttribute('href', '/de');
  });
});
