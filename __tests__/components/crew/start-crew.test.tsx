import { fireEvent, screen } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { StartCrew } from '@/components/crew/start-crew';
import { buildResult } from '@/lib/flavor/result';
import { checkTypedName } from '@/lib/links/friend-name';

const result = buildResult({ E: 70, C: 30, O: 80 });

describe('StartCrew on /flavor', () => {
  it('offers Start a crew for a result of your own', () => {
    renderIntl(<StartCrew result={result} check={checkTypedName('Sam')} />);
    expect(screen.getByRole('heading', { name: 'Here with friends?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a crew' })).toBeInTheDocument();
  });

  it('never starts a crew without the name the visitor typed when it breaks the rules', () => {
    renderIntl(<StartCrew result={result} check={checkTypedName('<b>Sam</b>')} />, { locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Crew starten' }));
    expect(screen.getByRole('status')).toHaveTextContent('Korrigier zuerst den Namen bei „Dein Link“');
  });

  it("says in plain words that a sample listener's flavour cannot start a crew", () => {
    renderIntl(<StartCrew result={{ ...result, sample: { id: 'luna' } }} check={checkTypedName('')} />);
    expect(screen.queryByRole('button', { name: 'Start a crew' })).not.toBeInTheDocument();
    expect(screen.getByText(/can't start a crew/)).toBeInTheDocument();
  });
});
