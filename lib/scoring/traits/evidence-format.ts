/**
 * Number and name formatting for evidence sentences (whole numbers: no precise-sounding decimals for a playful read).
 * Hand-rolled instead of Intl so the same export gives the same words in every browser and locale.
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "37%", "under 1%" (never a misleading 0% for a real but tiny share), "over 99%". */
export function formatPercent(share: number): string {
  const pct = Math.round(share * 100);
  if (pct === 0 && share > 0) return 'under 1%';
  if (pct === 100 && share < 1) return 'over 99%';
  return `${pct}%`;
}

export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${Math.round(n) === 1 ? one : many}`;
}

/** Clock time from minutes after midnight, rounded to 5 minutes: "08:35", "23:10". */
export function formatClock(minuteOfDay: number): string {
  const rounded = (Math.round(minuteOfDay / 5) * 5) % 1440;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "about 2 hours", "about 40 minutes". */
export function formatDuration(hours: number): string {
  const h = Math.abs(hours);
  if (h < 1) return `about ${plural(Math.max(1, Math.round(h * 60)), 'minute', 'minutes')}`;
  return `about ${plural(h, 'hour', 'hours')}`;
}

const MAX_NAME = 60;

/**
 * A name from the export as plain text: control characters removed, whitespace collapsed, long names cut.
 * The UI renders it as text (never HTML), so nothing else needs escaping.
 */
export function cleanName(name: string): string {
  const text = name
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > MAX_NAME
    ? `${chars
        .slice(0, MAX_NAME - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

export function quoteTitle(title: string): string {
  return `“${cleanName(title)}”`;
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
