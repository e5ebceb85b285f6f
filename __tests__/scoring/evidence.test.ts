import { EN_WORDS } from '@/__tests__/support/evidence';
import { evidenceClue, type Clue } from '@/lib/flavor/clue';
import { writeClue } from '@/lib/flavor/clue-text';
import type { RootTranslator } from '@/lib/i18n/translator';
import {
  cleanName,
  formatClock,
  formatCount,
  formatDuration as durationClue,
  formatPercent as percentClue,
} from '@/lib/scoring/traits/evidence-format';
import {
  comparisonClause as comparisonClue,
  featureSentence as featureClue,
  shareOfListeners as listenersClue,
} from '@/lib/scoring/traits/feature-sentences';
import { MAX_SIGNALS, traitEvidence as traitClues } from '@/lib/scoring/traits/trait-evidence';

/** The sentences are built as clues (lib/flavor/clue.ts); these write them as the scorer does. */
const formatPercent = (share: number, t: RootTranslator) => writeClue(percentClue(share), t);
const formatDuration = (hours: number, t: RootTranslator) => writeClue(durationClue(hours), t);
const shareOfListeners = (p: number, t: RootTranslator) => writeClue(listenersClue(p), t);
const comparisonClause = (
  ...[id, p, referenced, t]: [...Parameters<typeof comparisonClue>, RootTranslator]
) => writeClue(comparisonClue(id, p, referenced), t);
const featureSentence = (...[m, placement, t]: [...Parameters<typeof featureClue>, RootTranslator]) =>
  writeClue(featureClue(m, placement), t);
type TraitArgs = Parameters<typeof traitClues>;
const traitEvidence = (
  trait: TraitArgs[0],
  score: TraitArgs[1],
  bin: TraitArgs[2],
  items: TraitArgs[3],
  coverage: TraitArgs[4],
  t: RootTranslator,
) => traitClues(trait, score, bin, items, coverage).map((c: Clue) => writeClue(c, t));

/** A fact that starts in lower case ("more night listening than 2 in 10 listeners"), with its number. */
const fact = (tenths: number) =>
  evidenceClue('compare.C1.more', { listeners: evidenceClue('listeners.inTen', { tenths }) });

