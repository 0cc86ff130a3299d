import { useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { payMethodsEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// GET /pay/methods – the ways the corporation can pay now; the order page offers only these.
export const usePayMethods = () =>
  useQuery({ queryKey: billingKeys.payMethods, queryFn: () => webCall(payMethodsEndpoint) });
