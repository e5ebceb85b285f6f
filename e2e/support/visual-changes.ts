import type { Locator, Page } from '@playwright/test';
import type { VisualViewName } from './visual-views';

/**
 * The smallest changes the screenshot baselines must catch, per view of e2e/screenshots.spec.ts: a 1 px
 * shift of a button or border, a changed word, a recoloured icon or control, each made in the live page.
 * docs/decisions/screenshot-tolerance.md has what each moves; the spec checks that each still moves more
 * pixels than the tolerance lets through.
 */
export interface Change {
  what: string;
  apply: (page: Page) => Promise<void>;
}

function styled(what: string, target: (page: Page) => Locator, css: Record<string, string>): Change {
  return {
    what,
    apply: (page) =>
      target(page).evaluate((el, style) => {
        for (const [property, value] of Object.entries(style))
          (el as HTMLElement).style.setProperty(property, value);
      }, css),
  };
}

function reworded(what: string, target: (page: Page) => Locator, from: string, to: string): Change {
  return {
    what,
    apply: (page) =>
      target(page).evaluate(
        (el, [a, b]) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.nodeValue?.includes(a)) {
              node.nodeValue = node.nodeValue.replace(a, b);
              return;
            }
          }
          throw new Error(`no text "${a}" to change`);
        },
        [from, to] as const,
      ),
  };
}

const RIGHT_1PX = { transform: 'translateX(1px)' };
const DOWN_1PX = { transform: 'translateY(1px)' };
const INK = '#1f1d2b';

export const SMALLEST_CHANGES: Record<VisualViewName, Change[]> = {
  landing: [
    styled(
      '"Discover Your Flavor" 1 px right',
      (p) => p.getByRole('button', { name: 'Discover Your Flavor' }),
      RIGHT_1PX,
    ),
    reworded('one word of the note ("playful" → "careful")', (p) => p.locator('main'), 'playful', 'careful'),
    styled(
      'the music icon white → gold',
      (p) => p.getByRole('button', { name: 'Discover Your Flavor' }).locator('svg'),
      { color: '#ffd700' },
    ),
  ],
  dialog: [
    styled('the close button 1 px right', (p) => p.getByRole('button', { name: /close/i }), RIGHT_1PX),
    styled(
      'the header divider 1 px thicker',
      (p) => p.getByRole('heading', { name: 'Connect Spotify' }).locator('..'),
      { 'border-bottom-width': '2px' },
    ),
    reworded(
      'the title\'s first word ("Connect" → "Contact")',
      (p) => p.getByRole('heading', { name: 'Connect Spotify' }),
      'Connect',
      'Contact',
    ),
  ],
  result: [
    styled('"Try Again" 1 px right', (p) => p.getByRole('button', { name: 'Try Again' }), RIGHT_1PX),
    styled('"Share picture" 1 px down', (p) => p.getByRole('button', { name: 'Share picture' }), DOWN_1PX),
    reworded(
      'one word of the why view ("playful" → "playfol")',
      (p) => p.locator('main'),
      'playful',
      'playfol',
    ),
  ],
  notFound: [
    styled('"Return to Home" 1 px right', (p) => p.getByRole('link', { name: 'Return to Home' }), RIGHT_1PX),
    reworded(
      'one word of the link ("Home" → "Hone")',
      (p) => p.getByRole('link', { name: 'Return to Home' }),
      'Home',
      'Hone',
    ),
    styled('the link berry → ink', (p) => p.getByRole('link', { name: 'Return to Home' }), {
      'background-color': INK,
    }),
  ],
};
