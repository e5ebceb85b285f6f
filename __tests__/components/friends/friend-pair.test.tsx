import { screen } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { FriendPair } from '@/components/friends/friend-pair';
import { useDuoPicture, type DuoPictureRequest } from '@/components/friends/use-duo-picture';
import { saveFriendReading } from '@/lib/links/friend-storage';
import { buildResult, type FlavorResult } from '@/lib/flavor/result';
import { findRowByKey } from '@/lib/flavor/table';
import de from '@/messages/de.json';

// The duo picture is drawn on a canvas (e2e/friend-links.spec.ts); here only what the pair asks it to draw.
jest.mock('@/components/friends/use-duo-picture', () => ({
  useDuoPicture: jest.fn(() => ({ status: 'ready', file: new File([], 'duo.png'), url: 'blob:duo' })),
}));
const duoPicture = useDuoPicture as jest.MockedFunction<typeof useDuoPicture>;

function myLabel(): string | undefined {
  const request = duoPicture.mock.calls.at(-1)?.[0] as DuoPictureRequest | null | undefined;
  return request?.input.me.label;
}

const base = buildResult({ E: 70, C: 30, O: 80 });

beforeEach(() => {
  window.sessionStorage.clear();
  duoPicture.mockClear();
  saveFriendReading(window.sessionStorage, { scores: { E: 20, C: 90, O: 40 }, name: 'Sam' });
});

describe("FriendPair: who the visitor's side says it is", () => {
  const cases: [string, FlavorResult, string, RegExp][] = [
    ['listening data', base, 'Me', /^Duo picture: your \S+ and Sam's/],
    [
      'quiz answers',
      { ...base, quiz: { answered: 10, asked: 10 } },
      'Me, from my answers',
      /^Duo picture: your .+ \(from your answers\) and Sam's/,
    ],
    [
      'a sample listener',
      { ...base, sample: { id: 'maya' } },
      'Maya, a sample listener',
      /^Duo picture: your/,
    ],
    [
      'a sample listener this app does not know',
      { ...base, sample: {} },
      'a sample listener',
      /^Duo picture: your/,
    ],
  ];

  it.each(cases)('from %s', (_what, result, label, alt) => {
    renderIntl(<FriendPair result={result} linkUrl={null} />);
    expect(screen.getByTestId('friend-pair')).toBeInTheDocument();
    expect(myLabel()).toBe(label);
    expect(screen.getByRole('img', { name: /^Duo picture/ })).toHaveAccessibleName(alt);
  });
});

describe('FriendPair in German', () => {
  it('names both flavours in German, the match with Intl and the duo picture’s German alt text', () => {
    renderIntl(<FriendPair result={base} linkUrl={null} />, { locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Du und Sam' })).toBeInTheDocument();
    expect(screen.getByTestId('match-score').textContent).toMatch(/^\d+\u00a0% Match$/);
    expect(screen.getByRole('img', { name: /^Duo-Bild/ })).toHaveAccessibleName(
      /^Duo-Bild: deine Sorte \S+ und die Sorte .+ von Sam, \d+\u00a0% Match, eure drei Werte nebeneinander und #datarevolution$/,
    );
    expect(screen.getByRole('button', { name: 'Sam entfernen' })).toBeInTheDocument();
    // The duo picture is asked to draw the German words.
    const request = duoPicture.mock.calls.at(-1)?.[0] as DuoPictureRequest | null | undefined;
    expect(myLabel()).toBe('Ich');
    expect(request?.input.me.funkyFlavorName).toBe(de.Flavors[findRowByKey(base.row_key)!.slug].name);
  });
});
