import type { Page } from '@playwright/test';
import type en from '../../messages/en.json';
import { FLAVOR_SLUGS, type FlavorSlug } from '../../lib/flavor/table';
import { EXPORT_SOURCES, sampleOf, type ExportSource } from '../../lib/states/states';
import { expect } from './test';

/**
 * The checks of the states of each source, of the other sample listeners and of the plain pages (the landing,
 * the public flavour pages): each proves, in the page's own words, that it is that state. One or two
 * assertions each: these are many page loads in three languages.
 */
type Words = typeof en;

/** The words of a message before its first placeholder ("Last.fm scrobbles does not show"). */
const before = (message: string) => message.slice(0, message.indexOf('{')).trim();
/** The words of a message after its first placeholder (": Last.fm lets us read only …"). */
const after = (message: string) => message.slice(message.indexOf('}') + 1).trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The whole address is this path of the page's language, nothing after it unless said. */
const at = (prefix: string, path: string) => new RegExp(`^https?://[^/]+${escape(prefix + path)}$`);

const isExportSource = (value: string): value is ExportSource =>
  (EXPORT_SOURCES as readonly string[]).includes(value);
const isFlavorSlug = (value: string): value is FlavorSlug =>
  (FLAVOR_SLUGS as readonly string[]).includes(value);

/**
 * A source's result at its "Why this flavour": what that source cannot show (Spotify's extended history shows
 * every habit, whole albums among them, which no other source reads), and how far back it reads.
 */
async function checkSource(page: Page, source: ExportSource, words: Words, prefix: string): Promise<void> {
  await expect(page).toHaveURL(at(prefix, '/flavor#why-heading'));
  const why = page.locator('section[aria-labelledby="why-heading"]');
  const own =
    source === 'spotify-extended' ? after(words.Evidence.fact.O6) : before(words.Evidence.unfed[source]);
  await expect(why).toContainText(own);
  const reading = source === 'lastfm' ? words.Why.readingLastfm : words.Why.readingNewest;
  await expect(why.getByTestId('reading-months')).toContainText(after(reading));
}

/** Handles the ids of these states (true), or leaves the id to the other checks (false). */
export async function checkSourcesState(
  page: Page,
  id: string,
  words: Words,
  prefix: string,
): Promise<boolean> {
  const source = /^result-(.+)$/.exec(id)?.[1];
  if (source !== undefined && isExportSource(source)) {
    await checkSource(page, source, words, prefix);
    return true;
  }
  const sample = /^sample-(.+)$/.exec(id)?.[1];
  const listener = sample === undefined ? undefined : sampleOf(sample);
  if (listener) {
    // The picker's result: the note naming the listener, on the card of the row they are made for.
    await expect(page.getByTestId('sample-note')).toContainText(listener.name);
    await expect(page.getByRole('article', { name: words.Flavors[listener.slug].name })).toBeVisible();
    return true;
  }
  if (id === 'page-landing') {
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${escape(prefix)}/?$`));
    await expect(page.getByRole('button', { name: words.Landing.cta })).toBeVisible();
    await expect(page.getByText(words.Landing.subtitle)).toBeVisible();
    return true;
  }
  const slug = /^page-flavor-(.+)$/.exec(id)?.[1];
  if (slug !== undefined && isFlavorSlug(slug)) {
    // No fragment, so no friend's reading: the page's own "About …" and its call to find your own.
    await expect(page).toHaveURL(at(prefix, `/flavor/${slug}`));
    const about = words.FlavorPage.about.replace('{flavor}', words.Flavors[slug].ogName);
    await expect(page.getByRole('heading', { name: about })).toBeVisible();
    await expect(page.getByRole('link', { name: words.Friends.findYourFlavor })).toBeVisible();
    return true;
  }
  return false;
}
