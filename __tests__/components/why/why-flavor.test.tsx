import { fireEvent, getDefaultNormalizer, screen } from '@testing-library/react';
import { WhyFlavor } from '@/components/why/why-flavor';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { renderIntl } from '../../support/intl';
import { DE_WORDS, EN_WORDS } from '../../support/evidence';
import { writeClue } from '@/lib/flavor/clue-text';
import { buildQuiz } from '@/lib/quiz/quiz';
import { scoreAnswers } from '@/lib/quiz/score-answers';
import { createTranslator } from 'use-intl/core';

/** The why view, rendered and opened by its "Show why" button: what the tests below read is behind it. */
function render(...args: Parameters<typeof renderIntl>): ReturnType<typeof renderIntl> {
  const rendered = renderIntl(...args);
  fireEvent.click(rendered.getByRole('button', { name: /^(Show why|Zeig mir, warum)$/ }));
  return rendered;
}

/** The German catalogue's words, as the page writes them. */
const DE = createTranslator({ locale: 'de', messages: de });
/** Testing Library's normalizer without collapsing whitespace, so a no-break space stays one. */
const KEEP_NBSP = getDefaultNormalizer({ collapseWhitespace: false });

/** "Why this flavour" for a result that came without clues (was an e2e test of /flavor, e2e/why-flavor.spec.ts). */
describe('WhyFlavor without evidence', () => {
  const result = {
    ...buildResult({ E: 27, C: 27, O: 27 }),
    evidence: { extraversion_signals: [], conscientiousness_signals: [], openness_signals: [] },
  };

  it('leaves the empty clues out (no line explains them) and still shows the three traits', () => {
    const { container } = render(<WhyFlavor result={result} />);
    const why = screen.getByRole('region', { name: 'Why this flavour' });
    expect(why).not.toHaveTextContent(/No clues came/);
    expect(container.querySelectorAll('[data-trait]')).toHaveLength(3);
  });
});

