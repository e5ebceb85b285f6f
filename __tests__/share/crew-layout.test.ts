/** @jest-environment node */
import { CREW_FRAMES, layoutCrew, type CrewPictureInput } from '@/lib/share/crew-layout';
import { PICTURE_SIZES, type DrawOp, type PictureFormat } from '@/lib/share/picture-layout';
import { FLAVOR_ROWS } from '@/lib/flavor/table';
import { rowText } from '@/lib/flavor/flavor-text';
import { translatorFor } from '@/lib/i18n/translator';
import { LONG_NAMES } from '@/lib/states/crew-states';
import { flavorNamesFor } from '../support/flavor-words';
import { measure, sizeOf, texts, type TextOp } from '../support/picture-measure';
import { CATALOGUES } from '../support/intl';

/**
 * The crew picture (lib/share/crew-layout.ts), with the deliberately wide stand-in for measureText: what fits
 * here fits on every device. One to ten scoops, short and the longest names, both languages, both sizes.
 */
const WORDS = {
  en: translatorFor('en', CATALOGUES.en, 'Picture'),
  de: translatorFor('de', CATALOGUES.de, 'Picture'),
} as const;
const FORMATS: readonly PictureFormat[] = ['story', 'square'];

function input(count: number, names: 'short' | 'long', locale: 'en' | 'de'): CrewPictureInput {
  const row = FLAVOR_ROWS[3]!;
  const words = rowText(row, flavorNamesFor(locale));
  return {
    funkyFlavorName: words.name,
    personalityType: words.type,
    accentHex: row.color.hex,
    members: Array.from({ length: count }, (_, i) => ({
      label: names === 'long' ? (LONG_NAMES[i] ?? 'x') : `Sam ${i + 1}`,
      accentHex: FLAVOR_ROWS[i % FLAVOR_ROWS.length]!.color.hex,
    })),
    pageLabel: 'flavor.example.com/flavor/caramel',
  };
}

/**
 * Where a text's ink starts and ends, from its baseline `y`: capitals and accents reach about 0.8 of the size
 * above it, descenders a quarter below (so two lines of one block, 1.12 sizes apart, do not touch).
 */
function box(op: TextOp) {
  const w = measure(op.text, op.font);
  const left = op.align === 'left' ? op.x : op.align === 'right' ? op.x - w : op.x - w / 2;
  const size = sizeOf(op.font);
  return { left, right: left + w, top: op.y - size * 0.8, bottom: op.y + size * 0.25 };
}

function expectSound(ops: DrawOp[], format: PictureFormat) {
  const { width, height } = PICTURE_SIZES[format];
  const all = texts(ops);
  for (const op of all) {
    const b = box(op);
    const label = `"${op.text}"`;
    expect({ label, fits: measure(op.text, op.font) <= op.maxWidth + 0.001 }).toEqual({ label, fits: true });
    expect({ label, inside: b.left >= 0 && b.right <= width && b.top >= 0 && b.bottom <= height }).toEqual({
      label,
      inside: true,
    });
  }
  // What starts in the card or the sundae ends in it.
  for (const area of [CREW_FRAMES[format].card, CREW_FRAMES[format].sundae])
    for (const op of all) {
      const b = box(op);
      const starts = b.top >= area.y && b.top < area.y + area.h && op.x >= area.x && op.x < area.x + area.w;
      if (!starts) continue;
      expect({
        text: op.text,
        inside: b.bottom <= area.y + area.h && b.left >= area.x && b.right <= area.x + area.w,
      }).toEqual({
        text: op.text,
        inside: true,
      });
    }
  // No two texts drawn over each other.
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = box(all[i]!);
      const b = box(all[j]!);
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect({ a: all[i]!.text, b: all[j]!.text, apart }).toEqual({
        a: all[i]!.text,
        b: all[j]!.text,
        apart: true,
      });
    }
}

describe('the crew picture', () => {
  for (const format of FORMATS)
    for (const locale of ['en', 'de'] as const)
      it(`${format} in ${locale}: one to ten scoops, short and long names, every text inside and apart`, () => {
        for (const count of [1, 2, 3, 5, 10])
          for (const names of ['short', 'long'] as const) {
            const ops = layoutCrew(format, input(count, names, locale), measure, WORDS[locale]);
            expectSound(ops, format);
            expect(ops.filter((op) => op.kind === 'art')).toHaveLength(1);
            const all = texts(ops).map((t) => t.text);
            expect(all).toContain('#datarevolution');
            expect(all).toContain('flavor.example.com/flavor/caramel');
            expect(all).toContain(WORDS[locale]('crewLabel'));
            expect(all.join(' ')).toContain(WORDS[locale]('crewCount', { count }));
            // One label under each scoop: the short names whole.
            if (names === 'short') for (let i = 1; i <= count; i++) expect(all).toContain(`Sam ${i}`);
          }
      });

  it('draws each member in their flavour’s colour, and no more than ten', () => {
    const eleven = { ...input(10, 'short', 'en') };
    eleven.members = [...eleven.members, { label: 'Eleven', accentHex: '#000000' }];
    const all = texts(layoutCrew('square', eleven, measure, WORDS.en)).map((t) => t.text);
    expect(all).not.toContain('Eleven');
  });
});
