import { PREVIEW_COOKIE } from '@/lib/preview';
import { addBuildLabel, previewToolsScript } from '@/lib/states/preview-script';

/**
 * The inline script of a preview's pages (lib/states/preview-script.ts): the build label's script is asked for
 * only where the proxy has said the host is a preview's, in the page's language; nothing on the live site.
 */
const COOKIE = `${PREVIEW_COOKIE}=1`;
const asked = () => Array.from(document.head.querySelectorAll('script'), (s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = 'de';
});

describe('addBuildLabel', () => {
  it('asks for nothing without the preview cookie (the live site)', () => {
    document.cookie = `${PREVIEW_COOKIE}=; path=/; max-age=0`;
    addBuildLabel(COOKIE, '/states/label');
    expect(asked()).toEqual([]);
  });

  it("asks for the label's script in the page's language under a preview host", () => {
    document.cookie = `${COOKIE}; path=/`;
    addBuildLabel(COOKIE, '/states/label');
    expect(asked()).toEqual(['/states/label?lang=de']);
  });

  it('is one inline script, the steps first, that runs from its own source', () => {
    document.cookie = `${COOKIE}; path=/`;
    const script = previewToolsScript();
    expect(script).not.toContain('</script');
    new Function(script)();
    expect(asked()).toEqual(['/states/label?lang=de']);
  });
});
