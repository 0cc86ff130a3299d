import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OperatorShell } from '@/features/operator/components/OperatorShell';
import { OperatorsView } from '@/features/operator/components/OperatorsView';
import type { OperatorMe, OperatorRow } from '@/features/operator/contract';
import { ROLE_PERMISSIONS, type OperatorRole } from '@/lib/contract/operator-permissions';
import { renderWithProviders } from '@/tests/support/render';
import { ok, recordPosts, server, setUpOperatorApi } from './operator-api';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/operator' }));
setUpOperatorApi();

const meAs = (role: OperatorRole): OperatorMe => ({
  operatorId: 'op-self',
  email: `${role}@example.com`,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

const row = (operatorId: string, email: string, role: OperatorRole, disabled = false): OperatorRow => ({
  operatorId,
  email,
  role,
  enrolled: true,
  disabled,
  lastLoginAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('operators management', () => {
  it.each([
    ['admin', true],
    ['reviewer', false],
    ['moderator', false],
    ['support', false],
  ] as const)('is in the menu for the role %s: %s', (role, shown) => {
    renderWithProviders(
      <OperatorShell me={meAs(role)}>
        <p>page</p>
      </OperatorShell>,
      { locale: 'en' },
    );
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Trial continuations' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Operators' }) !== null).toBe(shown);
  });

  it('lets an admin disable another operator, but not themselves', async () => {
    server.use(
      http.get('*/api/operator/operators', () =>
        ok([row('op-self', 'admin@example.com', 'admin'), row('op-2', 'rita@example.com', 'reviewer')]),
      ),
    );
    const sent = recordPosts('/operator/operators/update', row('op-2', 'rita@example.com', 'reviewer', true));
    renderWithProviders(<OperatorsView selfId="op-self" />, { locale: 'en' });
    expect(await screen.findByText('rita@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable admin@example.com' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Role of admin@example.com' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Disable rita@example.com' }));
    await waitFor(() => expect(sent).toEqual([{ operatorId: 'op-2', disabled: true }]));
  });
});
