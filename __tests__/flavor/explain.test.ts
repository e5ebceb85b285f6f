import { explainTraits, formatDate, numberRows, readingMonths, traitSummary } from '@/lib/flavor/explain';
import { buildResult } from '@/lib/flavor/result';

describe('explainTraits', () => {
  it('gives each trait its name, whole score, High/Low at 60 and its evidence, in E C O order', () => {
    const result = buildResult(
      { E: 59.6, C: 12, O: 88 },
      { extraversion_signals: ['e1', ' '], conscientiousness_signals: [], openness_signals: ['o1', 'o2'] },
    );
    expect(explainTraits(result)).toEqual([
      { key: 'E', name: 'Extraversion', score: 60, bin: 'High', signals: ['e1'] },
      { key: 'C', name: 'Conscientiousness', score: 12, bin: 'Low', signals: [] },
      { key: 'O', name: 'Openness', score: 88, bin: 'High', signals: ['o1', 'o2'] },
    ]);
  });

  it('says the score, the bin and where 60 sits in words', () => {
    expect(traitSummary({ name: 'Openness', score: 42, bin: 'Low' })).toBe(
      'Openness: 42 out of 100, Low (60 and up counts as High)',
    );
  });
});

describe('numberRows', () => {
  it('formats what was counted', () => {
    expect(
      numberRows({
        plays: 12345,
        hours: 512.25,
        days: 1,
        artists: 1,
        tracks: 2000,
        firstDate: '2023-01-05',
        lastDate: '2023-12-31',
      }),
    ).toEqual([
      { label: 'Plays counted', value: '12,345 plays' },
      { label: 'Listening time', value: '512.3 hours' },
      { label: 'Days covered', value: '1 day' },
      { label: 'Artists', value: '1 artist' },
      { label: 'Tracks', value: '2,000 tracks' },
      { label: 'From', value: '5 Jan 2023 to 31 Dec 2023' },
    ]);
  });

  it('keeps an unreadable date as it is', () => {
    expect(formatDate('2023-13-45')).toBe('2023-13-45');
  });
});

describe('which months were read', () => {
  test('names the first and the last month', () => {
    expect(readingMonths({ firstDate: '2017-03-02', lastDate: '2018-02-27' })).toBe(
      'Your listening from March 2017 to February 2018: the newest 12 months of your history with enough music to read.',
    );
  });
  test('one month, and Last.fm says it reads only the last 12 months', () => {
    expect(readingMonths({ firstDate: '2026-05-01', lastDate: '2026-05-30', lastfm: true })).toBe(
      'Your listening in May 2026: Last.fm lets us read only your last 12 months of scrobbles.',
    );
  });
});
