import { FORGET_LANGUAGE } from '@/lib/states/reset';
import { seedPageHtml, seedThenOpen } from '@/lib/states/seed-page';

/**
 * The seed step's document (lib/states/seed-page.ts): its script writes the plan and opens the route, or shows
 * the failure and the way back; its words and its plan never become markup.
 */
const WORDS = {
  title: 'States',
  opening: 'Opening…',
  failed: 'Failed.',
  unknown: 'No such state.',
  back: 'Back',
};
const ARGS = {
  session: { result: '{"a":1}' },
  local: { venue: 'on' },
  href: '/de/flavor',
  failed: 'Failed.',
  forgetLanguage: FORGET_LANGUAGE,
};

function fakeWindow(options: { sessionThrows?: boolean; setThrows?: boolean } = {}) {
  const stores = { session: new Map([['old', 'x']]), local: new Map([['older', 'y']]) };
  const storage = (map: Map<string, string>) =>
    ({
      clear: () => map.clear(),
      setItem: (key: string, value: string) => {
        if (options.setThrows) throw new Error('QuotaExceededError');
        map.set(key, value);
      },
    }) as unknown as Storage;
  const replaced: string[] = [];
  const cookies: string[] = [];
  document.body.innerHTML = '<p id="seed-status">Opening…</p><a id="seed-back" hidden>Back</a>';
  const win = {
    get sessionStorage(): Storage {
      if (options.sessionThrows) throw new DOMException('denied', 'SecurityError');
      return storage(stores.session);
    },
    localStorage: storage(stores.local),
    location: { replace: (href: string) => void replaced.push(href) },
    document: {
      getElementById: (id: string) => document.getElementById(id),
      set cookie(line: string) {
        cookies.push(line);
      },
      get cookie() {
        return '';
      },
    },
  };
  return { win, stores, replaced, cookies };
}

describe('seedThenOpen', () => {
  it('clears what was stored, the remembered language too, writes the plan and replaces the page with the route', () => {
    const { win, stores, replaced, cookies } = fakeWindow();
    seedThenOpen(ARGS, win);
    // The route opens in the language of the link, whatever the switch remembered in this browser.
    expect(cookies).toEqual([FORGET_LANGUAGE]);
    expect(Object.fromEntries(stores.session)).toEqual({ result: '{"a":1}' });
    expect(Object.fromEntries(stores.local)).toEqual({ venue: 'on' });
    expect(replaced).toEqual(['/de/flavor']);
  });

  it('skips a store the browser refuses, as the product does', () => {
    const { win, stores, replaced } = fakeWindow({ sessionThrows: true });
    seedThenOpen(ARGS, win);
    expect(Object.fromEntries(stores.local)).toEqual({ venue: 'on' });
    expect(replaced).toEqual(['/de/flavor']);
  });

  it('shows the failure and the way back when the plan cannot be written', () => {
    const { win, replaced } = fakeWindow({ setThrows: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    seedThenOpen(ARGS, win);
    expect(replaced).toEqual([]);
    expect(document.getElementById('seed-status')?.textContent).toBe('Failed.');
    expect(document.getElementById('seed-back')?.hasAttribute('hidden')).toBe(false);
    error.mockRestore();
  });
});

describe('seedPageHtml', () => {
  it('writes words as text and the plan as JSON no markup can break out of', () => {
    const html = seedPageHtml(
      'de',
      { ...WORDS, opening: '<b>Öffne</b> "den" Zustand' },
      {
        kind: 'open',
        plan: { session: { k: '</script><script>alert(1)</script>' }, local: {}, path: '/flavor' },
        href: '/de/flavor',
      },
      '/de/states',
    );
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('&lt;b&gt;Öffne&lt;/b&gt; &quot;den&quot; Zustand');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain('<a id="seed-back" href="/de/states" hidden>');
  });

  it('says why with the way back, and runs nothing, for an unknown or failed state', () => {
    for (const kind of ['unknown', 'failed'] as const) {
      const html = seedPageHtml('en', WORDS, { kind }, '/states');
      expect(html).toContain(`<p role="status" id="seed-status">${WORDS[kind]}</p>`);
      expect(html).toContain('<a id="seed-back" href="/states">Back</a>');
      expect(html).not.toContain('<script');
    }
  });
});
