import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleMenu } from '@/areas';
import { ConsoleShell } from '@/features/console-shell/components/ConsoleShell';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';

const { en } = catalogues;

/** A full message key (`Namespace.key`) looked up in a catalogue, as the console layout translates it. */
const text = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

vi.mock('next/navigation', () => ({ usePathname: () => '/en/dashboard' }));
describe('the console menu (spec §2)', () => {
  it('lists the areas’ entries in the order of their slots, and marks the current one', () => {
    const menuLinks = consoleMenu.map((entry) => ({ label: text(entry.label), href: entry.href }));
    renderWithProviders(
      <ConsoleShell
        brand="Brand"
        account={{ companyName: 'Acme', contact: 'a@acme.test' }}
        menu={menuLinks}
        actions={null}
      >
        <p>page</p>
      </ConsoleShell>,
      { locale: 'en' },
    );
    const menu = screen.getByRole('navigation', { name: en.Console.menuLabel });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      menuLinks.map((link) => [link.label, link.href]),
    );
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.slice(1).filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
  });

  it('links the developer area after the SDK guide: docs center, then forum (issue 23)', () => {
    const hrefs = consoleMenu.map((entry) => entry.href);
    expect(hrefs.indexOf('/doc')).toBe(hrefs.indexOf('/dashboard/h5sdk') + 1);
    expect(hrefs.indexOf('/community')).toBe(hrefs.indexOf('/doc') + 1);
  });

  it('keeps the spec’s order: home first, contact us last', () => {
    expect(consoleMenu[0]?.href).toBe('/dashboard');
    expect(consoleMenu.at(-1)?.href).toBe('/contactUs');
  });
});
