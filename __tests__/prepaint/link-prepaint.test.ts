/**
 * The flavour pages' pre-paint script (lib/prepaint/link-prepaint.ts), run as the page inlines it: with a
 * fragment it hides what waits below the card, for a while at most; without one it does nothing.
 */
import { LINK_PREPAINT_SCRIPT } from '@/lib/prepaint/link-prepaint';

const SCRIPT = LINK_PREPAINT_SCRIPT;
const run = new Function(SCRIPT) as () => void;
const styles = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent);

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/flavor/caramel');
  jest.useRealTimers();
});

describe('flavour page pre-paint', () => {
  it('does nothing without a fragment', () => {
    for (const hash of ['', '#']) {
      window.history.replaceState(null, '', `/flavor/caramel${hash}`);
      run();
      expect(styles()).toEqual([]);
    }
  });

  it('with a fragment, hides what waits below the card and keeps the title line, five seconds at most', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/flavor/caramel#v1-42-77-91-Sam');
    run();
    expect(styles()).toEqual(['[data-ll]{display:none}[data-lt]{display:flex!important}']);
    jest.advanceTimersByTime(4999);
    expect(styles()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(styles()).toEqual([]);
  });

  it('is self-contained, small, and cannot close its own <script> element', () => {
    expect(SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(SCRIPT.length).toBeLessThan(800);
  });
});
