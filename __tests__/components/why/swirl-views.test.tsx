import { screen, within } from '@testing-library/react';
import { SwirlLine } from '@/components/why/swirl-line';
import { TraitMeter } from '@/components/why/trait-meter';
import { WhyFlavor } from '@/components/why/why-flavor';
import { explainTraits } from '@/lib/flavor/explain';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import { CREW, swirlFor } from '@/lib/flavor/swirl';
import { renderIntl as render } from '../../support/intl';
import { translatorFor } from '@/lib/i18n/translator';
import de from '@/messages/de.json';

/** The texts of "Sure, or a swirl": the line under the card, the band on each meter, the own chances. */
const certainty = { basis: 'listening', spread: { E: 5, C: 8, O: 5 } } as const;
const nearLine: FlavorResult = { ...buildResult({ E: 15, C: 8, O: 63 }), certainty };
const numbers = {
  plays: 10,
  hours: 1,
  days: 2,
  artists: 3,
  tracks: 4,
  firstDate: '2024-01-01',
  lastDate: '2024-02-01',
};

describe('SwirlLine', () => {
  it('says the main flavour with its second scoop, and why, as plain text', () => {
    render(<SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 63 }, certainty)} />);
    const line = screen.getByTestId('swirl-line');
    expect(line).toHaveTextContent('Matcha / Pistachio, with a swirl of Coffee');
    expect(line).toHaveTextContent(
      'Your Openness sits on the line: read again, your flavour would stay Matcha / Pistachio about 8 times in 10.',
    );
  });

  it('says a sure scoop', () => {
    render(<SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 8 }, certainty)} />);
    expect(screen.getByTestId('swirl-line')).toHaveTextContent('Coffee: a sure scoop');
    expect(screen.getByTestId('swirl-line')).toHaveTextContent('nearly every time');
  });
});

describe('TraitMeter with a chance', () => {
  it('draws the band and says it in words', () => {
    const trait = explainTraits(nearLine)[2]!;
    const chance = swirlFor({ E: 15, C: 8, O: 63 }, certainty).chances.traits.O;
    render(
      <ul>
        <TraitMeter trait={trait} chance={chance} />
      </ul>,
    );
    const band = screen.getByTestId('trait-band');
    expect(band.style.left).toBe('58%');
    expect(band.style.width).toBe('10%');
    expect(screen.getByTestId('trait-stay')).toHaveTextContent(
      'Another reading would likely land between 58 and 68 (the outlined band): it stays High about 8 times in 10.',
    );
  });

  it('without a chance, shows no band (a result without certainty keeps today’s view)', () => {
    render(
      <ul>
        <TraitMeter trait={explainTraits(nearLine)[2]!} />
      </ul>,
    );
    expect(screen.queryByTestId('trait-band')).toBeNull();
    expect(screen.queryByTestId('trait-stay')).toBeNull();
  });
});

describe('WhyFlavor steadiness line', () => {
  it('speaks of the visitor’s own chances when the result has certainty', () => {
    render(<WhyFlavor result={{ ...nearLine, listening_numbers: numbers }} />);
    expect(screen.getByTestId('steadiness')).toHaveTextContent(
      'How steady is it? Read from another stretch of your listening, your flavour would stay Matcha / Pistachio about 8 times in 10. Otherwise, most likely Coffee.',
    );
    expect(within(screen.getByRole('list')).getAllByTestId('trait-band')).toHaveLength(3);
  });

  it('from answers, says so', () => {
    const quiz = { ...nearLine, certainty: { ...certainty, basis: 'answers' as const } };
    render(<WhyFlavor result={quiz} />);
    expect(screen.getByTestId('steadiness')).toHaveTextContent(/Answers like yours land on the same flavour/);
  });

  it('keeps the population line for a result without certainty', () => {
    const { certainty: _, ...plain } = nearLine;
    void _;
    render(<WhyFlavor result={{ ...plain, listening_numbers: numbers }} />);
    expect(screen.getByTestId('steadiness')).toHaveTextContent(/^How steady is it\? Listeners whose scores/);
    expect(screen.queryByTestId('trait-band')).toBeNull();
  });
});

