import type { Browser, Page } from '@playwright/test';
import en from '../messages/en.json';
import { readCrewLink } from '../lib/crew/crew-link';
import { answerQuiz, openQuizWidget, readQr } from './support/pop-up';
import { widgetIframe } from './support/stand-in';
import { expect, test, toastTitled } from './support/test';
import { appleExportZip } from './fixtures/other-services';
import { PORT_WAIT_MS, startFakeLastfm } from './support/fake-lastfm';
import { chooseFiles, expectFlavorFound, landOnWidget } from './support/widget-flow';

/**
 * A crew at the counter (issue 48, docs/crew.md): people in their own browsers build one crew by passing its
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

test('three people build a crew by link (one by an export, then Start a crew; one by the quiz and one by Last.fm on the crew page); each sees the same crew, flavour and pairs; the crew never leaves the device', async ({
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
  });
  const first = ana.url();

  await test.step('the crew QR decodes to the crew link', async () => {
    await ana.getByRole('button', { name: words.showCode }).click();
    const qr = ana.getByRole('img', { name: words.qrLabel });
    await expect(qr).toBeVisible();
    expect(await readQr(qr)).toBe(first);
  });

  const ben = await person(browser, requests);
  await test.step('Ben opens it, finds his flavour by the quiz on the crew page and adds his scoop', async () => {
    await ben.goto(first.replace(origins.app, ''));
    await expect(scoops(ben)).toHaveCount(1);
    await ben.getByRole('button', { name: words.findFlavor }).click();
    await answerQuiz(widgetIframe(ben).contentFrame());
    await expect(toastTitled(ben, en.Toasts.flavorFound.title)).toBeVisible({ timeout: 20_000 });
    // Still the crew page, now with a result to add.
    await expect(ben).toHaveURL(/\/crew#c2-/);
    await ben.getByLabel('Your first name or nickname (optional)').fill('Ben');
    await ben.getByRole('button', { name: words.add }).click();
    await expect(scoops(ben)).toHaveCount(2);
    await expect(ben.getByTestId('crew-added')).toBeVisible();
  });
  const second = ben.url();
  expect(second).not.toBe(first);

  const cem = await person(browser, requests);
  await test.step('Cem opens it, finds his flavour by Last.fm (the test’s fake) and adds his scoop without a name', async () => {
    const fake = await startFakeLastfm();
    try {
      await cem.goto(second.replace(origins.app, ''));
      await cem.getByRole('button', { name: words.findFlavor }).click();
      const form = widgetIframe(cem).contentFrame().getByTestId('lastfm');
      await form.getByRole('textbox').fill('pages6');
      await form.getByRole('button', { name: en.Widget.lastfmRead }).click();
      await expect(toastTitled(cem, en.Toasts.flavorFound.title)).toBeVisible({ timeout: 30_000 });
    } finally {
      await fake.close();
    }
    await cem.getByRole('button', { name: words.add }).click();
    await expect(scoops(cem)).toHaveCount(3);
    await expect(scoops(cem).nth(2)).toContainText('Scoop 3 (you)');
  });
  const crewLink = cem.url();
  const outcome = readCrewLink(new URL(crewLink).hash);
  expect(outcome.status === 'ok' && outcome.crew.members.map((m) => m.name)).toEqual([
    'Ana',
    'Ben',
    undefined,
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

  await test.step('a tap on a member sets them beside you', async () => {
    await scoops(cem).first().click();
    await expect(cem.getByRole('heading', { name: 'You and Ana' })).toBeVisible();
  });

  // No request carried the crew: every one went to this site (or its built-in widget), none with the token.
  const token = new URL(crewLink).hash.slice(1);
  const outside = requests.filter((url) => ![origins.app, origins.devWidget].includes(new URL(url).origin));
  expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  for (const url of requests) expect(url).not.toContain(token.slice(0, 10));
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
    await tablet.getByLabel('Your first name or nickname (optional)').fill(name);
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
  });
  const crewLink = tablet.url();
  const read = readCrewLink(new URL(crewLink).hash);
  expect(read.status === 'ok' && read.crew.members.map((m) => m.name)).toEqual(['Ada', 'Bo', 'Cy']);

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
    expect(await scoops(phone).allInnerTexts()).toEqual(
      (await scoops(tablet).allInnerTexts()).map((t) => t.replace(/ \(you\)/, '')),
    );
  });

  await test.step('Next visitor leaves nothing of the crew', async () => {
    await tablet.getByRole('button', { name: en.Venue.nextVisitor }).click();
    await expect(tablet).toHaveURL(`${origins.app}/`);
    expect(
      await tablet.evaluate(() => ({ session: sessionStorage.length, local: Object.keys(localStorage) })),
    ).toEqual({ session: 0, local: ['flavor-venue'] });
  });
});
