import {
  EARLY_TAP_KEY,
  earlyTapScript,
  isEarlyTapName,
  takeEarlyTap,
  type EarlyTapHost,
} from '@/lib/early-tap';

const host = (record: unknown): EarlyTapHost => ({ [EARLY_TAP_KEY]: record });

describe('isEarlyTapName', () => {
  it('knows the kept controls and nothing else', () => {
    expect(isEarlyTapName('quiz')).toBe(true);
    for (const other of ['', 'Quiz', 'quiz ', 'toString', '__proto__', 1, null, undefined, ['quiz'], {}]) {
      expect(isEarlyTapName(other)).toBe(false);
    }
  });
});

describe('takeEarlyTap', () => {
  it('answers a recorded tap once', () => {
    const h = host('quiz');
    expect(takeEarlyTap(h, 'quiz')).toBe(true);
    expect(takeEarlyTap(h, 'quiz')).toBe(false);
    expect(EARLY_TAP_KEY in h).toBe(false);
  });

  it('finds nothing on a page without the recorder', () => {
    expect(takeEarlyTap({}, 'quiz')).toBe(false);
  });

  it.each([null, 'lastfm', 'QUIZ', 1, ['quiz'], { name: 'quiz' }])(
    'reads an unexpected record (%p) as no tap, and clears it',
    (record) => {
      const h = host(record);
      expect(takeEarlyTap(h, 'quiz')).toBe(false);
      expect(EARLY_TAP_KEY in h).toBe(false);
    },
  );
});

describe('earlyTapScript', () => {
  const record = () => (window as unknown as EarlyTapHost)[EARLY_TAP_KEY];

  beforeAll(() => {
    new Function(earlyTapScript())();
  });

  beforeEach(() => {
    document.documentElement.dataset.interactive = 'false';
    delete (window as unknown as EarlyTapHost)[EARLY_TAP_KEY];
    document.body.innerHTML =
      '<button data-early-tap="quiz"><span id="inside">Answer</span></button><button id="plain">Other</button>';
  });

  afterAll(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.interactive;
  });

  it('records a tap on a marked control, its words included, before the page is interactive', () => {
    document.getElementById('inside')?.click();
    expect(record()).toBe('quiz');
  });

  it('ignores unmarked controls', () => {
    document.getElementById('plain')?.click();
    expect(record()).toBeUndefined();
  });

  it('stops recording once the page is interactive', () => {
    document.documentElement.dataset.interactive = 'true';
    document.getElementById('inside')?.click();
    expect(record()).toBeUndefined();
  });

  it('hears the tap even when a handler stops it', () => {
    document.body.addEventListener('click', (event) => event.stopPropagation(), {
      capture: true,
      once: true,
    });
    document.getElementById('inside')?.click();
    expect(record()).toBe('quiz');
  });
});
