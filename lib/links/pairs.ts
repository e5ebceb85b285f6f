import { FLAVOR_ROWS, type FlavorRow } from '../flavor/table';

/**
 * One playful line for every pair of flavours, the same flavour twice included: 8 + 28 = 36 unordered
 * pairs, in English and in German (one table for both, like the flavour table's rows). The one source of these lines (/flavor's "You and …" section and the duo picture read them here);
 * flavours are named as in lib/flavor/table.ts, and __tests__/links/pairs.test.ts checks that every pair
 * has exactly one line. Each line reads the same from either side (the pair, never "you" against
 * "they"), and is kind and about taste and listening only, like the rest of our wording.
 */
const LINES: readonly (readonly [a: string, b: string, en: string, de: string])[] = [
  [
    'Chocolate',
    'Chocolate',
    'Two visionaries, one aux cord: take turns leading the road trip.',
    'Zwei Visionäre, ein Aux-Kabel: Beim Roadtrip wird abwechselnd angeführt.',
  ],
  [
    'Sorbet',
    'Sorbet',
    'Two planners: the playlist is sorted, labelled and ready by Thursday.',
    'Zwei Planungstalente: Die Playlist ist schon donnerstags sortiert und startklar.',
  ],
  [
    'Strawberry',
    'Strawberry',
    'Two explorers: you will never hear the same song twice.',
    'Zwei Entdecker-Seelen: Ihr hört garantiert nie zweimal denselben Song.',
  ],
  [
    'Mint Chocolate Chip',
    'Mint Chocolate Chip',
    'Double mint: the party starts wherever you two stand.',
    'Doppelt Minze: Wo ihr zwei steht, fängt die Party an.',
  ],
  [
    'Caramel',
    'Caramel',
    'Two deep divers: swap your rarest finds and compare notes.',
    'Zwei Tieftaucher: Tauscht eure seltensten Funde und vergleicht Notizen.',
  ],
  [
    'Vanilla',
    'Vanilla',
    'Same classics, same repeat button: a friendship as steady as a four-four beat.',
    'Dieselben Klassiker, dieselbe Repeat-Taste: eine Freundschaft, stabil wie ein 4/4-Beat.',
  ],
  [
    'Matcha / Pistachio',
    'Matcha / Pistachio',
    'Two dreamers: the same 2 a.m. mood, one pair of headphones each.',
    'Zwei Träumer: dieselbe Stimmung um zwei Uhr nachts, für jeden ein Paar Kopfhörer.',
  ],
  [
    'Coffee',
    'Coffee',
    'Two laid-back souls: one comfort album, no skipping, no rush.',
    'Zwei entspannte Seelen: ein Lieblingsalbum, kein Skippen, keine Eile.',
  ],
  [
    'Chocolate',
    'Sorbet',
    'The big idea and the plan to pull it off: a double scoop that gets things done.',
    'Die große Idee und der Plan dazu: eine Doppelkugel, die Dinge erledigt.',
  ],
  [
    'Chocolate',
    'Strawberry',
    'Bold meets curious: one picks the stage, the other finds the band.',
    'Mutig trifft neugierig: Eine Kugel sucht die Bühne aus, die andere findet die Band.',
  ],
  [
    'Chocolate',
    'Mint Chocolate Chip',
    'Two crowd-pleasers: between you, every party has a headliner.',
    'Zwei Publikumslieblinge: Mit euch hat jede Party einen Headliner.',
  ],
  [
    'Chocolate',
    'Caramel',
    'Both chase the next new sound: one shouts about it, one saves it for later.',
    'Beide jagen den nächsten Sound: Eine Kugel ruft ihn laut aus, die andere hebt ihn auf.',
  ],
  [
    'Chocolate',
    'Vanilla',
    'The trailblazer and the classic: new releases on Friday, old favourites on Sunday.',
    'Vorreiter trifft Klassiker: freitags Neuerscheinungen, sonntags alte Lieblinge.',
  ],
  [
    'Chocolate',
    'Matcha / Pistachio',
    'One leads the way, one wanders off it: perfect for finding hidden tracks.',
    'Eine Kugel geht voran, die andere biegt ab: perfekt, um versteckte Tracks zu finden.',
  ],
  [
    'Chocolate',
    'Coffee',
    'Rich and bold meets strong and simple: a mocha of a friendship.',
    'Vollmundig trifft kräftig und schlicht: eine Mokka-Freundschaft.',
  ],
  [
    'Sorbet',
    'Strawberry',
    'The timekeeper and the free spirit: a fruit salad, in the best way.',
    'Taktgeber trifft Freigeist: ein Obstsalat im allerbesten Sinn.',
  ],
  [
    'Sorbet',
    'Mint Chocolate Chip',
    'Both love a chorus everyone knows: the singalong is in safe hands.',
    'Beide lieben Refrains, die alle kennen: Das Mitsingen ist in guten Händen.',
  ],
  [
    'Sorbet',
    'Caramel',
    'Two planners, one loud and one quiet: the playlist will be perfect, and on time.',
    'Zwei Planungstalente, ein lautes und ein leises: Die Playlist wird perfekt, und pünktlich.',
  ],
  [
    'Sorbet',
    'Vanilla',
    'Reliable to the last note: you both know every word and both arrive early.',
    'Verlässlich bis zum letzten Ton: Ihr kennt jede Zeile und seid beide zu früh da.',
  ],
  [
    'Sorbet',
    'Matcha / Pistachio',
    'Bright and calm: one keeps the beat, the other keeps the mood.',
    'Hell und ruhig: Eine Kugel hält den Beat, die andere die Stimmung.',
  ],
  [
    'Sorbet',
    'Coffee',
    'Zest and espresso: one plans the night, the other makes sure you enjoy it.',
    'Zitrus und Espresso: Eine Kugel plant den Abend, die andere sorgt fürs Genießen.',
  ],
  [
    'Strawberry',
    'Mint Chocolate Chip',
    'Out every weekend: the party and the after-party, sorted.',
    'Jedes Wochenende unterwegs: Party und Afterparty sind geritzt.',
  ],
  [
    'Strawberry',
    'Caramel',
    'Two explorers, one out loud and one on headphones: trade discoveries.',
    'Zwei Entdecker-Seelen, eine laut, eine mit Kopfhörern: Tauscht eure Funde.',
  ],
  [
    'Strawberry',
    'Vanilla',
    'The wild card and the classic: you will teach each other new favourites.',
    'Joker trifft Klassiker: Ihr zeigt euch gegenseitig neue Lieblingssongs.',
  ],
  [
    'Strawberry',
    'Matcha / Pistachio',
    'Both follow their ears: one into the crowd, one into the night sky.',
    'Beide folgen ihren Ohren: eine Kugel in die Menge, die andere in den Nachthimmel.',
  ],
  [
    'Strawberry',
    'Coffee',
    'One brings the new sound, the other the comfy sofa to hear it on.',
    'Eine Kugel bringt den neuen Sound, die andere das gemütliche Sofa dazu.',
  ],
  [
    'Mint Chocolate Chip',
    'Caramel',
    'One brings the crowd, the other the deep cut: the party gets a secret track.',
    'Die eine bringt die Leute, die andere den Geheimtipp: Die Party kriegt einen Hidden Track.',
  ],
  [
    'Mint Chocolate Chip',
    'Vanilla',
    'Big choruses and beloved classics: the perfect karaoke duo.',
    'Große Refrains und geliebte Klassiker: das perfekte Karaoke-Duo.',
  ],
  [
    'Mint Chocolate Chip',
    'Matcha / Pistachio',
    'Cool mint, calm matcha: one dances, the other dreams, both smile.',
    'Kühle Minze, ruhiger Matcha: Eine Kugel tanzt, die andere träumt, beide lächeln.',
  ],
  [
    'Mint Chocolate Chip',
    'Coffee',
    'The dance floor and the lounge: meet at the bar for the slow song.',
    'Tanzfläche und Lounge: Trefft euch an der Bar zum langsamen Song.',
  ],
  [
    'Caramel',
    'Vanilla',
    'Two steady hands: one digs deep, one knows what it loves, both hit repeat.',
    'Zwei ruhige Hände: Eine gräbt tief, die andere weiß, was sie liebt, beide drücken Repeat.',
  ],
  [
    'Caramel',
    'Matcha / Pistachio',
    'Two quiet ones with big ears: the best secret playlist in town.',
    'Zwei Leise mit großen Ohren: die beste geheime Playlist der Stadt.',
  ],
  [
    'Caramel',
    'Coffee',
    'Salted caramel in an affogato: deep, slow and worth the wait.',
    'Salzkaramell im Affogato: tief, langsam und das Warten wert.',
  ],
  [
    'Vanilla',
    'Matcha / Pistachio',
    'The classic and the daydream: old records, new moods.',
    'Klassiker trifft Tagtraum: alte Platten, neue Stimmungen.',
  ],
  [
    'Vanilla',
    'Coffee',
    'Vanilla drowned in espresso: you two are literally an affogato.',
    'Vanille in Espresso ertränkt: Ihr zwei seid buchstäblich ein Affogato.',
  ],
  [
    'Matcha / Pistachio',
    'Coffee',
    'Low-key and lovely: headphones on, no small talk, perfect company.',
    'Unaufgeregt und herzlich: Kopfhörer auf, kein Smalltalk, perfekte Gesellschaft.',
  ],
];

/** Two flavours in the table's order, so that (a, b) and (b, a) are one key. */
export function pairKey(a: string, b: string): string {
  const order = (name: string) => FLAVOR_ROWS.findIndex((row) => row.funkyFlavorName === name);
  return order(a) <= order(b) ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** Every line by its pair, in English and German; exported for the completeness test. */
export const PAIR_LINES: ReadonlyMap<string, { readonly en: string; readonly de: string }> = new Map(
  LINES.map(([a, b, en, de]) => [pairKey(a, b), { en, de }]),
);

/** The number of entries written above (the map would hide a pair written twice). */
export const PAIR_LINE_COUNT = LINES.length;

/** The playful line for two flavours, in either order, in the page's language (German, or English). */
export function pairLine(a: FlavorRow, b: FlavorRow, language = 'en'): string {
  const line = PAIR_LINES.get(pairKey(a.funkyFlavorName, b.funkyFlavorName));
  if (!line) return language === 'de' ? 'Zwei Sorten, eine Waffel.' : 'Two flavours, one cone.';
  return language === 'de' ? line.de : line.en;
}
