import { getDefaultNormalizer, screen } from '@testing-library/react';
import { ResultCard } from '@/components/result/result-card';
import { buildResult } from '@/lib/flavor/result';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { resolveFlavor } from '@/lib/flavor/flavor-text';
import de from '@/messages/de.json';
import { renderIntl as render } from '../../support/intl';

const result = buildResult({ E: 80, C: 80, O: 80 });

/** Testing Library's normalizer without collapsing whitespace, so a no-break space stays one. */
const KEEP_NBSP = getDefaultNormalizer({ collapseWhitespace: false });

describe('ResultCard (docs/product-rules.md § Screens)', () => {
  it("shows the header 'PERSONALITY TYPE'", () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByText('PERSONALITY TYPE')).toBeInTheDocument();
  });

  it("shows the hard-coded 'SCORE 100%'", () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByText('SCORE 100%')).toBeInTheDocument();
  });

  it('shows the funky flavour name as the h1', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Chocolate$/);
  });

  it('shows the og flavour name', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByText('ChocoVision Leader')).toBeInTheDocument();
  });

  it('shows the TYPE. row with the personality type', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByText('TYPE.').nextElementSibling).toHaveTextContent(/^Visionary Leader$/);
  });

  it('shows the DESC. row with the personality description', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    expect(screen.getByText('DESC.').nextElementSibling).toHaveTextContent(result.personality_description);
  });

  it("shows the PEERS. row with the celebrities joined by ', '", () => {
    render(<ResultCard flavor={resolveFlavor({ ...result, celebrities: ['Ann', 'Bob', 'Cy'] })} />);
    expect(screen.getByText('PEERS.').nextElementSibling?.textContent).toBe('Ann, Bob, Cy');
  });

  it('shows the rows in the order TYPE., DESC., PEERS.', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    const labels = screen.getAllByRole('term').map((el) => el.textContent);
    expect(labels).toEqual(['TYPE.', 'DESC.', 'PEERS.']);
  });

  it('shows the ingredient image with its alt text', () => {
    render(<ResultCard flavor={resolveFlavor(result)} />);
    const img = screen.getByRole('img', { name: 'A chocolate bar' });
    expect(img.getAttribute('src')).toContain('chocolate-bar');
  });

  it('shows the placeholder image for a flavour outside the table', () => {
    render(
      <ResultCard
        flavor={resolveFlavor({ ...result, row_key: 'Rocky Road', funky_flavour_name: 'Rocky Road' })}
      />,
    );
    const img = screen.getByRole('img', { name: 'An ice-cream cone' });
    expect(img.getAttribute('src')).toContain('placeholder');
  });

  it('renders HTML in the data as text, never as markup', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const { container } = render(
      <ResultCard
        flavor={resolveFlavor({
          ...result,
          funky_flavour_name: evil,
          og_flavour_name: evil,
          personality_type: evil,
          personality_description: evil,
          celebrities: [evil],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(evil);
    expect(screen.getAllByText(evil)).toHaveLength(5);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('ResultCard in German', () => {
  it("shows the German words of the result's row, with German labels", () => {
    render(<ResultCard flavor={resolveFlavor(result)} />, { locale: 'de' });
    const words = de.Flavors.chocolate;
    const labels = [de.Result.cardType, de.Result.cardDescription, de.Result.cardPeers];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${words.name}$`));
    expect(screen.getByText(words.ogName)).toBeInTheDocument();
    expect(screen.getByText(de.Result.cardHeader)).toBeInTheDocument();
    // Exactly as the catalogue writes it, the no-break space before % included (the default normalizer would
    // turn it into a plain space).
    expect(screen.getByText(de.Result.cardScore, { normalizer: KEEP_NBSP })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(labels);
    expect(screen.getByText(labels[0]!).nextElementSibling).toHaveTextContent(words.type);
    expect(screen.getByText(labels[1]!).nextElementSibling).toHaveTextContent(words.description);
    expect(screen.getByText(labels[2]!).nextElementSibling?.textContent).toBe(result.celebrities.join(', '));
    expect(screen.getByRole('img', { name: words.picture })).toBeInTheDocument();
    // The picture is still the row's.
    expect(screen.getByRole('img').getAttribute('src')).toContain('chocolate-bar');
  });

  it.each(FLAVOR_ROWS.map((row) => [row.rowKey, row] as const))(
    'the %s card shows no English word of its row',
    (_key, row) => {
      const card = buildResult({
        E: row.bins.E === 'High' ? 80 : 20,
        C: row.bins.C === 'High' ? 80 : 20,
        O: row.bins.O === 'High' ? 80 : 20,
      });
      const { container } = render(<ResultCard flavor={resolveFlavor(card)} />, { locale: 'de' });
      const text = container.textContent ?? '';
      const german = de.Flavors[row.slug];
      expect(text).toContain(german.description);
      const pairs = [
        [row.funkyFlavorName, german.name],
        [row.ogFlavorName, german.ogName],
        [row.personalityType, german.type],
        [row.personalityDescription, german.description],
      ];
      for (const [english, german] of pairs) if (english !== german) expect(text).not.toContain(english);
    },
  );

  it('shows words outside the table as they came', () => {
    render(<ResultCard flavor={resolveFlavor({ ...result, funky_flavour_name: 'Rocky Road' })} />, {
      locale: 'de',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Rocky Road$/);
  });
});
