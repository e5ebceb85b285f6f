import { buildFlavorPrompt, DATA_PLACEHOLDER } from '@/lib/result-io/prompt';
import { FLAVOR_ROWS } from '@/lib/flavor/table';

const prompt = buildFlavorPrompt();

describe('buildFlavorPrompt', () => {
  describe.each(FLAVOR_ROWS.map((r) => [r.rowKey, r] as const))('row %s', (_key, row) => {
    it('contains the personality type', () => {
      expect(prompt).toContain(row.personalityType);
    });

    it('contains the funky flavour name', () => {
      expect(prompt).toContain(row.funkyFlavorName);
    });

    it('contains the og flavour name', () => {
      expect(prompt).toContain(row.ogFlavorName);
    });

    it('contains the colour name and hex', () => {
      expect(prompt).toContain(row.color.name);
      expect(prompt).toContain(row.color.hex);
    });

    it('contains the flavour and personality descriptions', () => {
      expect(prompt).toContain(row.ogFlavorDescription);
      expect(prompt).toContain(row.personalityDescription);
    });

    it('contains every celebrity', () => {
      for (const name of row.celebrities) expect(prompt).toContain(name);
    });
  });

  it('contains the {{data}} placeholder', () => {
    expect(DATA_PLACEHOLDER).toBe('{{data}}');
    expect(prompt).toContain('{{data}}');
  });

  it('states the High rule as score >= 60', () => {
    expect(prompt).toMatch(/"High" when its score is >= 60/);
  });

  it('asks for 3 to 8 evidence signals per trait', () => {
    expect(prompt).toMatch(/3 to 8 evidence signals per trait/);
  });

  it('demands only a valid JSON object as output', () => {
    expect(prompt).toMatch(/Output ONLY a valid JSON object/i);
  });

  it('demands exactly one matching row, copied exactly', () => {
    expect(prompt).toMatch(/exactly one matching row/i);
    expect(prompt).toMatch(/copy its values EXACTLY/i);
  });

  it('forbids inventing data', () => {
    expect(prompt).toMatch(/Do not invent data/i);
  });
});
