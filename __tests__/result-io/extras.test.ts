import { buildResult } from '@/lib/flavor/result';
import { canonicalizeResult } from '@/lib/result-io/canonical';
import { readExtras } from '@/lib/result-io/extras';
import { parseStoredText } from '@/lib/result-io/storage';

const base = buildResult({ E: 70, C: 30, O: 80 });

/** What each way in makes of the same value: the widget's `complete` and a saved result. */
function bothWays(value: Record<string, unknown>) {
  const canonical = canonicalizeResult(value);
  const stored = parseStoredText(JSON.stringify(value));
  return {
    canonical: canonical.ok ? canonical.result : undefined,
    stored: stored.status === 'ok' ? stored.result : undefined,
  };
}

describe('readExtras: one reader of a result extras, for the widget and for storage', () => {
  it('keeps well-formed markers', () => {
    const value = { ...base, sample: { id: 'luna' }, quiz: { answered: 7, asked: 10 } };
    expect(readExtras(value, base.evidence)).toEqual({
      sample: { id: 'luna' },
      quiz: { answered: 7, asked: 10 },
    });
  });

  it.each([
    ['the id', { id: 'ken' }, { id: 'ken' }],
    [
      'the older English sentence, by the name before its comma',
      { name: 'Ken, a sample listener' },
      { id: 'ken' },
    ],
    ['an older marker of a first name alone', { name: 'Ken' }, { id: 'ken' }],
    ['a name this app does not know, as a sample without a name', { name: 'Maximiliane' }, {}],
    ['an id this app does not know, as a sample without a name', { id: 'nobody' }, {}],
    ['an id that is not a string, as a sample without a name', { id: ['ken'] }, {}],
    ['an empty marker, as a sample without a name', {}, {}],
  ])('reads a sample marker of %s the same way on both ways in', (_, sample, read) => {
    const { canonical, stored } = bothWays({ ...base, sample });
    expect(canonical).toEqual({ ...base, sample: read });
    expect(stored).toEqual({ ...base, sample: read });
  });

  it.each([
    ['a sample that is a string', { sample: 'Luna' }],
    ['a sample that is a list', { sample: ['luna'] }],
    ['a quiz with more answers than questions', { quiz: { answered: 11, asked: 10 } }],
    ['numbers that are not numbers', { listening_numbers: 'many' }],
    ['a certainty that is a list', { certainty: [] }],
  ])('drops %s the same way on both ways in, keeping the result', (_, extra) => {
    const { canonical, stored } = bothWays({ ...base, ...extra });
    expect(canonical).toEqual(base);
    expect(stored).toEqual(base);
  });
});
