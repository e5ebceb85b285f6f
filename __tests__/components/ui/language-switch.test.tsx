import { render, screen, within } from '@testing-library/react';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PUBLIC_LANGUAGES } from '@/lib/i18n/languages';

jest.mock('next/navigation', () => ({ usePathname: () => '/de/flavor' }));

/**
 * The DE | EN switch: each link is named by the label it shows, then the language's own name, so a speech
 * user who says what they see ("tap EN") finds it (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
describe('LanguageSwitch', () => {
  it('names each public language by its label first, then its own name', () => {
    render(<LanguageSwitch locale="de" label="Sprache" />);
    const nav = screen.getByRole('navigation', { name: 'Sprache' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label')])).toEqual(
      PUBLIC_LANGUAGES.map(({ label, name }) => [label, `${label}, ${name}`]),
    );
    expect(within(nav).getByRole('link', { name: 'EN, English' })).toHaveAttribute('href', '/flavor');
    expect(within(nav).getByRole('link', { name: 'DE, Deutsch' })).toHaveAttribute('aria-current', 'true');
  });
});
