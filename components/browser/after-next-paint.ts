/**
 * Runs `task` in a task of its own once the browser has painted the next frame: the frame's
 * requestAnimationFrame callback runs just before that paint, and a zero-delay timeout posted from there
 * runs after it. What a tap must show at once goes in the tap's own render; heavier work it asks for goes
 * here, so the tap's answer is on screen before that work starts. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timeout: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timeout = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timeout !== undefined) window.clearTimeout(timeout);
  };
}
