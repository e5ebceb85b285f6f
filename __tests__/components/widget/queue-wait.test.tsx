import { act, screen } from '@testing-library/react';
import { ProgressPanel } from '@/components/widget/progress-panel';
import { renderIntl } from '../../support/intl';

/** The line for Last.fm in the progress panel: said once to a screen reader, counted down on screen. */
describe('QueueWait in the progress panel', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  const progress = { label: 'Fetching your scrobbles: page 2 of 8…', percent: 15 };

  it('is an empty live region while nobody waits', () => {
    renderIntl(<ProgressPanel progress={progress} onCancel={() => undefined} />);
    const region = screen.getByTestId('queue-wait');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the place and counts down, while the sentence a screen reader hears stays put', () => {
    const wait = { ahead: 12, seconds: 8, kept: true, untilMs: Date.now() + 8_000 };
    renderIntl(<ProgressPanel progress={{ ...progress, wait }} onCancel={() => undefined} />);
    const region = screen.getByTestId('queue-wait');
    const [spoken, shown] = Array.from(region.querySelectorAll('span')).filter(
      (s) => s.parentElement?.tagName === 'P',
    );
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(spoken?.textContent).toBe(
      'Your turn in about 8 s: 12 visitors ahead of you. We keep your place and carry on by ourselves.',
    );
    expect(shown?.textContent).toBe(spoken?.textContent);
    act(() => jest.advanceTimersByTime(3_000));
    expect(shown?.textContent).toContain('Your turn in about 5 s: 12 visitors ahead of you.');
    expect(spoken?.textContent).toContain('about 8 s');
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown?.textContent).toContain('about 0 s');
    // Cancel stays within reach throughout.
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says when there is no place yet, and one visitor in the singular', () => {
    const wait = { ahead: 1, seconds: 40, kept: false, untilMs: Date.now() + 40_000 };
    const { rerender } = renderIntl(
      <ProgressPanel progress={{ ...progress, wait }} onCancel={() => undefined} />,
    );
    expect(screen.getByTestId('queue-wait')).toHaveTextContent(
      'So many visitors are in line that there is no place for you yet: we ask again in about 40 s, by ourselves.',
    );
    rerender(
      <ProgressPanel progress={{ ...progress, wait: { ...wait, kept: true } }} onCancel={() => undefined} />,
    );
    expect(screen.getByTestId('queue-wait')).toHaveTextContent('1 visitor ahead of you');
  });
});
