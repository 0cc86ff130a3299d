import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckTokenRequest, GenerateSecretRequest } from '@/features/deploy/contract/tenant';
import { webCall } from '@/lib/api-client/web-client';
import { pageApplicationEndpoint } from '../endpoints/applications';
import { checkTokenEndpoint, generateSecretEndpoint, tenantJwtEndpoint } from '../endpoints/tenant';

const tenantJwtKey = ['deploy', 'tenant-jwt'] as const;

// GET /management/userConfig/tenantJwt – whether a secret is set, its hint and when; never the secret.
export const tenantJwtQuery = () =>
  queryOptions({ queryKey: tenantJwtKey, queryFn: () => webCall(tenantJwtEndpoint) });
export const useTenantJwt = () => useQuery(tenantJwtQuery());

// POST /conversation-api/secret/generate – the answer is the one time the secret is seen.
export function useGenerateSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateSecretRequest) => webCall(generateSecretEndpoint, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tenantJwtKey }),
  });
}

// POST /management/userConfig/checkToken – what the platform would say to a token, without using it up.
export const useCheckToken = () =>
  useMutation({
    mutationFn: (input: CheckTokenRequest) => webCall(checkTokenEndpoint, input),
  });

// POST /management/application/pageApplication – the applications the examples may name (a corporation has few).
export const useExampleApplications = () =>
  useQuery({
    queryKey: ['deploy', 'tenant-jwt', 'applications'],
    queryFn: () =>
      webCall(pageApplicationEndpoint, { pageIndex: 1, pageSize: 100 }).then((page) =>
        page.list.map((app) => ({ appId: app.appId, name: app.name, status: app.status })),
      ),
  });