describe('evidence formatting', () => {
  it('uses whole numbers and honest percentages', () => {
    expect(formatCount(1234567.4)).toBe('1,234,567');
    expect(formatPercent(0.374, EN_WORDS)).toBe('37%');
    expect(formatPercent(0.001, EN_WORDS)).toBe('under 1%');
    expect(formatPercent(0, EN_WORDS)).toBe('0%');
    expect(formatPercent(0.9996, EN_WORDS)).toBe('over 99%');
    expect(formatClock(8 * 60 + 37)).toBe('08:35');
    expect(formatClock(23 * 60 + 58)).toBe('00:00');
    expect(formatDuration(1.6, EN_WORDS)).toBe('about 2 hours');
    expect(formatDuration(1.2, EN_WORDS)).toBe('about 1 hour');
    expect(formatDuration(0.4, EN_WORDS)).toBe('about 24 minutes');
  });

  it('shows names as plain text: control and bidi characters removed, long names cut', () => {
    expect(cleanName('  A\u0000B\u202e  C\n')).toBe('AB C');
    expect(cleanName('<b>bold</b> & "quotes"')).toBe('<b>bold</b> & "quotes"');
    const long = cleanName('x'.repeat(200));
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  it('fills the templates with the listener’s numbers and where they sit among listeners', () => {
    const real = (percentile: number) => ({ percentile, referenced: true });
    expect(featureSentence({ id: 'C1', value: 0.12 }, real(0.83), EN_WORDS)).toBe(
      '12% of your songs started between midnight and 5 in the morning — more night listening than 8 in 10 listeners.',
    );
    expect(featureSentence({ id: 'C1', value: 0.01 }, real(0.12), EN_WORDS)).toBe(
      '1% of your songs started between midnight and 5 in the morning — less night listening than 8 in 10 listeners.',
    );
    expect(
      featureSentence({ id: 'E1', value: 0.9, nights: 47, weekendNights: 52 }, real(0.98), EN_WORDS),
    ).toBe(
      'Music played on 47 of 52 Friday and Saturday nights (6 p.m. to 2 a.m.) — more weekend nights with music than nearly every listener.',
    );
    expect(featureSentence({ id: 'E4', value: 38.4, days: 300 }, real(0.55), EN_WORDS)).toBe(
      'On a day you listen you play about 38 songs — close to the middle of real listeners.',
    );
    expect(featureSentence({ id: 'E7', value: 0.5, activeDays: 150, days: 300 }, real(0.1), EN_WORDS)).toBe(
      'Music played on 150 of 300 days — fewer days with music than 9 in 10 listeners.',
    );
    expect(
      featureSentence(
        { id: 'O4', value: 3.2, stretch: 1000, topTrack: 'Blue', topTrackArtist: 'Band', topTrackPlays: 41 },
        real(0.45),
        EN_WORDS,
      ),
    ).toBe(
      'In a typical 1,000 songs you played each about 3 times — close to the middle of real listeners. “Blue” by Band alone got 41 plays.',
    );
    expect(featureSentence({ id: 'C4', value: 1.6 }, { percentile: 0.7, referenced: false }, EN_WORDS)).toBe(
      'Your weekend listening runs about 2 hours later than your weekdays — a bigger weekend shift than 7 in 10 listeners (our estimate).',
    );
    expect(
      featureSentence(
        { id: 'E3', value: 0, followers: 1, following: 1, playlistFollowers: 0 },
        real(0.2),
        EN_WORDS,
      ),
    ).toBe('You follow 1 person and 1 person follows you — a smaller Spotify circle than 8 in 10 listeners.');
    expect(featureSentence({ id: 'C2', value: 5.25, days: 200 }, real(0.65), EN_WORDS)).toBe(
      'On a typical weekday your first song plays at 09:15 — later than 6 in 10 listeners.',
    );
    expect(featureSentence({ id: 'C8', value: 19.5, days: 200 }, real(0.2), EN_WORDS)).toBe(
      'On a typical weeknight your last song starts at 23:30 — earlier than 8 in 10 listeners.',
    );
  });

  it('words a share of listeners in tenths, never "10 in 10"', () => {
    expect(shareOfListeners(0.6, EN_WORDS)).toBe('6 in 10 listeners');
    expect(shareOfListeners(0.969, EN_WORDS)).toBe('9 in 10 listeners');
    expect(shareOfListeners(0.97, EN_WORDS)).toBe('nearly every listener');
    expect(comparisonClause('O1', 0.55, true, EN_WORDS)).toBe('close to the middle of real listeners');
    expect(comparisonClause('O1', 0.02, true, EN_WORDS)).toBe('fewer artists than nearly every listener');
  });
});

describe('trait evidence', () => {
  const items = Array.from({ length: 9 }, (_, k) => ({
    sentence: fact(k),
    contribution: k % 3 === 0 ? -1 : k,
    referenced: true,
  }));
  const full = { qualifyingPlays: 5000, days: 365, earlyRead: false };

  it('leads with the strongest agreeing fact, then the hedged score line, other facts by strength, a counterpoint', () => {
    const out = traitEvidence('O', 80, 'High', items.slice(0, 4), full, EN_WORDS);
    expect(out).toEqual([
      'More night listening than 2 in 10 listeners',
      'Put together, your Openness comes out at 80 out of 100: listeners with habits like yours tend to score higher here, and yours suggests an explorer streak.',
      'More night listening than 1 in 10 listeners',
      'That said: more night listening than 0 in 10 listeners',
      'More night listening than 3 in 10 listeners',
    ]);
  });

  it('prefers a fact measured against real listeners for the first sentence', () => {
    const out = traitEvidence(
      'O',
      80,
      'High',
      [
        { sentence: fact(1), contribution: 3, referenced: false },
        { sentence: fact(2), contribution: 1, referenced: true },
      ],
      full,
      EN_WORDS,
    );
    expect(out[0]).toBe('More night listening than 2 in 10 listeners');
  });

  it('softens borderline scores (55–64) to "leaning"', () => {
    expect(traitEvidence('C', 62, 'High', [], full, EN_WORDS)[0]).toMatch(
      /Conscientiousness comes out at 62 out of 100, just over the line at 60: your listening shows a hint of a regular rhythm/,
    );
    expect(traitEvidence('E', 57, 'Low', [], full, EN_WORDS)[0]).toMatch(
      /Extraversion comes out at 57 out of 100, just under the line at 60: your listening leans slightly towards/,
    );
  });

  it('never goes above 8 sentences and keeps the early-read note', () => {
    const out = traitEvidence(
      'E',
      20,
      'Low',
      items,
      { qualifyingPlays: 400, days: 40, earlyRead: true },
      EN_WORDS,
    );
    expect(out).toHaveLength(MAX_SIGNALS);
    expect(out.at(-1)).toMatch(/early read/);
  });

  it('says why a score beyond 5–95 was given, and keeps that note under the cap', () => {
    const out = traitEvidence('E', 97, 'High', items, full, EN_WORDS);
    expect(out).toHaveLength(MAX_SIGNALS);
    expect(out.at(-1)).toBe(
      'A score this far from 50 is rare: it takes nearly every habit pointing the same way over 5,000 plays, and yours do.',
    );
    expect(traitEvidence('E', 95, 'High', items.slice(0, 2), full, EN_WORDS).join(' ')).not.toMatch(/rare/);
  });

  it('adds the coverage note when a trait has a single fact, so it still gets 3 sentences', () => {
    const one = traitEvidence(
      'O',
      40,
      'Low',
      [{ sentence: fact(5), contribution: -1, referenced: true }],
      full,
      EN_WORDS,
    );
    expect(one).toHaveLength(3);
    expect(one[0]).toBe('More night listening than 5 in 10 listeners');
    expect(one[2]).toBe('This read rests on 5,000 songs played for 30 seconds or more over 365 days.');
  });

  it('every sentence carries a number', () => {
    for (const [score, bin] of [
      [80, 'High'],
      [30, 'Low'],
      [58, 'Low'],
    ] as const)
      for (const s of traitEvidence('C', score, bin, items.slice(0, 5), full, EN_WORDS))
        expect(s).toMatch(/\d/);
  });
});
