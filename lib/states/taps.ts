/**
 * A visitor's taps and typing for the states page's widget states (preview builds only): each acts on the
 * widget's own controls, so the widget's own handlers decide what follows. The control may not be on screen
 * yet (the widget's code still arriving): then it acts the moment it is.
 */
export function whenThere<T>(find: () => T | undefined, act: (element: T) => void): void {
  const now = find();
  if (now) return act(now);
  const watch = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    watch.disconnect();
    act(element);
  });
  watch.observe(document.body, { childList: true, subtree: true });
}

/**
 * Types `text` into a React-controlled input as a keyboard does: through the input's own value setter, then
 * the `input` event React listens for (a plain assignment would be undone at the next render).
 */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
