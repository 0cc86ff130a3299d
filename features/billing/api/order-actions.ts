import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateOrderRequest,
  OrderDetailDto,
  PayRequest,
  UnifiedOrderRequest,
} from '@/features/billing/contract';
import { webCall } from '@/lib/api-client/web-client';
import {
  cancelOrderEndpoint,
  confirmPayEndpoint,
  createOrderEndpoint,
  payEndpoint,
  unifiedOrderEndpoint,
} from '../endpoints';
import { billingKeys } from './keys';

/** Every order change moves the list, maybe the balance: the billing queries are stale; the order itself is fresh. */
function useOrderMutation<I>(send: (input: I) => Promise<OrderDetailDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(billingKeys.order(order.orderNo), order);
      return client.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

// POST /management/orders/createOrder – a pending order; the corporation's discount applies.
export const useCreateOrder = () =>
  useOrderMutation((input: CreateOrderRequest) => webCall(createOrderEndpoint, input));

// POST /management/orders/pay – by the balance (completes it) or choosing bank transfer (then the voucher).
export const usePayOrder = () => useOrderMutation((input: PayRequest) => webCall(payEndpoint, input));

// POST /management/orders/cancel – a pending or rejected order.
export const useCancelOrder = () =>
  useOrderMutation((orderNo: string) => webCall(cancelOrderEndpoint, { orderNo }));

// POST /pay/unifiedOrder – a QR code to scan (desktop) or the gateway's page (phone).
export const useUnifiedOrder = () =>
  useMutation({ mutationFn: (input: UnifiedOrderRequest) => webCall(unifiedOrderEndpoint, input) });

// POST /pay/confirmPay – "I have paid": the server asks the gateway now instead of waiting for its notification.
export function useConfirmPay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => webCall(confirmPayEndpoint, { orderNo }),
    onSuccess: (check) => {
      client.setQueryData(billingKeys.check(check.orderNo), check);
      return client.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
