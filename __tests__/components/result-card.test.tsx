import { render, screen } from '@testing-library/react';
import { ResultCard } from '@/components/result/result-card';
import { buildResult } from '@/lib/flavor/result';

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
