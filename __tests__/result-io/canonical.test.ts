import { canonicalizeResult } from '@/lib/result-io/canonical';
import type { FlavorResult } from '@/lib/flavor/result';
import { findRowByKey } from '@/lib/flavor/table';

function ok(value: Record<string, unknown>): FlavorResult {
  const outcome = canonicalizeResult(value);
  if (!outcome.ok) throw new Error(`expected ok, got: ${outcome.reason}`);
  return outcome.result;
}

const HHH = findRowByKey('High High High');

describe('canonicalizeResult: repairs from the table when the scores are valid', () => {
  it('bins a score of "60" as High even when the result says Low', () => {
    const result = ok({
      E_score: '60',
      C_score: '60',
      O_score: '60',
      E_bin: 'Low',
      C_bin: 'Low',
      O_bin: 'Low',
    });
    expect([result.E_bin, result.C_bin, result.O_bin]).toEqual(['High', 'High', 'High']);
  });

  it('bins a score of "59" as Low even when the result says High', () => {
    const result = ok({
      E_score: '59',
      C_score: '59',
      O_score: '59',
      E_bin: 'High',
      C_bin: 'High',
      O_bin: 'High',
    });
    expect([result.E_bin, result.C_bin, result.O_bin]).toEqual(['Low', 'Low', 'Low']);
  });

  it('repairs a wrong row_key from the scores', () => {
    expect(ok({ E_score: '80', C_score: '20', O_score: '90', row_key: 'Low Low Low' }).row_key).toBe(
      'High Low High',
    );
  });

  it('repairs wrong table values from the row of the scores', () => {
    const result = ok({
      E_score: '60',
      C_score: '75',
      O_score: '100',
      E_bin: 'Low',
      personality_type: 'Evil Genius',
      funky_flavour_name: '<img src=x onerror=alert(1)>',
      og_flavour_name: 'Nope',
      og_flavour_description: 'Nope',
      personality_description: 'Nope',
      celebrities: ['Someone, Else'],
      primary_color: { name: 'Hot Pink', hex: '#FF00FF' },
    });
    expect(HHH).toBeDefined();
    expect(result).toMatchObject({
      row_key: 'High High High',
      personality_type: 'Visionary Leader',
      funky_flavour_name: 'Chocolate',
      og_flavour_name: 'ChocoVision Leader',
      og_flavour_description: HHH?.ogFlavorDescription,
      personality_description: HHH?.personalityDescription,
      celebrities: HHH?.celebrities,
      primary_color: { name: 'Deep Burgundy', hex: '#4B1E1E' },
    });
  });

  it('fills every table field when the result has only the scores', () => {
    expect(ok({ E_score: '10', C_score: '10', O_score: '10' })).toMatchObject({
      row_key: 'Low Low Low',
      personality_type: 'Laid-Back Minimalist',
      funky_flavour_name: 'Coffee',
      og_flavour_name: 'Affogato Minimalist',
      primary_color: { name: 'Espresso Black', hex: '#3B2F2F' },
    });
  });
});

describe('canonicalizeResult: scores', () => {
  it('accepts numeric scores and stores them as strings', () => {
    const result = ok({ E_score: 70, C_score: 0, O_score: 100 });
    expect([result.E_score, result.C_score, result.O_score]).toEqual(['70', '0', '100']);
  });

  it('accepts numeric-string scores', () => {
    const result = ok({ E_score: '70', C_score: '0', O_score: '100' });
    expect([result.E_score, result.C_score, result.O_score]).toEqual(['70', '0', '100']);
  });

  it.each([
    ['missing', { C_score: '50', O_score: '50' }],
    ['above 100', { E_score: '101', C_score: '50', O_score: '50' }],
    ['below 0', { E_score: -1, C_score: '50', O_score: '50' }],
    ['non-numeric text', { E_score: 'high', C_score: '50', O_score: '50' }],
    ['an empty string', { E_score: '', C_score: '50', O_score: '50' }],
    ['NaN', { E_score: NaN, C_score: '50', O_score: '50' }],
    ['null', { E_score: null, C_score: '50', O_score: '50' }],
    ['a boolean', { E_score: true, C_score: '50', O_score: '50' }],
    ['an O score out of range', { E_score: '50', C_score: '50', O_score: '1000' }],
  ])('rejects a result whose score is %s', (_name, value) => {
    expect(canonicalizeResult(value as Record<string, unknown>).ok).toBe(false);
  });
});

describe('canonicalizeResult: evidence', () => {
  const scores = { E_score: '50', C_score: '50', O_score: '50' };

  it('keeps evidence given as lists of strings', () => {
    const evidence = {
      extraversion_signals: ['a', 'b', 'c'],
      conscientiousness_signals: ['d', 'e', 'f'],
      openness_signals: ['g', 'h', 'i'],
    };
    expect(ok({ ...scores, evidence }).evidence).toEqual(evidence);
  });

  it('filters out non-string signals', () => {
    const evidence = {
      extraversion_signals: ['a', 1, null, 'b', { x: 1 }],
      conscientiousness_signals: ['c'],
      openness_signals: [true, 'd'],
    };
    expect(ok({ ...scores, evidence }).evidence).toEqual({
      extraversion_signals: ['a', 'b'],
      conscientiousness_signals: ['c'],
      openness_signals: ['d'],
    });
  });

  it('turns missing or malformed evidence into empty lists', () => {
    const empty = { extraversion_signals: [], conscientiousness_signals: [], openness_signals: [] };
    expect(ok(scores).evidence).toEqual(empty);
    expect(ok({ ...scores, evidence: 'lots' }).evidence).toEqual(empty);
    expect(ok({ ...scores, evidence: { extraversion_signals: 'a' } }).evidence).toEqual(empty);
  });
});
