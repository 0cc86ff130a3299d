import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderStatus } from '@/features/billing/contract';
import { webCall } from '@/lib/api-client/web-client';
import { checkOrderEndpoint } from '../endpoints';
import { billingKeys } from './keys';

/** How often the paying page asks whether the gateway has told the server yet. */
export const CHECK_INTERVAL_MS = 3_000;

/** States after which polling stops: nothing a gateway sends can change them back. */
export const isSettled = (status: OrderStatus) => status !== 'pending';

// GET /management/orders/check – polled while a QR code waits to be scanned; stops once the order is settled.
export function useOrderCheck(orderNo: string, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: billingKeys.check(orderNo),
    queryFn: () => webCall(checkOrderEndpoint, { orderNo }),
    enabled,
    refetchInterval: (q) => (q.state.data && isSettled(q.state.data.status) ? false : CHECK_INTERVAL_MS),
  });
  const settled = query.data && isSettled(query.data.status);
  // A settled order changes the order, the list and the balance: read them again once.
  useEffect(() => {
    if (settled) void client.invalidateQueries({ queryKey: billingKeys.all });
  }, [settled, client]);
  return query;
}
