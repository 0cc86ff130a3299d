import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPageRequest } from '@/features/billing/contract';
import { webCall } from '@/lib/api-client/web-client';
import { feeOrderDetailEndpoint, pageOrderEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// POST /management/orders/pageOrder – the corporation's orders, newest first, by status.
export const ordersQuery = (query: OrderPageRequest) =>
  queryOptions({
    queryKey: billingKeys.orders(query),
    queryFn: () => webCall(pageOrderEndpoint, query),
    placeholderData: keepPreviousData,
  });
export const useOrders = (query: OrderPageRequest) => useQuery(ordersQuery(query));

// GET /fee-api/order/detail – one order with its history and the platform's bank details.
export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: billingKeys.order(orderNo),
    queryFn: () => webCall(feeOrderDetailEndpoint, { orderNo }),
  });
export const useOrder = (orderNo: string) => useQuery({ ...orderQuery(orderNo), enabled: orderNo !== '' });
