/**
 * /de/flavor's pre-paint: the saved result keeps the table's English words, so the script matches it against
 * the English fingerprints and reveals a card by its index; the card it reveals is the prerendered German page's,
 * which holds the German words of that row. Checked here end to end on the prerendered markup of both languages.
 */
import { renderToString } from 'react-dom/server';
import { FlavorView } from '@/components/result/flavor-view';
import { buildResult } from '@/lib/flavor/result';
import { FLAVOR_ROWS, HIGH_THRESHOLD } from '@/lib/flavor/table';
import { PREPAINT_STYLE_ID, prepaintScript } from '@/lib/prepaint/prepaint';
import { STORAGE_KEY } from '@/lib/result-io/storage';
import { IntlWrapper, type TestLocale } from '../support/intl';
import de from '@/messages/de.json';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));

const runScript = new Function(prepaintScript()) as () => void;

/** The prerendered page of a language, with `text` saved, after the script has run: the card on screen. */
function paintedCard(locale: TestLocale, text: string): HTMLElement | null {
  document.body.innerHTML = renderToString(
    <IntlWrapper locale={locale}>
      <FlavorView prepaintScript="" />
    </IntlWrapper>,
  );
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  sessionStorage.clear();
  sessionStorage.setItem(STORAGE_KEY, text);
  runScript();
  const style = document.getElementById(PREPAINT_STYLE_ID);
  const index = /\[data-prepaint-row="(\d+)"\]/.exec(style?.textContent ?? '')?.[1];
  return index === undefined ? null : document.querySelector(`[data-prepaint-row="${index}"]`);
}

afterEach(() => {
  document.getElementById(PREPAINT_STYLE_ID)?.remove();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('pre-paint on the German page', () => {
  it.each(FLAVOR_ROWS.map((row) => [row.rowKey, row] as const))(
    'paints the German card of a saved %s result',
    (_key, row) => {
      const score = (bin: 'High' | 'Low') => (bin === 'High' ? HIGH_THRESHOLD + 12 : HIGH_THRESHOLD - 23);
      const saved = JSON.stringify(
        buildResult({ E: score(row.bins.E), C: score(row.bins.C), O: score(row.bins.O) }),
      );
      const german = paintedCard('de', saved);
      expect(german?.querySelector('h1')?.textContent).toBe(de.Flavors[row.slug].name);
      expect(german?.textContent).toContain(de.Flavors[row.slug].description);
      expect(german?.textContent).toContain(de.Result.cardHeader);

      const english = paintedCard('en', saved);
      expect(english?.querySelector('h1')?.textContent).toBe(row.funkyFlavorName);
      expect(english?.textContent).toContain(row.personalityDescription);
      expect(english?.textContent).toContain('PERSONALITY TYPE');
    },
  );

  it('the German loading state is German', () => {
    document.body.innerHTML = renderToString(
      <IntlWrapper locale="de">
        <FlavorView prepaintScript="" />
      </IntlWrapper>,
    );
    const waiting = document.querySelector('[data-prepaint-waiting]')?.textContent;
    expect(waiting).toBe(de.Result.loading);
    // German typography: one ellipsis character, kept on the line of its word by a no-break space.
    expect(waiting).toMatch(/^Deine Sorte kommt gleich\u00a0…$/);
  });
});
