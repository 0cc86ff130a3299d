import { generateSecretEndpoint } from '@/features/deploy/endpoints/tenant';
import { generateTenantSecret } from '@/features/deploy/server/tenant/secret';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/conversation-api/secret/generate – generate or rotate the tenant JWT secret, shown in full this once
// (the spec's GET: a POST here, see generateSecretRequest)
export const POST = apiRoute(generateSecretEndpoint, async (ctx) => {
  const answer = await generateTenantSecret(ctx.db, ctx.identity.corpId, ctx.input);
  await auditCustomer(ctx, 'tenant-secret.rotate', { type: 'tenant-secret', id: null });
  return answer;
});
