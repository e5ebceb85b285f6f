import { expect, expectConsole, test } from './support/test';

/** Any unknown path is the 404 page, and the attempted path is logged to the console. */
test('an unknown path is a 404 page that logs the attempted path', async ({
  page,
  origins,
  consoleLines,
}) => {
  const response = await page.goto('/some/missing/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expectConsole(consoleLines, 'error', '/some/missing/path');
  await home.click();
  await expect(page).toHaveURL(`${origins.app}/`);
  await expect(page.getByRole('button', { name: 'Discover Your Flavor' })).toBeVisible();
});
