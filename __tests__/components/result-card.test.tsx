import { screen } from '@testing-library/react';
import { ResultCard } from '@/components/result/result-card';
import { buildResult } from '@/lib/flavor/result';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { renderIntl as render } from '../support/intl';

const result = buildResult({ E: 80, C: 80, O: 80 });

describe('ResultCard (docs/product-rules.md § Screens)', () => {
  it("shows the header 'PERSONALITY TYPE'", () => {
    render(<ResultCard result={result} />);
    expect(screen.getByText('PERSONALITY TYPE')).toBeInTheDocument();
  });

  it("shows the hard-coded 'SCORE 100%'", () => {
    render(<ResultCard result={result} />);
    expect(screen.getByText('SCORE 100%')).toBeInTheDocument();
  });

  it('shows the funky flavour name as the h1', () => {
    render(<ResultCard result={result} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Chocolate$/);
  });

  it('shows the og flavour name', () => {
    render(<ResultCard result={result} />);
    expect(screen.getByText('ChocoVision Leader')).toBeInTheDocument();
  });

  it('shows the TYPE. row with the personality type', () => {
    render(<ResultCard result={result} />);
    expect(screen.getByText('TYPE.').nextElementSibling).toHaveTextContent(/^Visionary Leader$/);
  });

  it('shows the DESC. row with the personality description', () => {
    render(<ResultCard result={result} />);
    expect(screen.getByText('DESC.').nextElementSibling).toHaveTextContent(result.personality_description);
  });

  it("shows the PEERS. row with the celebrities joined by ', '", () => {
    render(<ResultCard result={{ ...result, celebrities: ['Ann', 'Bob', 'Cy'] }} />);
    expect(screen.getByText('PEERS.').nextElementSibling?.textContent).toBe('Ann, Bob, Cy');
  });

  it('shows the rows in the order TYPE., DESC., PEERS.', () => {
    render(<ResultCard result={result} />);
    const labels = screen.getAllByRole('term').map((el) => el.textContent);
    expect(labels).toEqual(['TYPE.', 'DESC.', 'PEERS.']);
  });

  it('shows the ingredient image with its alt text', () => {
    render(<ResultCard result={result} />);
    const img = screen.getByRole('img', { name: 'A chocolate bar' });
    expect(img.getAttribute('src')).toContain('chocolate-bar');
  });

  it('shows the placeholder image for a flavour outside the table', () => {
    render(<ResultCard result={{ ...result, funky_flavour_name: 'Rocky Road' }} />);
    const img = screen.getByRole('img', { name: 'An ice-cream cone' });
    expect(img.getAttribute('src')).toContain('placeholder');
  });

  it('renders HTML in the data as text, never as markup', () => {
    const evil = '<img src=x onerror="alert(1)">';
    const { container } = render(
      <ResultCard
        result={{
          ...result,
          funky_flavour_name: evil,
          og_flavour_name: evil,
          personality_type: evil,
          personality_description: evil,
          celebrities: [evil],
        }}
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
    render(<ResultCard result={result} />, { locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Schokolade$/);
    expect(screen.getByText('Schoko-Vision')).toBeInTheDocument();
    expect(screen.getByText('DEIN TYP')).toBeInTheDocument();
    expect(screen.getByText('MATCH 100 %')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['TYP.', 'INFO.', 'PROMIS.']);
    expect(screen.getByText('TYP.').nextElementSibling).toHaveTextContent(/^Visionäre Führungskraft$/);
    expect(screen.getByText('INFO.').nextElementSibling).toHaveTextContent(
      FLAVOR_ROWS[0]!.de.personalityDescription,
    );
    expect(screen.getByText('PROMIS.').nextElementSibling?.textContent).toBe(result.celebrities.join(', '));
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
      const { container } = render(<ResultCard result={card} />, { locale: 'de' });
      const text = container.textContent ?? '';
      expect(text).toContain(row.de.personalityDescription);
      const pairs = [
        [row.funkyFlavorName, row.de.funkyFlavorName],
        [row.ogFlavorName, row.de.ogFlavorName],
        [row.personalityType, row.de.personalityType],
        [row.personalityDescription, row.de.personalityDescription],
      ];
      for (const [english, german] of pairs) if (english !== german) expect(text).not.toContain(english);
    },
  );

  it('shows words outside the table as they came', () => {
    render(<ResultCard result={{ ...result, funky_flavour_name: 'Rocky Road' }} />, { locale: 'de' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Rocky Road$/);
  });
});
