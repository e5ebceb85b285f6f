import { whenQuiet } from '@/components/offline/when-quiet';

/** The service worker's registration waits for a visitor who has stopped tapping (docs/offline.md § When). */
describe('whenQuiet', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once the page has been left alone for the quiet time, and only once', () => {
    const task = jest.fn();
    whenQuiet(task, 3000);
    jest.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again on every tap or key', () => {
    const task = jest.fn();
    whenQuiet(task, 3000);
    jest.advanceTimersByTime(2500);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(2500);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle moment where the browser has requestIdleCallback', () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = (callback) => idle.push(() => callback({} as IdleDeadline));
    window.cancelIdleCallback = () => {};
    try {
      const task = jest.fn();
      whenQuiet(task, 1000);
      jest.advanceTimersByTime(1000);
      expect(task).not.toHaveBeenCalled();
      idle.forEach((run) => run());
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      // @ts-expect-error -- jsdom has none: put it back as it was
      delete window.requestIdleCallback;
      // @ts-expect-error -- as above
      delete window.cancelIdleCallback;
    }
  });

  it('does nothing once cancelled', () => {
    const task = jest.fn();
    const cancel = whenQuiet(task, 1000);
    cancel();
    jest.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
