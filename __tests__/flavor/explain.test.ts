import {
  binLabel,
  explainTraits,
  formatDate,
  numberRows,
  readingMonths,
  traitName,
  traitSummary,
} from '@/lib/flavor/explain';
import { buildResult } from '@/lib/flavor/result';
import { wordsFor } from '../support/flavor-words';

const en = wordsFor('en');
const de = wordsFor('de');

describe('explainTraits', () => {
  it('gives each trait its name, whole score, High/Low at 60 and its evidence, in E C O order', () => {
    const result = buildResult(
      { E: 59.6, C: 12, O: 88 },
      { extraversion_signals: ['e1', ' '], conscientiousness_signals: [], openness_signals: ['o1', 'o2'] },
    );
    const traits = explainTraits(result);
    expect(traits).toEqual([
      { key: 'E', score: 60, bin: 'High', signals: ['e1'] },
      { key: 'C', score: 12, bin: 'Low', signals: [] },
      { key: 'O', score: 88, bin: 'High', signals: ['o1', 'o2'] },
    ]);
    expect(traits.map((t) => traitName(t.key, en.traits))).toEqual([
      'Extraversion',
      'Conscientiousness',
      'Openness',
    ]);
  });

  it('says the score, the bin and where 60 sits in words', () => {
    expect(traitSummary({ key: 'O', score: 42, bin: 'Low' }, en.traits)).toBe(
      'Openness: 42 out of 100, Low (60 and up counts as High)',
    );
  });
});

describe('the traits in German', () => {
  it('are named as a German speaker names them, with Hoch and Niedrig', () => {
    expect((['E', 'C', 'O'] as const).map((k) => traitName(k, de.traits))).toEqual([
      'Extraversion',
      'Gewissenhaftigkeit',
      'Offenheit',
    ]);
    expect([binLabel('High', de.traits), binLabel('Low', de.traits)]).toEqual(['Hoch', 'Niedrig']);
    expect(traitSummary({ key: 'C', score: 42, bin: 'Low' }, de.traits)).toBe(
      'Gewissenhaftigkeit: 42 von 100, niedrig (hoch ab 60)',
    );
  });
});

const counted = {
  plays: 12345,
  hours: 512.25,
  days: 1,
  artists: 1,
  tracks: 2000,
  firstDate: '2023-01-05',
  lastDate: '2023-12-31',
};

describe('numberRows', () => {
  it('formats what was counted', () => {
    expect(numberRows(counted, en)).toEqual([
      { label: 'Plays counted', value: '12,345 plays' },
      { label: 'Listening time', value: '512.3 hours' },
      { label: 'Days covered', value: '1 day' },
      { label: 'Artists', value: '1 artist' },
      { label: 'Tracks', value: '2,000 tracks' },
      { label: 'From', value: '5 Jan 2023 to 31 Dec 2023' },
    ]);
  });

  it('says one hour, and a count of one, in the singular', () => {
    const one = { ...counted, plays: 1, hours: 1, days: 2, tracks: 1 };
    expect(numberRows(one, en).map((r) => r.value)).toEqual([
      '1 play',
      '1 hour',
      '2 days',
      '1 artist',
      '1 track',
      '5 Jan 2023 to 31 Dec 2023',
    ]);
  });

  it('keeps an unreadable date as it is', () => {
    expect(formatDate('2023-13-45', 'en')).toBe('2023-13-45');
    expect(formatDate('2023-13-45', 'de')).toBe('2023-13-45');
  });
});

describe('numberRows in German', () => {
  it('groups numbers the German way, with a decimal comma, German plurals and dates', () => {
    expect(numberRows({ ...counted, plays: 5158 }, de)).toEqual([
      // The label names plays, acts and songs, so their numbers stand alone (German read-through #25).
      { label: 'Wiedergaben', value: '5.158' },
      { label: 'Hörzeit', value: '512,3\u00a0Stunden' },
      { label: 'Zeitraum', value: '1\u00a0Tag' },
      { label: 'Acts', value: '1' },
      { label: 'Songs', value: '2.000' },
      { label: 'Von – bis', value: '5. Jan. 2023 bis 31. Dez. 2023' },
    ]);
  });

  it('says 1 Stunde and 3 Stunden', () => {
    expect(numberRows({ ...counted, hours: 1 }, de)[1]?.value).toBe('1\u00a0Stunde');
    expect(numberRows({ ...counted, hours: 3 }, de)[1]?.value).toBe('3\u00a0Stunden');
  });
});

describe('which months were read', () => {
  test('names the first and the last month', () => {
    expect(readingMonths({ firstDate: '2017-03-02', lastDate: '2018-02-27' }, en)).toBe(
      'Your listening from March 2017 to February 2018: the newest 12 months of your history with enough music to read.',
    );
  });
  test('one month, and Last.fm says it reads only the last 12 months', () => {
    expect(readingMonths({ firstDate: '2026-05-01', lastDate: '2026-05-30', lastfm: true }, en)).toBe(
      'Your listening in May 2026: Last.fm lets us read only your last 12 months of scrobbles.',
    );
  });
  test('in German, with German month names', () => {
    expect(readingMonths({ firstDate: '2017-03-02', lastDate: '2018-02-27' }, de)).toBe(
      'Deine Musik von März 2017 bis Februar 2018: der jüngste Zeitraum deines Hörverlaufs (bis zu 12\u00a0Monate), in dem genug Musik steckt.',
    );
    expect(readingMonths({ firstDate: '2026-05-01', lastDate: '2026-05-30', lastfm: true }, de)).toBe(
      'Deine Musik im Mai 2026: Last.fm lässt uns nur deine Scrobbles der letzten 12\u00a0Monate abrufen.',
    );
  });
});
