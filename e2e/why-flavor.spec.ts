import type { Page } from '@playwright/test';
import { accountExportZip } from '../fixtures/spotify-export';
import { aiResult, specRow } from '../fixtures/results';
import { connectStandIn } from './support/stand-in';
import { expectNoViolations } from './support/axe';
import { chooseFiles, expect, expectFlavorFound, landOnWidget, test } from './support/widget-flow';

/**
 * "Why this flavour" below the card, from either widget's result. A result without evidence is a component
 * test (__tests__/components/why/why-flavor.test.tsx).
 */

const TRAITS = [
  ['E', 'Extraversion', 'extraversion_signals'],
  ['C', 'Conscientiousness', 'conscientiousness_signals'],
  ['O', 'Openness', 'openness_signals'],
] as const;

function why(page: Page) {
  return page.getByRole('region', { name: 'Why this flavour' });
}

/** Each trait shows its score, High/Low and its first evidence sentences; the rest open on request. */
async function expectExplained(page: Page, result: Record<string, unknown>): Promise<void> {
  const section = why(page);
  await expect(section).toBeVisible();
  await expect(section).toContainText('Just for fun');
  // A teaser that opens: the meters show, the clues wait behind "Show why".
  await section.getByRole('button', { name: 'Show why' }).click();
  const evidence = result.evidence as Record<string, string[]>;
  for (const [key, name, signalsKey] of TRAITS) {
    const score = Math.round(Number(result[`${key}_score`]));
    const bin = score >= 60 ? 'High' : 'Low';
    const trait = section.locator(`[data-trait="${key}"]`);
    await expect(trait.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      new RegExp(`^${name}\\s*${name}: ${score} out of 100, ${bin} \\(60 and up counts as High\\)`),
    );
    await expect(trait).toContainText(`${score}/100 · ${bin}`);
    const signals = evidence[signalsKey] ?? [];
    for (const sentence of signals.slice(0, 3))
      await expect(trait.getByText(sentence, { exact: true })).toBeVisible();
    if (signals.length > 3) {
      const more = trait.getByText(/^Show \d+ more clues?$/);
      await expect(trait.getByText(signals[3]!, { exact: true })).toBeHidden();
      await more.click();
      for (const sentence of signals.slice(3))
        await expect(trait.getByText(sentence, { exact: true })).toBeVisible();
    }
    // The bar marks where 60 sits.
    await expect(trait.getByTestId('high-line')).toHaveAttribute('style', /left:\s*60%/);
  }
}

test('a result from the stand-in widget: scores, High/Low and evidence, and no numbers section at all', async ({
  page,
  origins,
}) => {
  const result = aiResult(specRow('Caramel'));
  const { standIn } = await connectStandIn(page, '/', origins.devWidget);
  await standIn.send({ type: 'complete', result: JSON.stringify(result) });
  await expect(page).toHaveURL(/\/flavor$/);
  await expectExplained(page, result);
  // Nothing counted, nothing shown: the numbers are left out, not explained (docs/design.md).
  await expect(why(page).getByRole('region', { name: 'Your listening in numbers' })).toHaveCount(0);
  await expect(why(page)).not.toContainText('No listening numbers came with this result');
  // How steady our scorer is was measured on real listening, not on another widget's results.
  await expect(why(page).getByTestId('steadiness')).toHaveCount(0);
  await expectNoViolations(page, '/flavor explained (stand-in result)');
});

test('a result from the built-in widget: scores, evidence and the listening in numbers', async ({ page }) => {
  const w = await landOnWidget(page);
  await chooseFiles(w, [accountExportZip({ seed: 11 })]);
  const stored = await expectFlavorFound(page);
  const numbers = (stored as Record<string, unknown>).listening_numbers as Record<string, unknown>;
  expect(numbers).toEqual(
    expect.objectContaining({
      plays: expect.any(Number),
      artists: expect.any(Number),
      firstDate: expect.any(String),
    }),
  );
  await expectExplained(page, stored);
  const list = why(page).getByRole('region', { name: 'Your listening in numbers' });
  await expect(list).toContainText(`${Number(numbers.plays).toLocaleString('en-US')} plays`);
  await expect(list).toContainText(`${Number(numbers.tracks).toLocaleString('en-US')} tracks`);
  for (const label of ['Plays counted', 'Listening time', 'Days covered', 'Artists', 'Tracks', 'From'])
    await expect(list.getByText(label, { exact: true })).toBeVisible();
  // The built-in scorer says how sure it is: the steadiness line speaks of this visitor's own chances.
  await expect(why(page).getByTestId('steadiness')).toHaveText(
    /^How steady is it\? Read from another stretch of your listening, your flavour would stay .+ (about [1-9] times? in 10|nearly every time|hardly ever)\.( Otherwise, most likely .+\.)?$/,
  );
  await expectNoViolations(page, '/flavor explained (built-in widget result)');
});
