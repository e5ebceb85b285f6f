import { freeCorner } from '@/lib/states/free-corner';
import { labelScript, mountBuildLabel, type LabelArgs } from '@/lib/states/label-script';

/**
 * The build label's script (lib/states/label-script.ts), mounted in jsdom: the chip with the commit and its name,
 * a tap that opens the line and copies it (or leaves it to select), a second tap or the wait that folds it back;
 * mounted once however often the script runs. Where it sits is the browser's (e2e/states.spec.ts) and
 * freeCorner's (free-corner.test.ts).
 */
const ARGS: LabelArgs = {
  chip: '0123456',
  show: 'Build 0123456: show the whole build line and copy it',
  open: 'Build 0123456 · main · 2026-11-28 21:00 UTC',
  line: 'Build 0123456789ab · main · 2026-11-28 21:00 UTC',
  copied: 'Copied',
  copyByHand: 'Select it to copy',
  region: 'Which build this is',
};

function clipboard(write: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText: write } });
}

const label = () => document.querySelector<HTMLButtonElement>('[data-build-stamp]');
const status = () => document.querySelector('[data-build-label] [role="status"]');
const flush = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  document.body.innerHTML = '<main><a href="/">Home</a></main>';
  jest.useRealTimers();
});

describe('the build label', () => {
  it('shows the commit in a named landmark, closed, and is added once', () => {
    mountBuildLabel(ARGS, freeCorner);
    mountBuildLabel(ARGS, freeCorner);
    expect(document.querySelectorAll('[data-build-label]')).toHaveLength(1);
    expect(document.querySelector('aside')?.getAttribute('aria-label')).toBe(ARGS.region);
    expect(label()?.textContent).toBe(ARGS.chip);
    expect(label()?.getAttribute('aria-label')).toBe(ARGS.show);
    expect(label()?.getAttribute('aria-expanded')).toBe('false');
  });

  it('waits until React has taken the page over', async () => {
    document.documentElement.dataset.interactive = 'false';
    try {
      mountBuildLabel(ARGS, freeCorner);
      expect(label()).toBeNull();
      document.documentElement.dataset.interactive = 'true';
      await flush();
      expect(label()?.textContent).toBe(ARGS.chip);
    } finally {
      delete document.documentElement.dataset.interactive;
    }
  });

  it('opens on a tap, copies the whole build line, says so, and folds back on a second tap', async () => {
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    mountBuildLabel(ARGS, freeCorner);
    label()?.click();
    await flush();
    expect(copied).toEqual([ARGS.line]);
    expect(label()?.textContent).toBe(ARGS.open);
    expect(label()?.getAttribute('aria-expanded')).toBe('true');
    expect(status()?.textContent).toBe(ARGS.copied);
    label()?.click();
    expect(label()?.textContent).toBe(ARGS.chip);
    expect(status()?.textContent).toBe('');
  });

  it('leaves the line to select where the clipboard refuses, and folds back by itself', async () => {
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    jest.useFakeTimers();
    mountBuildLabel(ARGS, freeCorner);
    label()?.click();
    await jest.advanceTimersByTimeAsync(0);
    expect(status()?.textContent).toBe(ARGS.copyByHand);
    expect(label()?.hasAttribute('data-select')).toBe(true);
    await jest.advanceTimersByTimeAsync(6000);
    expect(label()?.textContent).toBe(ARGS.chip);
  });

  it('is one script: its code, its words and the line, with no markup a word could break out of', () => {
    const script = labelScript({ ...ARGS, region: '</script><script>alert(1)</script>' }, freeCorner);
    expect(script).not.toContain('</script>');
    expect(script).toContain(JSON.stringify(ARGS.line));
    new Function(script)();
    expect(document.querySelector('aside')?.getAttribute('aria-label')).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
