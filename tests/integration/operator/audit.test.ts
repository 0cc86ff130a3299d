import { describe, expect, it } from 'vitest';
import { POST as addCategory } from '@/app/api/management/knowledge/category/add/route';
import { DELETE as deleteCategory } from '@/app/api/management/knowledge/category/delete/route';
import { POST as rotateWebhookSecret } from '@/app/api/management/userConfig/webhook/rotateSecret/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import type { AuditRow } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { handlersOf, routeFiles } from '@/tests/integration/support/route-files';

describe('the audit log', () => {
  it("records a customer's secret rotation and deletion, filterable by actor, action and corporation", async () => {
    const customer = await loggedInAccount();
    const { token } = customer;
    expect(
      (
        await call(rotateWebhookSecret, '/management/userConfig/webhook/rotateSecret', {
          token,
          method: 'POST',
        })
      ).body.code,
    ).toBe(0);
    const added = await call<{ categoryId: string }>(addCategory, '/management/knowledge/category/add', {
      token,
      body: { name: 'Audited' },
    });
    expect(added.body.code).toBe(0);
    const { categoryId } = added.body.data;
    const deleted = await call(deleteCategory, '/management/knowledge/category/delete', {
      token,
      method: 'DELETE',
      query: { categoryId },
    });
    expect(deleted.body.code).toBe(0);

    const { cookie } = await signedInOperator('support');
    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(cookie),
      query: { actorType: 'user', actorId: customer.user.userId },
    });
    expect(log.body.data.list.map((row) => row.action).sort()).toEqual([
      'faq-category.delete',
      'webhook.rotate-secret',
    ]);
    expect(log.body.data.list.every((row) => row.corpId === customer.user.corpId)).toBe(true);
    const deletion = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(cookie),
      query: { action: 'faq-category.delete', objectId: categoryId },
    });
    expect(deletion.body.data.total).toBe(1);
    expect(deletion.body.data.list[0]!.requestId).toEqual(expect.any(String));

    const paged = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(cookie),
      query: { actorId: customer.user.userId, pageSize: '1', pageIndex: '2' },
    });
    expect(paged.body.data).toMatchObject({ total: 2, pageIndex: 2, pageSize: 1 });
    expect(paged.body.data.list).toHaveLength(1);
  });

  it('cannot be changed through the API: its one route only reads, and no route writes to it but by adding', async () => {
    const files = routeFiles();
    const auditRoutes = files.filter((file) => file.includes('/operator/audit/'));
    const methods = (await Promise.all(auditRoutes.map(handlersOf)))
      .flat()
      .map((h) => `${h.method} ${h.route}`);
    expect(methods).toEqual(['GET operator/audit']);
  });
});
