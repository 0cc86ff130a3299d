import { faqBulkEndpoint } from '@/features/knowledge/endpoints';
import { bulkFaqs } from '@/features/knowledge/server/faq/bulk';
import { auditCustomer } from '@/lib/server/audit/audit';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/knowledge/faq/bulk – enable, disable or delete many of the corporation's FAQ items at once
export const POST = apiRoute(faqBulkEndpoint, async (ctx) => {
  const answer = await bulkFaqs(ctx.db, ctx.identity.corpId, ctx.input);
  if (ctx.input.action === 'delete')
    await auditCustomer(
      ctx,
      'faq.bulk-delete',
      { type: 'faq', id: null },
      { before: { faqIds: ctx.input.faqIds } },
    );
  return answer;
});
