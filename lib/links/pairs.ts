import { FLAVOR_ROWS, type FlavorRow } from '../flavor/table';

/**
 * One playful line for every pair of flavours, the same flavour twice included: 8 + 28 = 36 unordered
 * pairs. The one source of these lines (/flavor's "You and …" section and the duo picture read them here);
 * flavours are named as in lib/flavor/table.ts, and __tests__/links/pairs.test.ts checks that every pair
 * has exactly one line. Each line reads the same from either side (the pair, never "you" against
 * "they"), and is kind and about taste and listening only, like the rest of our wording.
 */
const LINES: readonly (readonly [string, string, string])[] = [
  ['Chocolate', 'Chocolate', 'Two visionaries, one aux cord: take turns leading the road trip.'],
  ['Sorbet', 'Sorbet', 'Two planners: the playlist is sorted, labelled and ready by Thursday.'],
  ['Strawberry', 'Strawberry', 'Two explorers: you will never hear the same song twice.'],
  ['Mint Chocolate Chip', 'Mint Chocolate Chip', 'Double mint: the party starts wherever you two stand.'],
  ['Caramel', 'Caramel', 'Two deep divers: swap your rarest finds and compare notes.'],
  ['Vanilla', 'Vanilla', 'Same classics, same repeat button: a friendship as steady as a four-four beat.'],
  [
    'Matcha / Pistachio',
    'Matcha / Pistachio',
    'Two dreamers: the same 2 a.m. mood, one pair of headphones each.',
  ],
  ['Coffee', 'Coffee', 'Two laid-back souls: one comfort album, no skipping, no rush.'],
  ['Chocolate', 'Sorbet', 'The big idea and the plan to pull it off: a double scoop that gets things done.'],
  ['Chocolate', 'Strawberry', 'Bold meets curious: one picks the stage, the other finds the band.'],
  ['Chocolate', 'Mint Chocolate Chip', 'Two crowd-pleasers: between you, every party has a headliner.'],
  ['Chocolate', 'Caramel', 'Both chase the next new sound: one shouts about it, one saves it for later.'],
  [
    'Chocolate',
    'Vanilla',
    'The trailblazer and the classic: new releases on Friday, old favourites on Sunday.',
  ],
  [
    'Chocolate',
    'Matcha / Pistachio',
    'One leads the way, one wanders off it: perfect for finding hidden tracks.',
  ],
  ['Chocolate', 'Coffee', 'Rich and bold meets strong and simple: a mocha of a friendship.'],
  ['Sorbet', 'Strawberry', 'The timekeeper and the free spirit: a fruit salad, in the best way.'],
  ['Sorbet', 'Mint Chocolate Chip', 'Both love a chorus everyone knows: the singalong is in safe hands.'],
  ['Sorbet', 'Caramel', 'Two planners, one loud and one quiet: the playlist will be perfect, and on time.'],
  ['Sorbet', 'Vanilla', 'Reliable to the last note: you both know every word and both arrive early.'],
  ['Sorbet', 'Matcha / Pistachio', 'Bright and calm: one keeps the beat, the other keeps the mood.'],
  ['Sorbet', 'Coffee', 'Zest and espresso: one plans the night, the other makes sure you enjoy it.'],
  ['Strawberry', 'Mint Chocolate Chip', 'Out every weekend: the party and the after-party, sorted.'],
  ['Strawberry', 'Caramel', 'Two explorers, one out loud and one on headphones: trade discoveries.'],
  ['Strawberry', 'Vanilla', 'The wild card and the classic: you will teach each other new favourites.'],
  ['Strawberry', 'Matcha / Pistachio', 'Both follow their ears: one into the crowd, one into the night sky.'],
  ['Strawberry', 'Coffee', 'One brings the new sound, the other the comfy sofa to hear it on.'],
  [
    'Mint Chocolate Chip',
    'Caramel',
    'One brings the crowd, the other the deep cut: the party gets a secret track.',
  ],
  ['Mint Chocolate Chip', 'Vanilla', 'Big choruses and beloved classics: the perfect karaoke duo.'],
  [
    'Mint Chocolate Chip',
    'Matcha / Pistachio',
    'Cool mint, calm matcha: one dances, the other dreams, both smile.',
  ],
  ['Mint Chocolate Chip', 'Coffee', 'The dance floor and the lounge: meet at the bar for the slow song.'],
  ['Caramel', 'Vanilla', 'Two steady hands: one digs deep, one knows what it loves, both hit repeat.'],
  ['Caramel', 'Matcha / Pistachio', 'Two quiet ones with big ears: the best secret playlist in town.'],
  ['Caramel', 'Coffee', 'Salted caramel in an affogato: deep, slow and worth the wait.'],
  ['Vanilla', 'Matcha / Pistachio', 'The classic and the daydream: old records, new moods.'],
  ['Vanilla', 'Coffee', 'Vanilla drowned in espresso: you two are literally an affogato.'],
  ['Matcha / Pistachio', 'Coffee', 'Low-key and lovely: headphones on, no small talk, perfect company.'],
];

/** Two flavours in the table's order, so that (a, b) and (b, a) are one key. */
export function pairKey(a: string, b: string): string {
  const order = (name: string) => FLAVOR_ROWS.findIndex((row) => row.funkyFlavorName === name);
  return order(a) <= order(b) ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** Every line by its pair; exported for the completeness test. */
export const PAIR_LINES: ReadonlyMap<string, string> = new Map(
  LINES.map(([a, b, line]) => [pairKey(a, b), line]),
);

/** The number of entries written above (the map would hide a pair written twice). */
export const PAIR_LINE_COUNT = LINES.length;

/** The playful line for two flavours, in either order. */
export function pairLine(a: FlavorRow, b: FlavorRow): string {
  return PAIR_LINES.get(pairKey(a.funkyFlavorName, b.funkyFlavorName)) ?? 'Two flavours, one cone.';
}
