import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { feeOrderQuoteEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// GET /fee-api/order/quote – what the order being chosen would cost now, the running promotion included.
export const orderQuoteQuery = (productId: string, quantity: number) =>
  queryOptions({
    queryKey: [...billingKeys.all, 'quote', productId, quantity] as const,
    queryFn: () => webCall(feeOrderQuoteEndpoint, { productId, quantity }),
    // Changing the quantity keeps the last price on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
export const useOrderQuote = (productId: string, quantity: number, enabled: boolean) =>
  useQuery({ ...orderQuoteQuery(productId, quantity), enabled });
