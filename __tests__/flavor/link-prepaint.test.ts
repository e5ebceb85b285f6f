/**
 * The flavour pages' pre-paint script (lib/flavor/link-prepaint.ts), run as the page inlines it: with a
 * fragment it hides what waits for the fragment to be read, for a while at most; without one it does nothing.
 */
import { LINK_PREPAINT_STYLE_ID, linkPrepaintScript } from '@/lib/flavor/link-prepaint';

const SCRIPT = linkPrepaintScript();
const run = new Function(SCRIPT) as () => void;

afterEach(() => {
  document.getElementById(LINK_PREPAINT_STYLE_ID)?.remove();
  window.history.replaceState(null, '', '/flavor/caramel');
  jest.useRealTimers();
});

describe('flavour page pre-paint', () => {
  it('does nothing without a fragment', () => {
    for (const hash of ['', '#']) {
      window.history.replaceState(null, '', `/flavor/caramel${hash}`);
      run();
      expect(document.getElementById(LINK_PREPAINT_STYLE_ID)).toBeNull();
    }
  });

  it('with a fragment, hides what waits for it and blanks the title until the page reads it, or five seconds at most', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/flavor/caramel#v1-42-77-91-Sam');
    run();
    expect(document.getElementById(LINK_PREPAINT_STYLE_ID)?.textContent).toBe(
      '[data-link-later]{display:none}[data-link-title]{visibility:hidden}',
    );
    jest.advanceTimersByTime(4999);
    expect(document.getElementById(LINK_PREPAINT_STYLE_ID)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById(LINK_PREPAINT_STYLE_ID)).toBeNull();
  });

  it('is self-contained and cannot close its own <script> element', () => {
    expect(SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(SCRIPT.length).toBeLessThan(800);
  });
});
