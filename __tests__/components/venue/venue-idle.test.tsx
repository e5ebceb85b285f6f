import { act, screen } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import VenueIdle from '@/components/venue/venue-idle';
import { nextVisitor } from '@/components/venue/next-visitor';

jest.mock('@/components/venue/next-visitor', () => ({ nextVisitor: jest.fn() }));

/** The idle reset of a venue screen (docs/venue.md), and its patience with a visitor working inside a frame. */
beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(nextVisitor).mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

const countdown = () => screen.queryByTestId('venue-countdown');

it('counts down after the idle time, then starts over', () => {
  renderIntl(<VenueIdle idleSeconds={5} />);
  act(() => void jest.advanceTimersByTime(4_900));
  expect(countdown()).toBeNull();
  act(() => void jest.advanceTimersByTime(200));
  expect(countdown()).not.toBeNull();
  act(() => void jest.advanceTimersByTime(10_000));
  expect(nextVisitor).toHaveBeenCalledTimes(1);
});

it('waits three more idle periods while the focus is in a frame (the connect dialog’s widget)', () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  frame.focus();
  expect(document.activeElement).toBe(frame);
  renderIntl(<VenueIdle idleSeconds={5} />);
  act(() => void jest.advanceTimersByTime(19_900));
  expect(countdown()).toBeNull();
  act(() => void jest.advanceTimersByTime(200));
  expect(countdown()).not.toBeNull();
});
