import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { webCall } from '@/lib/api-client/web-client';
import { ledgerEndpoint, rechargesEndpoint } from '../endpoints';
import { billingKeys } from './keys';

const PAGE_SIZE = 20;

// GET /fee-api/recharge/page – completed top-up orders, newest first.
export const rechargesQuery = (pageIndex: number) =>
  queryOptions({
    queryKey: billingKeys.recharges(pageIndex),
    queryFn: () => webCall(rechargesEndpoint, { pageIndex, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useRecharges = (pageIndex: number) => useQuery(rechargesQuery(pageIndex));

// GET /fee-api/ledger/page – every change of the balance, newest first (consumption: usage rows once metered).
export const ledgerQuery = (pageIndex: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(pageIndex),
    queryFn: () => webCall(ledgerEndpoint, { pageIndex, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useLedger = (pageIndex: number) => useQuery(ledgerQuery(pageIndex));
