import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '@/messages/catalogues';
import { renderWithProviders } from '@/tests/support/render';
import type { OfflineLicenceDto } from '../contract';
import { LicenceCard } from './LicenceCard';

const o = catalogues.en.Offline;

const licence = (overrides: Partial<OfflineLicenceDto> = {}): OfflineLicenceDto => ({
  id: 'lic-1',
  sessionId: 's-1',
  sessionName: 'Bank lobby',
  label: 'Floor 1',
  deviceLimit: 1,
  expiresAt: '2026-12-31T00:00:00.000Z',
  status: 'active',
  revokedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  devices: [
    {
      id: 'd-1',
      code: 'ABCD-EFGH-JKMN',
      state: 'waiting',
      name: '',
      activatedAt: null,
      lastSeenAt: null,
      revokedAt: null,
    },
  ],
  ...overrides,
});

describe('an offline licence in the console', () => {
  it('shows a waiting device’s code with its copy button, and offers activation by hand', async () => {
    const onActivate = vi.fn();
    renderWithProviders(<LicenceCard licence={licence()} onActivate={onActivate} />, { locale: 'en' });
    const card = screen.getByRole('region', { name: 'Bank lobby · Floor 1' });
    expect(within(card).getAllByText('ABCD-EFGH-JKMN').length).toBeGreaterThan(0);
    expect(
      within(card).getAllByRole('button', { name: o.copyCode.replace('{code}', 'ABCD-EFGH-JKMN') }).length,
    ).toBeGreaterThan(0);
    await userEvent.click(
      within(card).getAllByRole('button', {
        name: o.activateByHandOf.replace('{name}', 'ABCD-EFGH-JKMN'),
      })[0]!,
    );
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'd-1' }));
    expect(within(card).getByText(o.status.active)).toBeInTheDocument();
  });

  it('hides the code and the actions of a revoked licence', () => {
    renderWithProviders(
      <LicenceCard
        licence={licence({ status: 'revoked', revokedAt: '2026-11-02T00:00:00.000Z' })}
        onActivate={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByText('ABCD-EFGH-JKMN')).toBeNull();
    expect(screen.getAllByText(o.codeVoid).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: o.revokeLicence })).toBeNull();
    expect(screen.getByText(o.status.revoked)).toBeInTheDocument();
  });
});
