import { withBasePath } from '@/lib/config/base-path';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveOrderEndpoint,
  createProductEndpoint,
  deactivateProductEndpoint,
  ledgerEntryEndpoint,
  operatorLedgerEndpoint,
  operatorOrderDetailEndpoint,
  operatorOrdersEndpoint,
  operatorProductsEndpoint,
  operatorStandingEndpoint,
  rejectOrderEndpoint,
  setTermsEndpoint,
  updateProductEndpoint,
  voucherQueueEndpoint,
} from '@/features/billing/endpoints/operator';
import type {
  CreateProductRequest,
  LedgerEntryRequest,
  OperatorOrderQuery,
  SetTermsRequest,
  UpdateProductRequest,
} from '@/features/billing/contract/operator';
import { OPERATOR_PAGE_SIZE } from './hooks';
import { operatorCall } from './operator-client';

// The back office's billing calls (features/billing declares them): the voucher queue, order search and decisions,
// a corporation's balance and ledger, products. A decision or a change refreshes every billing query, so the queue
// loses the decided row and the balance shows the new ledger row at once.

const billing = ['operator', 'billing'] as const;
const keys = {
  vouchers: [...billing, 'vouchers'] as const,
  orders: [...billing, 'orders'] as const,
  order: (orderId: string) => [...billing, 'order', orderId] as const,
  standing: (corpId: string) => [...billing, 'standing', corpId] as const,
  ledger: (corpId: string) => [...billing, 'ledger', corpId] as const,
  products: [...billing, 'products'] as const,
};

/** Where the browser fetches an order's voucher (the operator cookie travels with an <img> or a link). */
export const voucherUrl = (orderId: string) =>
  withBasePath(`/api/operator/billing/orders/voucher?orderId=${encodeURIComponent(orderId)}`);

export const useVoucherQueue = (pageIndex: number) =>
  useQuery({
    queryKey: [...keys.vouchers, pageIndex],
    queryFn: () => operatorCall(voucherQueueEndpoint, { pageIndex, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useOperatorOrders = (query: OperatorOrderQuery) =>
  useQuery({
    queryKey: [...keys.orders, query],
    queryFn: () => operatorCall(operatorOrdersEndpoint, { ...query, pageSize: OPERATOR_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useOperatorOrder = (orderId: string) =>
  useQuery({
    queryKey: keys.order(orderId),
    queryFn: () => operatorCall(operatorOrderDetailEndpoint, { orderId }),
  });

function useBillingMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billing }),
  });
}

export const useDecideOrder = () => {
  const queryClient = useQueryClient();
  return {
    approve: useBillingMutation((input: { orderId: string; note?: string }) =>
      operatorCall(approveOrderEndpoint, input),
    ),
    reject: useBillingMutation((input: { orderId: string; note: string }) =>
      operatorCall(rejectOrderEndpoint, input),
    ),
    /** After another reviewer decided first: the order and the queue as they are now. */
    refresh: () => queryClient.invalidateQueries({ queryKey: billing }),
  };
};

export const useStanding = (corpId: string) =>
  useQuery({
    queryKey: keys.standing(corpId),
    queryFn: () => operatorCall(operatorStandingEndpoint, { corpId }),
  });

export const useLedger = (corpId: string, pageIndex: number) =>
  useQuery({
    queryKey: [...keys.ledger(corpId), pageIndex],
    queryFn: () => operatorCall(operatorLedgerEndpoint, { corpId, pageIndex, pageSize: 10 }),
    placeholderData: keepPreviousData,
  });

export const useSetTerms = () =>
  useBillingMutation((input: SetTermsRequest) => operatorCall(setTermsEndpoint, input));

export const useLedgerEntry = () =>
  useBillingMutation((input: LedgerEntryRequest) => operatorCall(ledgerEntryEndpoint, input));

export const useProducts = () =>
  useQuery({ queryKey: keys.products, queryFn: () => operatorCall(operatorProductsEndpoint) });

export const useProductChanges = () => ({
  create: useBillingMutation((input: CreateProductRequest) => operatorCall(createProductEndpoint, input)),
  update: useBillingMutation((input: UpdateProductRequest) => operatorCall(updateProductEndpoint, input)),
  deactivate: useBillingMutation((input: { productId: string }) =>
    operatorCall(deactivateProductEndpoint, input),
  ),
});
