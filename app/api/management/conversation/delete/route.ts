import { deleteSessionEndpoint } from '@/features/sessions/endpoints';
import { deleteSession } from '@/features/sessions/server/sessions/change';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/conversation/delete – delete a session (the sample too, for good)
export const POST = apiRoute(deleteSessionEndpoint, async (ctx) => {
  const answer = await deleteSession(ctx.db, ctx.identity.corpId, ctx.input.conversationId);
  await auditCustomer(ctx, 'session.delete', { type: 'session', id: ctx.input.conversationId });
  return answer;
});
