import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tenantPaths,
  type CheckTokenRequest,
  type GeneratedSecretDto,
  type GenerateSecretRequest,
  type TenantJwtDto,
  type TokenCheckDto,
} from '@/features/deploy/contract/tenant';
import type { Page } from '@/lib/contract/paging';
import { applicationPaths, type ApplicationDto } from '@/features/deploy/contract/applications';
import { webGet, webPost } from '@/lib/api-client/web-client';

const tenantJwtKey = ['deploy', 'tenant-jwt'] as const;

// GET /management/userConfig/tenantJwt – whether a secret is set, its hint and when; never the secret.
export const tenantJwtQuery = () =>
  queryOptions({ queryKey: tenantJwtKey, queryFn: () => webGet<TenantJwtDto>(tenantPaths.jwt) });
export const useTenantJwt = () => useQuery(tenantJwtQuery());

// POST /conversation-api/secret/generate – the answer is the one time the secret is seen.
export function useGenerateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateSecretRequest) => webPost<GeneratedSecretDto>(tenantPaths.generate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tenantJwtKey }),
  });
}

// POST /management/userConfig/checkToken – what the platform would say to a token, without using it up.
export const useCheckToken = () =>
  useMutation({
    mutationFn: (input: CheckTokenRequest) => webPost<TokenCheckDto>(tenantPaths.checkToken, input),
  });

// POST /management/application/pageApplication – the applications the examples may name (a corporation has few).
export const useExampleApplications = () =>
  useQuery({
    queryKey: ['deploy', 'tenant-jwt', 'applications'],
    queryFn: () =>
      webPost<Page<ApplicationDto>>(applicationPaths.page, { pageIndex: 1, pageSize: 100 }).then((page) =>
        page.list.map((app) => ({ appId: app.appId, name: app.name, status: app.status })),
      ),
  });
