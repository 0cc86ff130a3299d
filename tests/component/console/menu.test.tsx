import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleSessionProvider } from '@/components/console/ConsoleSession';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/support/render';
import { setUpApiServer, user } from '../auth/api-server';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/dashboard' }));
setUpApiServer();

describe('the console menu (spec §2)', () => {
  it('lists the pages that exist, in the order of the spec, and marks the current one', () => {
    renderWithProviders(
      <ConsoleSessionProvider user={user}>
        <ConsoleShell brand="Brand">
          <p>page</p>
        </ConsoleShell>
      </ConsoleSessionProvider>,
      { locale: 'en' },
    );
    const menu = screen.getByRole('navigation', { name: en.Console.menuLabel });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [en.Console.home, '/dashboard'],
      [en.Console.contactUs, '/contactUs'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
  });
});
