import type { Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import en from '../../messages/en.json';
import { MAX_NAME_LENGTH } from '../../lib/links/friend-name';
import { ELSEWHERE_ROW, FRIEND_NAME, FRIEND_ROW } from '../../lib/states/states';
import { expect, toastTitled } from './test';

/** A catalogue: English, German or the pseudo-locale's (all shaped as en.json). */
export type Words = typeof en;

/**
 * The page's words as it shows them, formatted by next-intl's own core: an apostrophe the pseudo-locale doubles
 * (as ICU asks) shows once, and placeholders are filled.
 */
function translator(words: Words, prefix: string) {
  return createTranslator({ locale: prefix === '/de' ? 'de' : 'en', messages: words });
}

/**
 * The states of the friend link's, the crew's, the pictures' and the error screen's messages (lib/states/states.ts):
 * each checked to be that state, in the page's own words. True when `id` is one of these and it held; false when
 * it is not one of these.
 */
export async function checkPagesState(
  page: Page,
  id: string,
  words: Words,
  prefix: string,
): Promise<boolean> {
  const t = translator(words, prefix);
  const nameField = page.locator('input[autocomplete="nickname"]');
  switch (id) {
    case 'friend-unreadable':
    case 'friend-other-flavour': {
      const slug = id === 'friend-unreadable' ? FRIEND_ROW : ELSEWHERE_ROW;
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor/${slug}#v2-`));
      const said = id === 'friend-unreadable' ? 'refusedUnreadable' : 'refusedOtherFlavour';
      await expect(page.getByTestId('link-note')).toHaveText(t(`Friends.${said}`));
      await expect(page.getByTestId('friend-reading')).toHaveCount(0);
      return true;
    }
    case 'friend-own':
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor/sorbet#v2-`));
      await expect(page.getByTestId('link-title')).toHaveText(t('Friends.titleOwn'));
      await expect(page.getByTestId('friend-reading')).toContainText(t('Friends.ownNote'));
      return true;
    case 'friend-removed':
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor$`));
      await expect(page.getByText(t('Friends.removedNamed', { name: FRIEND_NAME }))).toBeVisible();
      await expect(page.getByTestId('friend-pair')).toHaveCount(0);
      return true;
    case 'crew-added':
      await expect(page).toHaveURL(new RegExp(`${prefix}/crew#c2-`));
      await expect(page.getByTestId('crew-added')).toHaveText(t('Crew.added'));
      await expect(page.getByTestId('crew-scoop')).toHaveCount(4);
      await expect(page.getByTestId('crew-join')).toHaveCount(0);
      return true;
    case 'crew-start-sample':
      await expect(page.getByTestId('sample-note')).toBeVisible();
      await expect(page.getByTestId('start-crew')).toContainText(t('Crew.start.sample'));
      await expect(page.getByTestId('start-crew').getByRole('button')).toHaveCount(0);
      return true;
    case 'crew-start-name':
      await expect(page.getByTestId('start-crew')).toContainText(t('Crew.start.name'));
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor$`));
      return true;
    case 'venue-crew-full':
      await expect(page.getByTestId('venue-crew-count')).toHaveText(t('Crew.venue.full'));
      await expect(page.getByRole('button', { name: t('Crew.venue.addNext') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('Crew.venue.ourSundae') })).toBeVisible();
      return true;
    case 'venue-crew-sample':
      await expect(page.getByTestId('sample-note')).toBeVisible();
      await expect(page.getByTestId('venue-crew-count')).toHaveText(t('Crew.venue.sample'));
      return true;
    case 'venue-crew-name':
      await expect(page.getByTestId('venue-crew')).toContainText(t('Crew.venue.name'));
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(new RegExp(`${prefix}/flavor$`));
      return true;
    case 'toast-crew-link-copied':
      await expect(page).toHaveURL(new RegExp(`${prefix}/states/toast\\?state=${id}$`));
      await expect(toastTitled(page, t('Toasts.crewLinkCopied.title'))).toBeVisible();
      return true;
    case 'share-picture-failed':
      // Only the share picture on this page: no friend beside the result, so no duo picture.
      await expect(page.getByText(t('Share.drawFailed'), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('Share.sharePicture') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      return true;
    case 'share-duo-failed':
      await expect(page.getByTestId('friend-pair').getByText(t('Friends.drawFailed'))).toBeVisible();
      return true;
    case 'share-crew-failed':
      await expect(page).toHaveURL(new RegExp(`${prefix}/crew#c2-`));
      await expect(page.getByTestId('crew-picture').getByText(t('Share.drawFailed'))).toBeVisible();
      return true;
    case 'share-name-too-long':
    case 'share-name-characters': {
      const said =
        id === 'share-name-too-long'
          ? t('Share.nameTooLong', { max: MAX_NAME_LENGTH })
          : t('Share.nameBadCharacters');
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(said, { exact: true })).toBeVisible();
      return true;
    }
    case 'error-screen': {
      // The error screen's words are the public languages' (lib/i18n/last-resort.ts): the pseudo-locale, a
      // preview-only language, shows English there by design.
      const screens = prefix === '/en-XA' ? en.Screens : words.Screens;
      await expect(page).toHaveURL(new RegExp(`${prefix}/states/error$`));
      await expect(page.getByRole('heading', { name: screens.errorTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: screens.retry })).toBeVisible();
      return true;
    }
    default:
      return false;
  }
}
