import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { accent, pseudoCatalogue, pseudoMessage, PSEUDO_CLOSE, PSEUDO_OPEN } from '@/scripts/pseudo';

describe('the pseudo-locale transform', () => {
  it('accents letters and keeps digits and marks', () => {
    expect(accent('Hello, 2023!')).toBe('Ĥéļļö, 2023!');
  });

  it('wraps a message in brackets and makes it about 40% longer', () => {
    const out = pseudoMessage('Try again');
    expect(out.startsWith(`${PSEUDO_OPEN}Ţŕý åĝåíñ`)).toBe(true);
    expect(out.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(out.length).toBeGreaterThanOrEqual(Math.floor('Try again'.length * 1.4));
  });

  it('leaves arguments, plural keys, # and tags as they are, accenting the text inside them', () => {
    expect(pseudoMessage('Hi {name}')).toMatch(/^⟦Ĥí \{name\} ·*⟧$/);
    const plural = pseudoMessage('{count, plural, one {# hour} other {# hours}} left');
    expect(plural).toContain('{count,plural,one{# ĥöüŕ} other{# ĥöüŕš}}');
    expect(plural).toContain('ļéfţ');
    const tags = pseudoMessage('On <b>privacy.apple.com</b>, choose <b>Request</b>');
    expect(tags).toContain('<b>pŕívåçý.åppļé.çöm</b>');
    expect(tags).toContain('<b>Ŕéqüéšţ</b>');
    expect(pseudoMessage('{plays, number} plays')).toContain('{plays, number} pļåýš');
  });

  it('keeps a quoted brace and an apostrophe as text', () => {
    expect(pseudoMessage("It's '{'x'}'")).toMatch(/^⟦Íţ''š '\{x\}'/);
  });

  it('transforms every message of a catalogue and keeps its keys', () => {
    expect(pseudoCatalogue({ A: { b: 'one', c: 'two' } })).toEqual({
      A: { b: expect.stringMatching(/^⟦öñé ·*⟧$/), c: expect.stringMatching(/^⟦ţŵö ·*⟧$/) },
    });
  });
});

describe('each pseudo-locale catalogue of the table', () => {
  it.each((LANGUAGES as readonly Language[]).filter((l) => l.pseudoOf).map((l) => [l.code, l.pseudoOf]))(
    'messages/%s.json is generated from messages/%s.json and up to date (else run `npm run i18n:generate`)',
    (code, source) => {
      const read = (name: string | undefined) =>
        JSON.parse(readFileSync(join(process.cwd(), 'messages', `${name}.json`), 'utf8')) as unknown;
      expect(read(code)).toEqual(pseudoCatalogue(read(source)));
    },
  );
});
