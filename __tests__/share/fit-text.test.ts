import { displayWords, fitBalanced, fitText, wrapText } from '@/lib/share/fit-text';
import { measure } from '../support/picture-measure';

describe('wrapText / fitText', () => {
  it('breaks "Matcha / Pistachio" and "Laid-Back Minimalist" into fitting lines without losing text', () => {
    const font = '800 100px x';
    for (const text of ['Matcha / Pistachio', 'Laid-Back Minimalist', 'Mint Chocolate Chip']) {
      const lines = wrapText(text, 800, font, measure);
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(800);
      expect(lines.join(' ').replace(/- /g, '-').replace(/\s+/g, ' ')).toBe(text);
    }
  });

  it('keeps a short text on one line at the largest size', () => {
    const fitted = fitText(
      'Vanilla',
      { maxWidth: 900, maxLines: 2, sizes: [120, 100], font: { weight: 800, family: 'x' } },
      measure,
    );
    expect(fitted).toEqual({ size: 120, font: '800 120px x', lines: ['Vanilla'] });
  });

  it('steps down a size before using more lines than allowed', () => {
    const fitted = fitText(
      'Laid-Back Minimalist',
      { maxWidth: 800, maxLines: 1, sizes: [80, 60, 50], font: { weight: 600, family: 'x' } },
      measure,
    );
    expect(fitted.size).toBe(50);
    expect(fitted.lines).toEqual(['Laid-Back Minimalist']);
  });

  it('splits a word wider than the box', () => {
    const lines = wrapText('x'.repeat(40), 300, '400 20px x', measure);
    expect(lines.join('')).toBe('x'.repeat(40));
    for (const line of lines) expect(measure(line, '400 20px x')).toBeLessThanOrEqual(300);
  });
});

describe('fitBalanced: display lines without an orphan', () => {
  const font = { weight: 700, family: 'x' };
  it('keeps a name on one line at the largest size that allows it', () => {
    const fitted = fitBalanced('Vanilla', { maxWidth: 900, maxLines: 2, sizes: [150, 100], font }, measure);
    expect(fitted).toEqual({ size: 150, font: '700 150px x', lines: ['Vanilla'] });
  });

  it('prefers one line at a smaller size to two lines at a larger one', () => {
    const fitted = fitBalanced(
      'Matcha / Pistachio',
      { maxWidth: 900, maxLines: 2, sizes: [150, 120, 80, 60], font },
      measure,
    );
    expect(fitted.lines).toEqual(['Matcha / Pistachio']);
    expect(fitted.size).toBe(60);
  });

  it('wraps with at least two words on the last line, balanced', () => {
    const fitted = fitBalanced(
      'Mint Chocolate Chip',
      { maxWidth: 700, maxLines: 2, sizes: [60], font },
      measure,
    );
    expect(fitted.lines).toEqual(['Mint', 'Chocolate Chip']);
    const stat = fitBalanced(
      'More loyal to the classics than 82% of listeners',
      { maxWidth: 800, maxLines: 2, sizes: [40], font },
      measure,
    );
    expect(stat.lines).toHaveLength(2);
    expect(displayWords(stat.lines[1] ?? '').length).toBeGreaterThanOrEqual(2);
    for (const line of stat.lines) expect(measure(line, stat.font)).toBeLessThanOrEqual(800);
  });

  it('treats a lone slash as part of the word before it', () => {
    expect(displayWords('Matcha / Pistachio')).toEqual(['Matcha /', 'Pistachio']);
  });

  it('falls back to wrapping and an ellipsis only when nothing else fits', () => {
    const fitted = fitBalanced('x'.repeat(80), { maxWidth: 300, maxLines: 2, sizes: [40], font }, measure);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) expect(measure(line, fitted.font)).toBeLessThanOrEqual(300);
  });
});