/** A teaser that opens (docs/design.md § One next step): the meters show, the rest waits for a tap. */
describe('WhyFlavor opens', () => {
  it('shows the three meters closed, and the band lines and steadiness once opened', () => {
    const result = {
      ...buildResult({ E: 70, C: 30, O: 50 }),
      certainty: { basis: 'listening' as const, spread: { E: 5, C: 5, O: 5 } },
    };
    const { container } = renderIntl(<WhyFlavor result={result} />);
    const toggle = screen.getByRole('button', { name: 'Show why' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelectorAll('[data-trait]')).toHaveLength(3);
    for (const line of screen.getAllByTestId('trait-stay')) expect(line).not.toBeVisible();
    expect(screen.getByTestId('steadiness')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    for (const line of screen.getAllByTestId('trait-stay')) expect(line).toBeVisible();
    expect(screen.getByTestId('steadiness')).toBeVisible();
  });
});

/** The why view's own words in German: everything around the evidence sentences the scorer wrote. */
describe('WhyFlavor in German', () => {
  const numbers = {
    plays: 5158,
    hours: 1,
    days: 365,
    artists: 1234,
    tracks: 3,
    firstDate: '2017-03-02',
    lastDate: '2018-02-27',
  };
  const evidence = {
    extraversion_signals: ['E-Hinweis 1', 'E-Hinweis 2', 'E-Hinweis 3', 'E-Hinweis 4'],
    conscientiousness_signals: [],
    openness_signals: ['O-Hinweis'],
  };
  const withCertainty: FlavorResult = {
    ...buildResult({ E: 15, C: 8, O: 63 }, evidence),
    certainty: { basis: 'listening', spread: { E: 5, C: 8, O: 5 } },
    listening_numbers: numbers,
  };
  const { certainty: _, ...plain } = withCertainty;
  void _;

  /** The fixed parts of every English message of the view's namespaces that German words differently. */
  const englishParts = (['Why', 'Traits', 'Result'] as const)
    .flatMap((ns) =>
      Object.entries(en[ns])
        .filter(([key, message]) => (de[ns] as Record<string, string>)[key] !== message)
        .map(([, message]) => message),
    )
    .flatMap((message) => message.split(/[{}]/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 8 && /[a-z]{3}/i.test(part) && !/,\s*(select|plural)/.test(part));

  /** The view's text without the evidence sentences, which come from the scorer. */
  function ownWords(container: HTMLElement): string {
    const copy = container.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('li li').forEach((li) => li.remove());
    return copy.textContent ?? '';
  }

  it('writes its own words in German, numbers grouped the German way', () => {
    const { container } = render(<WhyFlavor result={withCertainty} />, { locale: 'de' });
    const why = screen.getByRole('region', { name: DE('Why.heading') });
    expect(why).toHaveTextContent(DE('Why.intro', { threshold: 60 }));
    expect(screen.getByText('Gewissenhaftigkeit')).toBeInTheDocument();
    expect(screen.getByText('Offenheit')).toBeInTheDocument();
    expect(
      screen.getByText(DE('Why.moreClues', { count: 1 }), { normalizer: KEEP_NBSP }),
    ).toBeInTheDocument();
    expect(screen.queryByText(DE('Why.noTraitEvidence'))).toBeNull();
    expect(screen.getByTestId('steadiness').textContent).toContain(
      `${DE('Why.steadyListening', { whose: 'own', name: '', chance: DE('Why.chanceAbout', { count: 8 }), flavor: de.Flavors['matcha-pistachio'].name })} ${DE('Why.otherwise', { flavor: de.Flavors.coffee.name })}`,
    );
    expect(screen.getByTestId('reading-months')).toHaveTextContent(
      'Deine Musik von März 2017 bis Februar 2018',
    );
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual([
      // The label already names plays, acts and songs: the number stands alone under it (German read-through #25).
      '5.158',
      '1\u00a0Stunde',
      '365\u00a0Tage',
      '1.234',
      '3',
      '2. März 2017 bis 27. Feb. 2018',
    ]);
    const own = ownWords(container);
    expect(englishParts.filter((part) => own.includes(part))).toEqual([]);
    expect(own).not.toMatch(/\b(the|your|yours|and|clues?|times?|listening|flavou?r|High|Low|Openness)\b/);
  });

  it('says the population line, a sample and a quiz in German', () => {
    const sample = { id: 'luna' };
    const { container, unmount } = render(<WhyFlavor result={{ ...plain, sample } as FlavorResult} />, {
      locale: 'de',
    });
    expect(screen.getByTestId('why-sample-note')).toHaveTextContent(
      DE('Why.sampleNote', { name: 'Luna (Beispielperson)' }),
    );
    expect(englishParts.filter((part) => ownWords(container).includes(part))).toEqual([]);
    unmount();

    const steady = render(<WhyFlavor result={plain} />, { locale: 'de' });
    expect(screen.getByTestId('steadiness')).toHaveTextContent(/^Wie stabil ist das\? Leute, deren Werte/);
    expect(englishParts.filter((part) => ownWords(steady.container).includes(part))).toEqual([]);
    steady.unmount();

    const none = { extraversion_signals: [], conscientiousness_signals: [], openness_signals: [] };
    const noClues = render(
      <WhyFlavor result={{ ...plain, evidence: none, listening_numbers: undefined }} />,
      {
        locale: 'de',
      },
    );
    expect(screen.queryByText(DE('Why.noEvidence'))).toBeNull();
    expect(screen.queryByText(DE('Why.noNumbers'))).toBeNull();
    expect(englishParts.filter((part) => ownWords(noClues.container).includes(part))).toEqual([]);
    noClues.unmount();

    const quiz = { ...withCertainty, certainty: { basis: 'answers' as const, spread: { E: 5, C: 8, O: 5 } } };
    const fromAnswers = render(<WhyFlavor result={{ ...quiz, quiz: { answered: 9, asked: 10 } }} />, {
      locale: 'de',
    });
    expect(screen.getByTestId('why-quiz-note')).toHaveTextContent(
      /^Diese Hinweise beruhen auf deinen Antworten/,
    );
    expect(screen.getByTestId('steadiness')).toHaveTextContent(
      /^Wie stabil ist das\? Wer so antwortet wie du, landet mit echten Hördaten/,
    );
    expect(englishParts.filter((part) => ownWords(fromAnswers.container).includes(part))).toEqual([]);
  });
});

/** The clues follow the page's language: a result scored in English shows its clues in German on a German page. */
describe('WhyFlavor writes the clues in the page language', () => {
  // The quiz is the quickest built-in scorer with clues of every kind (answers quoting buttons, notes, counterpoints).
  const quiz = buildQuiz();
  const answers = quiz.questions.map((_, i) => (i === 2 ? null : (i % 4) + 1));
  const scored = scoreAnswers(quiz, answers, EN_WORDS).result;
  const clues = scored.clues!;
  const english = [
    ...scored.evidence.extraversion_signals,
    ...scored.evidence.conscientiousness_signals,
    ...scored.evidence.openness_signals,
  ];
  const german = [...clues.E, ...clues.C, ...clues.O].map((c) => writeClue(c, DE_WORDS));
  const items = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('[data-trait] li')).map((li) => li.textContent);

  it('shows every clue in German, none of the stored English sentences', () => {
    const { container } = render(<WhyFlavor result={scored} />, { locale: 'de' });
    expect(items(container)).toEqual(german);
    expect(german.join(' ')).toMatch(/„[^“]+“/);
    for (const sentence of english) expect(container.textContent).not.toContain(sentence);
  });

  it('shows the stored sentences in English on an English page', () => {
    const { container } = render(<WhyFlavor result={scored} />);
    expect(items(container)).toEqual(english);
  });

  it('falls back to the stored sentence for a clue it cannot write, and to all of them for malformed clues', () => {
    const unknown = { ...clues, E: [{ key: 'Evidence.fact.nothing' }, ...clues.E.slice(1)] };
    const { container, unmount } = render(<WhyFlavor result={{ ...scored, clues: unknown }} />, {
      locale: 'de',
    });
    expect(items(container)).toEqual([english[0], ...german.slice(1)]);
    unmount();
    const foreign = { ...clues, C: [{ key: 'Why.heading' }, ...clues.C.slice(1)] };
    const again = render(<WhyFlavor result={{ ...scored, clues: foreign }} />, { locale: 'de' });
    expect(items(again.container)).toEqual(english);
  });
});
