/**
 * The sample listener's own name in a stored sample marker: the widget stores "Maya, a sample listener" (the
 * result's words, in English like the rest of the result's JSON); a page says it in its language around this
 * name, and the why view's lines speak of "Maya".
 */
export function sampleListenerName(stored: string): string {
  return stored.split(',')[0]?.trim() || stored;
}
