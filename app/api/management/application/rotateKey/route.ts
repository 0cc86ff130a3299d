import { rotateKeyEndpoint } from '@/features/deploy/endpoints/applications';
import { rotateAppKey } from '@/features/deploy/server/applications/manage';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// POST /api/management/application/rotateKey – a new APPKey, answered this once; the old one stops working at once
export const POST = apiRoute(rotateKeyEndpoint, async (ctx) => {
  const answer = await rotateAppKey(ctx.db, ctx.identity.corpId, ctx.input.appId, deployPorts);
  await auditCustomer(ctx, 'application.rotate-key', { type: 'application', id: ctx.input.appId });
  return answer;
});
