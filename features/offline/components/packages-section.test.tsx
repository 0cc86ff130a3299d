import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import type { OfflinePackagesOverview } from '../contract';
import { SessionPackagesCard } from './PackagesSection';

const built = vi.fn(async (sessionId: string) => ({ id: `p-${sessionId}`, version: 4 }));
vi.mock('../api/offline', () => ({
  useOfflinePackages: vi.fn(),
  useBuildPackage: () => ({ mutateAsync: built, isPending: false }),
}));

const p = catalogues.en.Offline.packages;
type SessionPackages = OfflinePackagesOverview['sessions'][number];

const session = (overrides: Partial<SessionPackages> = {}): SessionPackages => ({
  id: 's-1',
  name: 'Bank lobby',
  revision: 4,
  stale: true,
  packages: [
    {
      id: 'pkg-3',
      version: 3,
      language: 'zh',
      size: 9_519_553,
      sha256: 'a'.repeat(64),
      builtAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('offline packages in the console', () => {
  it('says the session changed since its package, offers the rebuild and downloads each version', async () => {
    renderWithProviders(<SessionPackagesCard session={session()} />, { locale: 'en' });
    const card = screen.getByRole('article', { name: 'Bank lobby' });
    expect(within(card).getByText(p.changed)).toBeInTheDocument();
    expect(within(card).getAllByText(/9\.5\s?MB/).length).toBeGreaterThan(0);
    const links = within(card).getAllByRole('link', { name: 'Download version 3 of Bank lobby' });
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/api/management/offline/packages/download?id=pkg-3'),
    );
    await userEvent.click(within(card).getByRole('button', { name: p.rebuildChanged }));
    expect(built).toHaveBeenCalledWith('s-1');
  });

  it('offers the first build of a session that has no package', () => {
    renderWithProviders(<SessionPackagesCard session={session({ packages: [], stale: true })} />, {
      locale: 'en',
    });
    const card = screen.getByRole('article', { name: 'Bank lobby' });
    expect(within(card).getByText(p.none)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: p.build })).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
