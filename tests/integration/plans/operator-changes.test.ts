import { describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import { POST as limitsRoute } from '@/app/api/operator/corporations/limits/route';
import type { AuditRow } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { addGrant, corporationDetail, endGrant, setDiscount, setLimit } from './plans-support';

const DAY_MS = 24 * 3600 * 1000;

async function auditOf(cookie: string, corpId: string) {
  const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
    ...asOperator(cookie),
    query: { corpId },
  });
  return log.body.data.list;
}

describe('the back office’s plan changes', () => {
  it('record each change in the audit log with before and after', async () => {
    const customer = await loggedInAccount();
    const corpId = customer.user.corpId;
    const reviewer = await signedInOperator('reviewer');
    await setLimit(reviewer.cookie, corpId, 'faqItems', 500);
    await setLimit(reviewer.cookie, corpId, 'faqItems', null);
    expect((await setDiscount(reviewer.cookie, corpId, 15)).body.data.discountPercent).toBe(15);

    const endsAt = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const added = await addGrant(reviewer.cookie, corpId, 4, endsAt);
    const grant = added.body.data.grants.find((row) => row.source === 'operator')!;
    expect(grant).toMatchObject({ concurrency: 4, endsAt, active: true });
    const ended = await endGrant(reviewer.cookie, corpId, grant.grantId);
    expect(ended.body.data.grants.find((row) => row.grantId === grant.grantId)).toMatchObject({
      active: false,
    });

    const entries = await auditOf(reviewer.cookie, corpId);
    const byAction = (action: string) => entries.filter((row) => row.action === action);
    expect(byAction('plan.set-limit').map((row) => [row.before, row.after])).toEqual([
      [
        { limit: 'faqItems', value: 500, overridden: true },
        { limit: 'faqItems', value: 100_000, overridden: false },
      ],
      [
        { limit: 'faqItems', value: 100_000, overridden: false },
        { limit: 'faqItems', value: 500, overridden: true },
      ],
    ]);
    expect(byAction('plan.set-discount')[0]).toMatchObject({
      actorType: 'operator',
      actorId: reviewer.operatorId,
      before: { discountPercent: 0 },
      after: { discountPercent: 15 },
    });
    expect(byAction('grant.add')[0]).toMatchObject({
      before: null,
      after: { grantId: grant.grantId, concurrency: 4 },
    });
    expect(byAction('grant.end')[0]).toMatchObject({
      objectId: grant.grantId,
      before: { active: true, endsAt },
      after: { active: false },
    });

    // The detail shows them as recent activity.
    const detail = await corporationDetail(reviewer.cookie, corpId);
    expect(detail.body.data.recentAudit[0]).toMatchObject({ action: 'grant.end' });
  });

  it('keep the plan’s own grant, which follows the plan', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    const detail = await corporationDetail(admin.cookie, customer.user.corpId);
    const planGrant = detail.body.data.grants.find((row) => row.source === 'trial');
    expect(planGrant).toBeDefined();
    const refused = await endGrant(admin.cookie, customer.user.corpId, planGrant!.grantId);
    expect(refused.body.code).toBe(ApiCode.conflict);
    const past = await addGrant(
      admin.cookie,
      customer.user.corpId,
      2,
      new Date(Date.now() - DAY_MS).toISOString(),
    );
    expect(past.body.code).toBe(ApiCode.validation);
  });

  it('are refused to support (40300), who still sees the corporation', async () => {
    const customer = await loggedInAccount();
    const support = await signedInOperator('support');
    expect((await corporationDetail(support.cookie, customer.user.corpId)).body.code).toBe(0);
    const endsAt = new Date(Date.now() + DAY_MS).toISOString();
    for (const answer of [
      await setLimit(support.cookie, customer.user.corpId, 'sessions', 9),
      await setDiscount(support.cookie, customer.user.corpId, 50),
      await addGrant(support.cookie, customer.user.corpId, 2, endsAt),
    ])
      expect(answer.body.code).toBe(ApiCode.forbidden);
    const detail = await corporationDetail(support.cookie, customer.user.corpId);
    expect(detail.body.data).toMatchObject({ overridden: [], discountPercent: 0 });
  });

  it('refuse a customer’s token', async () => {
    const customer = await loggedInAccount();
    const answer = await call(limitsRoute, '/operator/corporations/limits', {
      token: customer.token,
      headers: asOperator('').headers,
      body: { corpId: customer.user.corpId, limit: 'sessions', value: 99 },
    });
    expect(answer.body.code).toBe(ApiCode.unauthenticated);
  });
});