describe('the swirl views in German', () => {
  const why = translatorFor('de', de, 'Why');
  const traits = translatorFor('de', de, 'Traits');

  it('SwirlLine names the German flavours and says why', () => {
    render(<SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 63 }, certainty)} />, { locale: 'de' });
    const line = screen.getByTestId('swirl-line');
    expect(line).toHaveTextContent(
      why('swirlWith', { flavor: de.Flavors['matcha-pistachio'].name, second: de.Flavors.coffee.name }),
    );
    expect(line).toHaveTextContent(
      'Deine Offenheit liegt auf der Linie: Neu ausgewertet bliebe deine Sorte in etwa 8 von 10 Fällen Matcha / Pistazie.',
    );
  });

  it('SwirlLine speaks of a named listener', () => {
    render(
      <SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 8 }, certainty)} whose={{ kind: 'named', name: 'Sam' }} />,
      {
        locale: 'de',
      },
    );
    // The catalogue's head line, then the why line as German grammar wants it.
    expect(screen.getByTestId('swirl-line')).toHaveTextContent(
      why('swirlSure', { flavor: de.Flavors.coffee.name }) +
        'Selbst die Gewissenhaftigkeit – bei Sam der Wert am nächsten an der Linie – bleibt fast immer niedrig: Neu ausgewertet bliebe Sam fast immer bei Kaffee.',
    );
  });

  // German read-through 2, #4 and #5: "eure Crew" is declined where a first name is not, and a friend without a
  // name stays an Eis-Buddy; no relative clause that could latch onto the wrong noun.
  it.each([
    [
      CREW,
      'Selbst die Gewissenhaftigkeit – bei eurer Crew der Wert am nächsten an der Linie – bleibt fast immer niedrig: Neu ausgewertet bliebe eure Crew fast immer bei Kaffee.',
    ],
    [
      { kind: 'friend' } as const,
      'Selbst die Gewissenhaftigkeit – bei deinem Eis-Buddy der Wert am nächsten an der Linie – bleibt fast immer niedrig: Neu ausgewertet bliebe dein Eis-Buddy fast immer bei Kaffee.',
    ],
  ])('SwirlLine speaks of %o in German grammar', (whose, said) => {
    render(<SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 8 }, certainty)} whose={whose} />, { locale: 'de' });
    expect(screen.getByTestId('swirl-line')).toHaveTextContent(said);
    expect(screen.getByTestId('swirl-line').textContent).not.toMatch(/dieser Person|von eurer|, die /);
  });

  it('SwirlLine says the crew in English as before', () => {
    render(<SwirlLine swirl={swirlFor({ E: 15, C: 8, O: 63 }, certainty)} whose={CREW} />);
    expect(screen.getByTestId('swirl-line')).toHaveTextContent(
      /^.+Your crew's Openness sits on the line: read again, your crew's flavour would stay/,
    );
  });

  it('TraitMeter says the band in German, with Hoch and the German name', () => {
    const trait = explainTraits(nearLine)[2]!;
    const chance = swirlFor({ E: 15, C: 8, O: 63 }, certainty).chances.traits.O;
    render(
      <ul>
        <TraitMeter trait={trait} chance={chance} />
      </ul>,
      { locale: 'de' },
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Offenheit');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('63/100 · Hoch');
    expect(
      screen.getByText(traits('summary', { name: 'Offenheit', score: 63, bin: 'High', threshold: 60 })),
    ).toBeInTheDocument();
    expect(screen.getByTestId('trait-stay')).toHaveTextContent(
      'Eine neue Auswertung landet wohl zwischen 58 und 68 (der umrandete Bereich): Der Wert bleibt in etwa 8 von 10 Fällen hoch.',
    );
  });
});
