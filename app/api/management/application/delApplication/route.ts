import { delApplicationEndpoint } from '@/features/deploy/endpoints/applications';
import { deleteApplication } from '@/features/deploy/server/applications/manage';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';
import { deployPorts } from '../_compose/deploy-ports';

// DELETE /api/management/application/delApplication – delete an application no conversation runs under (`?appId=`)
export const DELETE = apiRoute(delApplicationEndpoint, async (ctx) => {
  const answer = await deleteApplication(ctx.db, ctx.identity.corpId, ctx.input.appId, deployPorts);
  await auditCustomer(ctx, 'application.delete', { type: 'application', id: ctx.input.appId });
  return answer;
});
