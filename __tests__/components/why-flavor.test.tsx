import { render, screen, within } from '@testing-library/react';
import { WhyFlavor } from '@/components/why/why-flavor';
import { buildResult } from '@/lib/flavor/result';

/** "Why this flavour" for a result that came without clues (was an e2e test of /flavor, e2e/why-flavor.spec.ts). */
describe('WhyFlavor without evidence', () => {
  const result = {
    ...buildResult({ E: 27, C: 27, O: 27 }),
    evidence: { extraversion_signals: [], conscientiousness_signals: [], openness_signals: [] },
  };

  it('says so in one line, not once per trait, and still shows the three traits', () => {
    const { container } = render(<WhyFlavor result={result} />);
    const why = screen.getByRole('region', { name: 'Why this flavour' });
    expect(why).toHaveTextContent('No clues came with this result, so here are just the scores.');
    expect(
      within(why)
        .queryAllByRole('listitem')
        .filter((li) => li.textContent?.includes('No clues came with this result for')),
    ).toHaveLength(0);
    expect(container.querySelectorAll('[data-trait]')).toHaveLength(3);
  });
});
