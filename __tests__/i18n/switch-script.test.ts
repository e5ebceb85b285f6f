import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { languageSwitchScript } from '@/lib/i18n/switch-script';

/**
 * A tap on a language link before React runs (lib/i18n/switch-script.ts): the inline script, run as the page
 * runs it, carries the page's query and fragment along and remembers the choice, until the page is interactive.
 */
describe('the language switch before React runs', () => {
  let clicks: string[] = [];
  beforeAll(() => {
    new Function(languageSwitchScript())();
    // jsdom does not navigate: the link's address at the moment of the click is what the browser would load.
    document.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) clicks.push(link.href);
      event.preventDefault();
    });
  });
  beforeEach(() => {
    clicks = [];
    document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
    delete document.documentElement.dataset.interactive;
    document.body.innerHTML =
      '<nav><a href="/de/flavor/caramel" hreflang="de" data-language-switch>DE</a><a href="/flavor/x">other</a></nav>';
    window.history.replaceState(null, '', '/flavor/caramel?venue=on#v2-abc');
  });

  it("keeps the page's query and fragment and writes the language cookie", () => {
    document.querySelector<HTMLAnchorElement>('[data-language-switch]')!.click();
    expect(clicks).toEqual([`${location.origin}/de/flavor/caramel?venue=on#v2-abc`]);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de`);
  });

  it('leaves other links alone', () => {
    document.querySelector<HTMLAnchorElement>('a[href="/flavor/x"]')!.click();
    expect(clicks).toEqual([`${location.origin}/flavor/x`]);
    expect(document.cookie).not.toContain(`${LOCALE_COOKIE}=`);
  });

  it('stops once the page is interactive: React answers the tap from then on', () => {
    document.documentElement.dataset.interactive = 'true';
    document.querySelector<HTMLAnchorElement>('[data-language-switch]')!.click();
    expect(clicks).toEqual([`${location.origin}/de/flavor/caramel`]);
  });
});
