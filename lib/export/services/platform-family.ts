/**
 * `platform` is free text before 2023-10-19 ("Partner google cast_voice;Google_Home;;2.2.2", "iOS 12.4.1
 * (iPad6,11)", "web_player windows 10;chrome…") and a short code after ("android", "osx"). The model needs
 * only the kind of device. Regexes run once per distinct string (the play table caches the answer).
 */
export const PLATFORM_FAMILIES = [
  'unknown',
  'phone',
  'desktop',
  'web',
  'speaker',
  'tv',
  'car',
  'other',
] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

const RULES: ReadonlyArray<readonly [PlatformFamily, RegExp]> = [
  ['web', /web[_ ]?player|webplayer/],
  ['car', /car[_ ]?thing|carplay|android[_ ]?auto|\bcar\b|automotive/],
  [
    'tv',
    /\btv\b|_tv|tv_|smart[_ ]?tv|roku|xbox|playstation|\bps[345]\b|tizen|webos|chromecast_video|fire[_ ]?tv/,
  ],
  [
    'speaker',
    /partner|cast|sonos|speaker|google[_ ]?home|nest|\becho\b|alexa|amazon|bose|homepod|denon|yamaha|\bbang/,
  ],
  ['phone', /\bios\b|iphone|ipad|ipod|android/],
  ['desktop', /windows|os ?x|macos|linux|desktop|mac\b/],
];

export function platformFamily(raw: string): PlatformFamily {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'not_applicable' || text === 'unknown') return 'unknown';
  for (const [family, pattern] of RULES) if (pattern.test(text)) return family;
  return 'other';
}

export const PLATFORM_FAMILY_INDEX: Readonly<Record<PlatformFamily, number>> = Object.fromEntries(
  PLATFORM_FAMILIES.map((f, i) => [f, i]),
) as Record<PlatformFamily, number>;

/** Devices that usually play to a room (model feature E2). */
export function isSharedFamily(family: PlatformFamily): boolean {
  return family === 'speaker' || family === 'tv' || family === 'car';
}
