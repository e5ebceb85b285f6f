import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEarlyTap } from '@/components/ui/use-early-tap';
import { EARLY_TAP_KEY, type EarlyTapHost } from '@/lib/early-tap';

const host = () => window as unknown as EarlyTapHost;

function QuizButton({ onStart }: { onStart: () => void }) {
  const start = useEarlyTap('quiz', onStart);
  return (
    <button type="button" data-early-tap="quiz" onClick={start}>
      Answer
    </button>
  );
}

describe('useEarlyTap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete host()[EARLY_TAP_KEY];
  });

  it('answers a tap recorded before React ran, once, after the mount', () => {
    host()[EARLY_TAP_KEY] = 'quiz';
    const onStart = jest.fn();
    const { rerender } = render(<QuizButton onStart={onStart} />);
    expect(onStart).not.toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(onStart).toHaveBeenCalledTimes(1);
    rerender(<QuizButton onStart={onStart} />);
    act(() => jest.runAllTimers());
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(EARLY_TAP_KEY in host()).toBe(false);
  });

  it('answers a tap that reached React as well as the recorder once: React answers it, the record is dropped', () => {
    const onStart = jest.fn();
    render(<QuizButton onStart={onStart} />);
    // The recorder wrote the record in the capture phase of the same click React handles.
    host()[EARLY_TAP_KEY] = 'quiz';
    fireEvent.click(screen.getByRole('button'));
    act(() => jest.runAllTimers());
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('does nothing on mount when no tap was recorded', () => {
    const onStart = jest.fn();
    render(<QuizButton onStart={onStart} />);
    act(() => jest.runAllTimers());
    expect(onStart).not.toHaveBeenCalled();
  });

  it('answers nothing once the button has gone before its turn', () => {
    host()[EARLY_TAP_KEY] = 'quiz';
    const onStart = jest.fn();
    const { unmount } = render(<QuizButton onStart={onStart} />);
    unmount();
    act(() => jest.runAllTimers());
    expect(onStart).not.toHaveBeenCalled();
  });
});
