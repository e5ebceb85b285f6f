import { runSteps, STEPS_KEY, stepsScript, TARGETS } from '@/lib/states/state-steps';
import { BAD_NAME } from '@/lib/states/states';
import { PREVIEW_COOKIE } from '@/lib/preview';

/** The guard's verdict, as the proxy leaves it in a preview's browser. */
const PREVIEW = `${PREVIEW_COOKIE}=1`;

/**
 * The script the site's pages carry on preview builds (lib/states/state-steps.ts): it does a state's typing and
 * taps on the real page, once, and refuses the canvas for the pictures' states; anything else it leaves alone.
 */
describe('the steps runner (the script the site pages carry on previews)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    document.body.innerHTML = '';
    document.cookie = `${PREVIEW}; path=/`;
  });
  afterEach(() => jest.useRealTimers());

  it('does nothing where the proxy has not said the host is a preview’s (the live site)', () => {
    document.cookie = `${PREVIEW_COOKIE}=; path=/; max-age=0`;
    const getContext = HTMLCanvasElement.prototype.getContext;
    sessionStorage.setItem(STEPS_KEY, JSON.stringify([{ kind: 'refuse-canvas' }]));
    runSteps(STEPS_KEY, 1000, 50, PREVIEW);
    expect(HTMLCanvasElement.prototype.getContext).toBe(getContext);
    expect(sessionStorage.getItem(STEPS_KEY)).not.toBeNull();
  });

  it('does nothing, and touches nothing, when no state asked', () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    runSteps(STEPS_KEY, 1000, 50, PREVIEW);
    expect(HTMLCanvasElement.prototype.getContext).toBe(getContext);
  });

  it('reads the steps once, types when the field is editable, then taps', () => {
    document.body.innerHTML =
      '<input autocomplete="nickname" readonly><div data-testid="start-crew"><button>Start</button></div>';
    const input = document.querySelector('input') as HTMLInputElement;
    const typed: string[] = [];
    const tapped: string[] = [];
    input.addEventListener('input', () => typed.push(input.value));
    document.querySelector('button')?.addEventListener('click', () => tapped.push(input.value));
    sessionStorage.setItem(
      STEPS_KEY,
      JSON.stringify([
        { kind: 'type', target: TARGETS.nameField, text: BAD_NAME },
        { kind: 'tap', target: TARGETS.startCrew },
      ]),
    );
    runSteps(STEPS_KEY, 1000, 50, PREVIEW);
    expect(sessionStorage.getItem(STEPS_KEY)).toBeNull();
    jest.advanceTimersByTime(200);
    // Read-only: the page is not interactive yet, nothing is typed.
    expect(typed).toEqual([]);
    input.readOnly = false;
    jest.advanceTimersByTime(60);
    expect(typed).toEqual([BAD_NAME]);
    expect(tapped).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(tapped).toEqual([BAD_NAME]);
  });

  it('refuses a 2D canvas at once, and gives up on a target that never comes', () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    try {
      sessionStorage.setItem(
        STEPS_KEY,
        JSON.stringify([{ kind: 'refuse-canvas' }, { kind: 'tap', target: '#never' }]),
      );
      runSteps(STEPS_KEY, 500, 50, PREVIEW);
      expect(document.createElement('canvas').getContext('2d')).toBeNull();
      jest.advanceTimersByTime(1000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      HTMLCanvasElement.prototype.getContext = getContext;
    }
  });

  it('ignores steps that are not steps', () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    for (const text of [
      'nope',
      '{"kind":"refuse-canvas"}',
      '[{"kind":"drop-table"},{"kind":"refuse-canvas"}]',
      '[{"kind":"refuse-canvas"},{"kind":"tap"}]',
    ]) {
      sessionStorage.setItem(STEPS_KEY, text);
      runSteps(STEPS_KEY, 500, 50, PREVIEW);
      expect(HTMLCanvasElement.prototype.getContext).toBe(getContext);
    }
  });

  it('is one self-contained script', () => {
    const script = stepsScript();
    expect(script).toContain(JSON.stringify(STEPS_KEY));
    expect(script).not.toContain('</script');
    sessionStorage.setItem(STEPS_KEY, JSON.stringify([]));
    new Function(script)();
    expect(sessionStorage.getItem(STEPS_KEY)).toBeNull();
  });
});
