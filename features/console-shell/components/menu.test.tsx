import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleShell } from '@/features/console-shell/components/ConsoleShell';
import { renderWithProviders } from '@/tests/support/render';
import { catalogues } from '@/messages/catalogues';

const { en } = catalogues;

vi.mock('next/navigation', () => ({ usePathname: () => '/en/dashboard' }));
describe('the console menu (spec §2)', () => {
  it('lists the pages that exist, in the order of the spec, and marks the current one', () => {
    renderWithProviders(
      <ConsoleShell brand="Brand" account={{ companyName: 'Acme', contact: 'a@acme.test' }} actions={null}>
        <p>page</p>
      </ConsoleShell>,
      { locale: 'en' },
    );
    const menu = screen.getByRole('navigation', { name: en.Console.menuLabel });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [en.Console.home, '/dashboard'],
      [en.Console.sessions, '/dashboard/session'],
      [en.Console.createSession, '/dashboard/session?create=1'],
      [en.Console.knowledge, '/dashboard/knowledge'],
      [en.Console.unanswered, '/dashboard/knowledge/unanswered'],
      [en.Console.resources, '/dashboard/resources'],
      [en.Console.debug, '/dashboard/debug'],
      [en.Console.analytics, '/dashboard/analytics'],
      [en.Console.experience, '/dashboard/experience'],
      [en.Console.buildYourOwn, '/dashboard/build-your-own'],
      [en.Console.h5sdk, '/dashboard/h5sdk'],
      [en.Console.contactUs, '/contactUs'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links.slice(1).filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
  });
});
