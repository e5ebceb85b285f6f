import { checkTypedName, isValidName, MAX_NAME_LENGTH, tidyName } from '@/lib/links/friend-name';

describe('the name a link may carry', () => {
  it('tidies what was typed: trimmed, whitespace runs made one space', () => {
    expect(tidyName('  Sam \t  Lee \n')).toBe('Sam Lee');
  });

  it('accepts names of every script, with emoji, up to 24 units', () => {
    for (const name of [
      'Sam',
      'Zoë',
      'Jean-Luc',
      "D'Arcy",
      '山田',
      'Ωmega',
      'Ana 🍦',
      '👩‍🎤 Kim',
      'x'.repeat(MAX_NAME_LENGTH),
    ])
      expect({ name, valid: isValidName(name) }).toEqual({ name, valid: true });
  });

  it('refuses markup, control and invisible characters, untidy and long names', () => {
    for (const name of [
      '',
      ' ',
      'Sam ',
      'Sa  m',
      '<b>',
      'a>b',
      'Sam\n',
      'Sam\u0000',
      'Sam\u202e',
      'Sam\u200b',
      '\ud800',
      'x'.repeat(25),
      1,
      null,
      undefined,
      {},
    ])
      expect({ name, valid: isValidName(name) }).toEqual({ name, valid: false });
  });

  it('checks the field: empty is no name, a problem is a reason the field words', () => {
    expect(checkTypedName('   ')).toEqual({ ok: true, name: undefined });
    expect(checkTypedName(' Sam  Lee ')).toEqual({ ok: true, name: 'Sam Lee' });
    expect(checkTypedName('x'.repeat(25))).toEqual({ ok: false, reason: 'too-long' });
    expect(checkTypedName('<b>Sam</b>')).toEqual({ ok: false, reason: 'characters' });
    // Too long is said first: shortening may also remove the characters.
    expect(checkTypedName('<'.repeat(25))).toEqual({ ok: false, reason: 'too-long' });
  });
});
