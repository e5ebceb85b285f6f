import type { Browser, Page } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { readCrewLink } from '../lib/crew/crew-link';
import { VENUE_STORAGE_KEY } from '../lib/venue/venue-key';
import { answerQuiz, openQuizWidget, readQr } from './support/pop-up';
import { widgetIframe } from './support/stand-in';
import { expect, test, toastTitled } from './support/test';
import { appleExportZip } from '../fixtures/other-services';
import { PORT_WAIT_MS, startFakeLastfm } from './support/fake-lastfm';
import { chooseFiles, expectFlavorFound, landOnWidget } from './support/widget-flow';

/**
 * A crew at the counter (docs/crew.md): people in their own browsers build one crew by passing its
 * link on; each sees the same crew page. Phone-sized, as the people at the counter hold it.
 */
test.use({ viewport: { width: 390, height: 844 } });

const words = en.Crew;

/** A new browser of its own (a person), with every request it makes noted. */
async function person(browser: Browser, requests: string[]): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  page.on('request', (r) => requests.push(r.url()));
  return page;
}

const scoops = (page: Page) => page.getByTestId('crew-scoop');

test('three people make a crew by link: the starter is invited to invite, each joiner sees whose crew it is and their scoop land; two branches of the crew become one on the starter’s page; the crew never leaves the device', async ({
  browser,
  origins,
}) => {
  // Two minutes of work, and the Last.fm fake's port may be held by sources.spec for a while.
  test.setTimeout(120_000 + PORT_WAIT_MS);
  const requests: string[] = [];

  const ana = await person(browser, requests);
  await test.step('Ana finds her flavour by an export and starts a crew from her result, with her name', async () => {
    await chooseFiles(await landOnWidget(ana), [appleExportZip()]);
    await expectFlavorFound(ana);
    await ana.getByLabel('Your first name or nickname (optional)').fill('Ana');
    await ana.getByRole('button', { name: words.start.button }).click();
    await expect(ana).toHaveURL(/\/crew#c2-/);
    await expect(scoops(ana)).toHaveCount(1);
    await expect(scoops(ana).first()).toContainText('Ana (you)');
    // A crew of one leads with inviting: in the first view, before the sundae.
    await expect(ana.getByRole('heading', { name: words.inviteHeading })).toBeInViewport();
    await expect(ana.getByRole('button', { name: words.copy })).toBeInViewport({ ratio: 1 });
  });
  const first = ana.url();

  await test.step('the crew QR decodes to the crew link', async () => {
    await ana.getByRole('button', { name: words.showCode }).click();
    const qr = ana.getByRole('img', { name: words.qrLabel });
    await expect(qr).toBeVisible();
    expect(await readQr(qr)).toBe(first);
  });

  const ben = await person(browser, requests);
  await test.step('Ben opens it: whose crew it is and the join button first; the quiz, his flavour, then his scoop lands in view', async () => {
    await ben.goto(first.replace(origins.app, ''));
    await expect(ben.getByRole('heading', { level: 1, name: 'Ana invites you' })).toBeInViewport();
    const join = ben.getByRole('button', { name: words.add });
    await expect(join).toBeInViewport({ ratio: 1 });
    await join.click();
    await answerQuiz(widgetIframe(ben).contentFrame());
    await expect(toastTitled(ben, en.Toasts.flavorFound.title)).toBeVisible({ timeout: 20_000 });
    // Still the crew page, now with his own flavour shown before it goes in.
    await expect(ben).toHaveURL(/\/crew#c2-/);
    await expect(ben.getByTestId('crew-reveal')).toContainText(words.revealKicker);
    await ben.getByLabel('Your first name or nickname (optional)').fill('Ben');
    await ben.getByRole('button', { name: words.add }).click();
    await expect(scoops(ben)).toHaveCount(2);
    await expect(ben.getByTestId('crew-added')).toBeVisible();
    await expect(ben.locator('[data-testid=crew-sundae-drawing] [data-place="1"]')).toBeInViewport();
  });
  const second = ben.url();
  expect(second).not.toBe(first);

  const cem = await person(browser, requests);
  await test.step('Cem opens Ana’s first link too, finds his flavour by Last.fm (the test’s fake) and adds his scoop without a name', async () => {
    const fake = await startFakeLastfm();
    try {
      await cem.goto(first.replace(origins.app, ''));
      await cem.getByRole('button', { name: words.add }).click();
      const form = widgetIframe(cem).contentFrame().getByTestId('lastfm');
      await form.getByRole('textbox').fill('pages6');
      await form.getByRole('button', { name: en.Widget.lastfmRead }).click();
      await expect(toastTitled(cem, en.Toasts.flavorFound.title)).toBeVisible({ timeout: 30_000 });
    } finally {
      await fake.close();
    }
    await cem.getByRole('button', { name: words.add }).click();
    await expect(scoops(cem)).toHaveCount(2);
    await expect(scoops(cem).nth(1)).toContainText('Scoop 2 (you)');
  });
  const third = cem.url();

  await test.step('Ana opens Ben’s link in a new tab: she is “(you)” there, from what her phone remembers', async () => {
    const tab = await ana.context().newPage();
    tab.on('request', (r) => requests.push(r.url()));
    await tab.goto(second.replace(origins.app, ''));
    await expect(scoops(tab)).toHaveCount(2);
    await expect(scoops(tab).first()).toContainText('Ana (you)');
    await expect(tab.getByTestId('crew-join')).toHaveCount(0);

    // Then Cem's: the same crew grown apart, offered as one link holding both.
    await tab.goto(third.replace(origins.app, ''));
    await expect(tab.getByTestId('crew-apart')).toContainText('Ben');
    await tab.getByRole('button', { name: words.merge }).click();
    await expect(scoops(tab)).toHaveCount(3);
    await expect(tab.getByTestId('crew-merged')).toBeVisible();
  });
  const tab = ana.context().pages().at(-1);
  const crewLink = tab?.url() ?? '';
  const outcome = readCrewLink(new URL(crewLink).hash);
  // The outcome itself when it is not ok, so a failure shows why.
  expect(outcome.status === 'ok' ? outcome.crew.members.map((m) => m.name) : outcome).toEqual([
    'Ana',
    undefined,
    'Ben',
  ]);

  await test.step('each sees the same crew page, flavour and pairs', async () => {
    const seen = [];
    for (const page of [ana, ben, cem]) {
      await page.goto(crewLink.replace(origins.app, ''));
      await expect(scoops(page)).toHaveCount(3);
      seen.push({
        flavor: await page.getByTestId('crew-flavor').getAttribute('data-row'),
        pairs: await page.getByTestId('crew-pair-line').allInnerTexts(),
        names: (await scoops(page).allInnerTexts()).map((t) => t.replace(/ \(you\)/, '')),
      });
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  await test.step('a tap on a member sets them beside you, in view', async () => {
    await scoops(cem).first().click();
    const pair = cem.getByRole('heading', { name: 'You and Ana' });
    await expect(pair).toBeInViewport();
  });

  // No request carried the crew: every one went to this site (or its built-in widget), none with the token.
  const token = new URL(crewLink).hash.slice(1);
  const outside = requests.filter((url) => ![origins.app, origins.devWidget].includes(new URL(url).origin));
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  for (const url of requests) {
    expect(url).not.toContain(token.slice(3, 16));
    expect(url).not.toContain('Ana');
  }
});

test('a crew link handed out on a German page opens in English in an English browser', async ({
  browser,
  origins,
}) => {
  const berlin = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await berlin.goto('/de/states/open?state=crew-one');
  await expect(berlin).toHaveURL(/\/de\/crew#c2-/);
  await berlin.getByRole('button', { name: de.Crew.showCode }).click();
  const link = await berlin.getByRole('img', { name: de.Crew.qrLabel }).getAttribute('data-link');
  // The link names no language: whoever opens it reads it in theirs.
  expect(link).toMatch(new RegExp(`^${origins.app}/crew#c2-`));
  const london = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await london.goto((link ?? '').replace(origins.app, ''));
  await expect(london).toHaveURL(/\/crew#c2-/);
  await expect(london.locator('html')).toHaveAttribute('lang', 'en');
  await expect(scoops(london)).toHaveCount(1);
});

test('an edited crew link: the members that read, one message with how many did not', async ({ page }) => {
  await page.goto('/states/open?state=crew-tampered');
  await expect(scoops(page)).toHaveCount(3);
  await expect(toastTitled(page, en.Toasts.crewLeftOut.title)).toHaveCount(1);
  await expect(toastTitled(page, en.Toasts.crewLeftOut.title)).toContainText('2');
});

test('a venue screen builds a crew of three by Add the next friend; its QR opens the same crew on a phone; Next visitor leaves nothing', async ({
  browser,
  origins,
}) => {
  test.setTimeout(180_000);
  const tablet = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await tablet.goto('/?venue=on');
  await expect(tablet).toHaveURL(`${origins.app}/`);
  const venue = en.Crew.venue;

  /** One friend's turn: the quiz in the dialog that is open, their name, then the button of `next`. */
  async function turn(name: string, next: string) {
    await answerQuiz(widgetIframe(tablet).contentFrame());
    await expect(tablet).toHaveURL(`${origins.app}/flavor`);
    // The crew's buttons are in the tablet's first view, beside the code.
    const button = tablet.getByTestId('venue-crew').getByRole('button', { name: next });
    await expect(button).toBeInViewport({ ratio: 1 });
    const field = tablet.getByLabel('Your first name or nickname (optional)');
    await expect(field).toBeInViewport({ ratio: 1 });
    await field.fill(name);
    await button.click();
    await expect(tablet).toHaveURL(/\/crew#c2-/);
  }

  await test.step('three friends take turns at the counter', async () => {
    await openQuizWidget(tablet);
    await turn('Ada', venue.addNext);
    // The crew page opens the next friend's way in at once, over the crew so far.
    await expect(scoops(tablet)).toHaveCount(1);
    await turn('Bo', venue.addNext);
    await expect(scoops(tablet)).toHaveCount(2);
    await expect(tablet.getByTestId('venue-crew-count')).toHaveCount(0);
    await answerQuiz(widgetIframe(tablet).contentFrame());
    await expect(tablet.getByTestId('venue-crew-count')).toContainText('2 scoops in your crew so far');
    await tablet.getByLabel('Your first name or nickname (optional)').fill('Cy');
    await tablet.getByRole('button', { name: venue.ourSundae }).click();
    await expect(scoops(tablet)).toHaveCount(3);
    // A shared screen is nobody's: no scoop says "(you)".
    await expect(tablet.getByTestId('crew-sundae')).not.toContainText(`(${words.you})`);
  });
  const crewLink = tablet.url();
  const read = readCrewLink(new URL(crewLink).hash);
  expect(read.status === 'ok' ? read.crew.members.map((m) => m.name) : read).toEqual(['Ada', 'Bo', 'Cy']);

  await test.step('the crew QR, in the first view of the tablet, decodes to the crew link', async () => {
    const qr = tablet.getByTestId('venue-crew-bar').getByRole('img', { name: words.qrLabel });
    await expect(qr).toBeInViewport({ ratio: 1 });
    expect(await readQr(qr)).toBe(crewLink);
  });

  await test.step('the link on a phone shows the same crew', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(crewLink.replace(origins.app, ''));
    await expect(scoops(phone)).toHaveCount(3);
    expect(await phone.getByTestId('crew-flavor').getAttribute('data-row')).toBe(
      await tablet.getByTestId('crew-flavor').getAttribute('data-row'),
    );
    expect(await scoops(phone).allInnerTexts()).toEqual(await scoops(tablet).allInnerTexts());
  });

  await test.step('Next visitor leaves nothing of the crew', async () => {
    await tablet.getByRole('button', { name: en.Venue.nextVisitor }).click();
    await expect(tablet).toHaveURL(`${origins.app}/`);
    expect(
      await tablet.evaluate(() => ({ session: sessionStorage.length, local: Object.keys(localStorage) })),
    ).toEqual({ session: 0, local: [VENUE_STORAGE_KEY] });
  });
});
