import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrdersView } from '@/features/operator/components/billing/OrdersView';
import { renderWithProviders } from '@/tests/support/render';
import { ok, server, setUpOperatorApi } from '../operator-api';

setUpOperatorApi();

// The order search's typed filters wait for typing to pause: one request for the whole number, not one per key.
describe('the order search', () => {
  it('asks once for a typed order number', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/operator/billing/orders', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('orderNo'));
        return ok({ list: [], total: 0, pageIndex: 1, pageSize: 20, counts: {} });
      }),
    );
    renderWithProviders(<OrdersView />, { locale: 'en' });
    await waitFor(() => expect(asked).toEqual([null]));
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Order number' }), 'DH20261127');
    await waitFor(() => expect(asked).toContain('DH20261127'));
    expect(asked.filter((no) => no !== null)).toEqual(['DH20261127']);
  });
});
