import { POST as discountRoute } from '@/app/api/operator/corporations/discount/route';
import { GET as detailRoute } from '@/app/api/operator/corporations/detail/route';
import { POST as addGrantRoute } from '@/app/api/operator/corporations/grants/route';
import { POST as endGrantRoute } from '@/app/api/operator/corporations/grants/end/route';
import { POST as limitsRoute } from '@/app/api/operator/corporations/limits/route';
import type { CorporationDetailDto } from '@/features/operator/endpoints';
import type { CorporationPlanDto, LimitKind } from '@/features/plans/contract';
import { call } from '@/tests/integration/support/api';
import { asOperator } from '@/tests/integration/support/operators';

// The back office's plan changes as an operator makes them (the cookie of `signedInOperator`).

export const setLimit = (cookie: string, corpId: string, limit: LimitKind, value: number | null) =>
  call<CorporationPlanDto>(limitsRoute, '/operator/corporations/limits', {
    ...asOperator(cookie),
    body: { corpId, limit, value },
  });

export const setDiscount = (cookie: string, corpId: string, percent: number) =>
  call<CorporationPlanDto>(discountRoute, '/operator/corporations/discount', {
    ...asOperator(cookie),
    body: { corpId, percent },
  });

export const addGrant = (cookie: string, corpId: string, concurrency: number, endsAt: string) =>
  call<CorporationPlanDto>(addGrantRoute, '/operator/corporations/grants', {
    ...asOperator(cookie),
    body: { corpId, concurrency, endsAt },
  });

export const endGrant = (cookie: string, corpId: string, grantId: string) =>
  call<CorporationPlanDto>(endGrantRoute, '/operator/corporations/grants/end', {
    ...asOperator(cookie),
    body: { corpId, grantId },
  });

export const corporationDetail = (cookie: string, corpId: string) =>
  call<CorporationDetailDto>(detailRoute, '/operator/corporations/detail', {
    ...asOperator(cookie),
    query: { corpId },
  });
