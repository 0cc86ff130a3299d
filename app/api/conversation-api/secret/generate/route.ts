import { generateSecretRequest } from '@/features/deploy/contract/tenant';
import { generateTenantSecret } from '@/features/deploy/server/tenant/secret';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/conversation-api/secret/generate – generate or rotate the tenant JWT secret, shown in full this once
// (the spec's GET: a POST here, see generateSecretRequest)
export const POST = apiRoute(
  { input: generateSecretRequest, audience: 'customer' },
  ({ db, identity, input }) => generateTenantSecret(db, identity.corpId, input),
);
