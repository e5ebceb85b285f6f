import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { SLOW_WIDGET_MS } from '@/components/landing/widget-frame';
import { BY_HAND_STATES, DIALOG_SLOW_MS, DIALOG_STATES, stateById, STATE_GROUPS } from '@/lib/states/states';

describe("the connect dialog's states", () => {
  it('frame no widget at /states/frame, in a group of their own, labelled in both languages', () => {
    expect(STATE_GROUPS).toContain('dialog');
    expect(en.States.groups.dialog).toBeTruthy();
    expect(de.States.groups.dialog).toBeTruthy();
    for (const id of DIALOG_STATES) {
      expect(stateById(id)).toMatchObject({ group: 'dialog', path: `/states/frame?state=${id}` });
      expect(en.States.states[id]).toBeTruthy();
      expect(de.States.states[id]).toBeTruthy();
    }
  });

  it("run the frame's own wait ahead by the frame's own time", () => {
    expect(DIALOG_SLOW_MS).toBe(SLOW_WIDGET_MS);
  });

  it('name the "Opening…" look, with how to see it, in both languages', () => {
    expect(BY_HAND_STATES).toContainEqual({ id: 'dialog-opening', group: 'dialog' });
    expect(en.States.byHand['dialog-opening']).toContain(en.Landing.cta);
    expect(de.States.byHand['dialog-opening']).toContain(de.Landing.cta);
  });
});
