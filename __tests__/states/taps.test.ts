/** @jest-environment jsdom */
import { isLastfmUsername } from '@/lib/lastfm/recent-tracks';
import { lastfmStandIn } from '@/lib/states/lastfm-answers';
import { LASTFM_STATES } from '@/lib/states/states';

afterEach(() => document.body.replaceChildren());

/** The widget's Last.fm box as lastfm-form.tsx lays it out: an input and its button, in data-testid="lastfm". */
function lastfmBox(disabled: boolean) {
  const box = document.createElement('div');
  box.dataset.testid = 'lastfm';
  const input = document.createElement('input');
  const typed: string[] = [];
  input.addEventListener('input', () => typed.push(input.value));
  const button = document.createElement('button');
  button.disabled = disabled;
  const taps = jest.fn(() => input.value);
  button.addEventListener('click', taps);
  box.append(input, button);
  return { box, button, typed, taps };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the invalid-name state', () => {
  it('is the only Last.fm state typed into the box, with a name Last.fm cannot have', () => {
    expect(LASTFM_STATES.filter((id) => lastfmStandIn(id)?.typeIn)).toEqual(['lastfm-invalid-name']);
    expect(isLastfmUsername(lastfmStandIn('lastfm-invalid-name')?.user)).toBe(false);
  });

  it('types the name into the box once it can be used, then taps its button', async () => {
    const standIn = lastfmStandIn('lastfm-invalid-name');
    standIn?.typeIn?.();
    const { box, button, typed, taps } = lastfmBox(true);
    document.body.append(box);
    await tick();
    expect(typed).toEqual([]);
    button.disabled = false;
    // Any change in the page: the box is looked at again.
    document.body.append(document.createElement('p'));
    await tick();
    expect(typed).toEqual([standIn?.user]);
    await tick();
    expect(taps).toHaveBeenCalledTimes(1);
    expect(taps).toHaveReturnedWith(standIn?.user);
  });
});
