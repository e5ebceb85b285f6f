import {
  cleanName,
  formatClock,
  formatCount,
  formatDuration,
  formatPercent,
} from '@/lib/scoring/evidence-format';
import { featureSentence } from '@/lib/scoring/feature-sentences';
import { MAX_SIGNALS, traitEvidence } from '@/lib/scoring/trait-evidence';

describe('evidence formatting', () => {
  it('uses whole numbers and honest percentages', () => {
    expect(formatCount(1234567.4)).toBe('1,234,567');
    expect(formatPercent(0.374)).toBe('37%');
    expect(formatPercent(0.001)).toBe('under 1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.9996)).toBe('over 99%');
    expect(formatClock(8 * 60 + 37)).toBe('08:35');
    expect(formatClock(23 * 60 + 58)).toBe('00:00');
    expect(formatDuration(1.6)).toBe('about 2 hours');
    expect(formatDuration(1.2)).toBe('about 1 hour');
    expect(formatDuration(0.4)).toBe('about 24 minutes');
  });

  it('shows names as plain text: control and bidi characters removed, long names cut', () => {
    expect(cleanName('  A\u0000B\u202e  C\n')).toBe('AB C');
    expect(cleanName('<b>bold</b> & "quotes"')).toBe('<b>bold</b> & "quotes"');
    const long = cleanName('x'.repeat(200));
    expect(Array.from(long)).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  it('fills the §4.5 templates with the listener’s numbers', () => {
    expect(featureSentence({ id: 'C1', value: 0.12 })).toBe(
      '12% of your listening started between midnight and 5 a.m.',
    );
    expect(featureSentence({ id: 'C1', value: 0.01 })).toBe(
      'Only 1% of your listening started between midnight and 5 a.m.',
    );
    expect(featureSentence({ id: 'E1', value: 0.2 })).toBe(
      '20% of your listening happened on Friday and Saturday nights.',
    );
    expect(
      featureSentence({ id: 'O4', value: 3.2, topTrack: 'Blue', topTrackArtist: 'Band', topTrackPlays: 41 }),
    ).toBe('You averaged about 3 plays per song; “Blue” by Band alone got 41 plays.');
    expect(featureSentence({ id: 'C4', value: 1.6 })).toBe(
      'Your weekend listening runs about 2 hours later than your weekdays.',
    );
    expect(featureSentence({ id: 'E3', value: 0, followers: 1, following: 1, playlistFollowers: 0 })).toBe(
      'You follow 1 person and 1 person follows you.',
    );
    expect(featureSentence({ id: 'C2', value: 10.5 })).toBe(
      'On weekdays your listening centres around 14:30.',
    );
  });
});

describe('trait evidence', () => {
  const items = Array.from({ length: 9 }, (_, k) => ({
    sentence: `fact ${k}.`,
    contribution: k % 3 === 0 ? -1 : k,
  }));

  it('leads with a hedged trait line, then agreeing facts by strength, then a counterpoint', () => {
    const out = traitEvidence('O', 80, 'High', items.slice(0, 4), {
      qualifyingPlays: 5000,
      days: 365,
      earlyRead: false,
    });
    expect(out[0]).toBe(
      'Listeners with habits like yours tend to score higher on Openness, and your listening suggests an explorer streak.',
    );
    expect(out.slice(1)).toEqual(['Fact 2.', 'Fact 1.', 'That said: fact 0.', 'Fact 3.']);
  });

  it('softens borderline scores (55–64) to "leaning"', () => {
    expect(
      traitEvidence('C', 62, 'High', [], { qualifyingPlays: 5000, days: 365, earlyRead: false })[0],
    ).toMatch(/lean slightly higher on Conscientiousness/);
    expect(
      traitEvidence('E', 57, 'Low', [], { qualifyingPlays: 5000, days: 365, earlyRead: false })[0],
    ).toMatch(/just below the middle on Extraversion/);
  });

  it('never goes above 8 sentences and keeps the early-read note', () => {
    const out = traitEvidence('E', 20, 'Low', items, { qualifyingPlays: 400, days: 40, earlyRead: true });
    expect(out).toHaveLength(MAX_SIGNALS);
    expect(out.at(-1)).toMatch(/early read/);
  });

  it('adds the coverage note when a trait has a single fact, so it still gets 3 sentences', () => {
    const one = traitEvidence('O', 40, 'Low', [{ sentence: 'a fact.', contribution: -1 }], {
      qualifyingPlays: 5000,
      days: 365,
      earlyRead: false,
    });
    expect(one).toHaveLength(3);
    expect(one[2]).toBe('This read rests on 5,000 songs played for 30 seconds or more over 365 days.');
  });
});
