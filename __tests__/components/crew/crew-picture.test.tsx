import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl } from '../../support/intl';
import { CrewPicture } from '@/components/crew/crew-picture';
import { crewFlavor } from '@/lib/crew/crew-flavor';
import type { SharedReading } from '@/lib/links/link';

/**
 * The crew picture's part of the crew page in jsdom: what it asks the painter for, in which language and size,
 * and what the visitor sees. The picture itself is drawn on a canvas (e2e/crew-picture.spec.ts); its layout is
 * __tests__/share/pictures.test.ts.
 */

const mockLoaded = { drawing: false };
const mockDraw = jest.fn<Promise<Blob>, unknown[]>(async () => new Blob(['png'], { type: 'image/png' }));
jest.mock('@/lib/share/draw-picture', () => {
  // Jest runs a factory when the module is first required: the dynamic import on the tap.
  mockLoaded.drawing = true;
  return { drawCrewPicture: mockDraw, loadArt: jest.fn(async () => ({})) };
});

const SAM: SharedReading = { scores: { E: 80, C: 20, O: 85 }, name: 'Sam' };
const NAMELESS: SharedReading = { scores: { E: 30, C: 75, O: 40 } };
const crew = { id: 'tested', members: [SAM, NAMELESS] };
const flavor = crewFlavor(crew)!;
const URL_OF_CREW = 'https://scoop-lab.example/crew#c1-x';

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:crew-picture');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  mockDraw.mockClear();
});

describe('the crew picture', () => {
  it('loads no drawing code until asked; then draws the story with the members and the crew flavour', async () => {
    renderIntl(<CrewPicture crew={crew} flavor={flavor} url={URL_OF_CREW} />);
    expect(screen.getByRole('heading', { name: 'Crew picture' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Story' })).toBeChecked();
    expect(mockLoaded.drawing).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Make the crew picture' }));
    const img = await screen.findByTestId('crew-picture-img');
    expect(mockLoaded.drawing).toBe(true);
    expect(mockDraw).toHaveBeenCalledTimes(1);
    const [format, input] = mockDraw.mock.calls[0] as [string, Record<string, unknown>];
    expect(format).toBe('story');
    expect(input).toMatchObject({
      scoops: [
        { label: 'Sam', accentHex: expect.any(String) },
        { label: 'Scoop 2', accentHex: expect.any(String) },
      ],
      pageLabel: expect.stringMatching(/\/flavor\/[a-z-]+$/),
    });
    expect(img).toHaveAttribute('data-format', 'story');
    expect(img).toHaveAttribute(
      'alt',
      expect.stringMatching(
        /^Crew picture: your crew's sundae with 2 scoops, its flavour .+ and #datarevolution$/,
      ),
    );
    // jsdom shares no files: the same tap downloads, and the button says so.
    expect(screen.getByRole('button', { name: 'Download crew picture' })).toBeInTheDocument();
  });

  it('draws the square again when the size changes, and speaks German on a German page', async () => {
    renderIntl(<CrewPicture crew={crew} flavor={flavor} url={URL_OF_CREW} />, { locale: 'de' });
    fireEvent.click(screen.getByRole('radio', { name: 'Quadrat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crew-Bild erstellen' }));
    await waitFor(() =>
      expect(screen.getByTestId('crew-picture-img')).toHaveAttribute('data-format', 'square'),
    );
    expect(mockDraw.mock.calls[0]?.[0]).toBe('square');
    fireEvent.click(screen.getByRole('radio', { name: 'Story' }));
    await waitFor(() =>
      expect(screen.getByTestId('crew-picture-img')).toHaveAttribute('data-format', 'story'),
    );
    expect(mockDraw).toHaveBeenCalledTimes(2);
    const input = mockDraw.mock.calls[1]?.[1] as unknown as { scoops: { label: string }[] };
    expect(input.scoops.map((s) => s.label)).toEqual(['Sam', 'Kugel 2']);
    expect(screen.getByTestId('crew-picture-img')).toHaveAttribute(
      'alt',
      expect.stringMatching(
        /^Crew-Bild: der Eisbecher eurer Crew mit 2\u00a0Kugeln, eure gemeinsame Sorte .+/,
      ),
    );
  });
});
