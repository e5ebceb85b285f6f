/** @jest-environment node */
import { planOf, stateOf, storedResult } from '../support/state-plans';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { readListeningNumbers } from '@/lib/flavor/listening-numbers';
import { rowForBins } from '@/lib/flavor/table';
import { FLAVOR_SLUGS } from '@/lib/flavor/slug';
import { SAMPLE_LISTENERS } from '@/lib/samples/sample-roster';
import { EXPORT_SOURCES, sampleOf, SAMPLE_ID, seedPlan, STATES } from '@/lib/states/states';

/**
 * The states of each source, of every sample listener and of the plain pages: what each plans and writes
 * (the browser side is e2e/states.spec.ts with e2e/support/states-sources-checks.ts).
 */
jest.setTimeout(30_000);

/** The words of a message before its first placeholder. */
const lead = (message: string) => message.slice(0, message.indexOf('{')).trim();

describe('a result from each source', () => {
  it.each(EXPORT_SOURCES)('%s: read and scored by the import, opened at its why view', async (source) => {
    const plan = await planOf(`result-${source}`);
    expect(plan.path).toBe('/flavor#why-heading');
    expect(plan.local).toEqual({});
    const result = storedResult(plan.session);
    // The source's own note on what it cannot show among the clues the why view lists; Spotify's extended
    // history shows every habit, whole albums among them (which no other source shows).
    const clues = Object.values(result.evidence).flat().join(' ');
    if (source === 'spotify-extended') {
      expect(clues).not.toMatch(/does not show/);
      expect(clues).toContain(en.Evidence.fact.O6.split('}')[1]?.trim());
    } else expect(clues).toContain(lead(en.Evidence.unfed[source]));
    const numbers = readListeningNumbers(result.listening_numbers);
    expect(numbers?.lastfm ?? false).toBe(source === 'lastfm');
    expect(result.certainty?.basis).toBe('listening');
    expect(result.sample).toBeUndefined();
  });
});

describe('every other sample listener', () => {
  it('has one state each, Luna being `sample`, labelled by a pattern in both catalogues', () => {
    const ids = STATES.filter((s) => s.group === 'samples').map((s) => s.id);
    expect(ids).toEqual(SAMPLE_LISTENERS.filter((s) => s.id !== SAMPLE_ID).map((s) => `sample-${s.id}`));
    for (const catalogue of [en, de]) {
      expect(catalogue.States.sampleOf).toContain('{name}');
      expect(catalogue.States.sampleOf).toContain('{flavor}');
    }
  });

  it.each(SAMPLE_LISTENERS.filter((s) => s.id !== SAMPLE_ID))(
    '$name: the result picking them makes, on the row they are made for',
    async (sample) => {
      const plan = await planOf(`sample-${sample.id}`);
      expect(plan.path).toBe('/flavor');
      const result = storedResult(plan.session);
      expect(result.sample).toEqual({ id: sample.id });
      expect(result.row_key).toBe(rowForBins(sample.bins).rowKey);
      expect(sampleOf(sample.id)).toEqual({ name: sample.name, slug: rowForBins(sample.bins).slug });
    },
  );
});

describe('the plain pages', () => {
  it('open the landing and each public flavour page with nothing written and no fragment', () => {
    const pages = STATES.filter((s) => s.group === 'pages');
    expect(pages.map((s) => s.id)).toEqual(['page-landing', ...FLAVOR_SLUGS.map((s) => `page-flavor-${s}`)]);
    for (const spec of pages) {
      expect(spec.result).toBeUndefined();
      const plan = seedPlan(spec, undefined);
      expect(plan).toEqual({ session: {}, local: {}, path: spec.path });
      expect(plan.path).not.toContain('#');
    }
    expect(stateOf('page-flavor-vanilla').path).toBe('/flavor/vanilla');
    for (const catalogue of [en, de]) expect(catalogue.States.flavorPage).toContain('{flavor}');
  });
});
