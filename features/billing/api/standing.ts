import { queryOptions, useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { standingEndpoint } from '../endpoints';
import { billingKeys } from './keys';

// GET /fee-api/account – the balance, credit limit, arrears and the corporation's discount.
export const standingQuery = () =>
  queryOptions({ queryKey: billingKeys.standing, queryFn: () => webCall(standingEndpoint) });
export const useStanding = () => useQuery(standingQuery());
