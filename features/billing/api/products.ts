import { queryOptions, useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { productsEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// GET /fee-api/product/list – the products on sale, in display order (only active ones are offered).
export const productsQuery = () =>
  queryOptions({
    queryKey: billingKeys.products,
    queryFn: () => webCall(productsEndpoint),
    select: (products) => products.filter((product) => product.active),
  });
export const useProducts = () => useQuery(productsQuery());
