import { describe, expect, it } from 'vitest';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { GET as listRoute } from '@/app/api/operator/trial-continuations/route';
import { POST as approveRoute } from '@/app/api/operator/trial-continuations/approve/route';
import { POST as rejectRoute } from '@/app/api/operator/trial-continuations/reject/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import type { UserLimits } from '@/features/accounts/contract';
import type { AuditRow, ContinuationRow } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, outbox } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';

const application = { contactName: 'Li Lei', phone: '13800138000', message: 'We would like to go on.' };
const DAY_MS = 24 * 3600 * 1000;

/** A customer who applied to continue, and their request as the back office lists it. */
async function customerWhoApplied(reviewerCookie: string) {
  const customer = await loggedInAccount();
  const applied = await call(applyContinuation, '/sys-api/user/trial-continuation', {
    token: customer.token,
    body: application,
  });
  expect(applied.body.code).toBe(0);
  const pending = await call<Page<ContinuationRow>>(listRoute, '/operator/trial-continuations', {
    ...asOperator(reviewerCookie),
    query: { status: 'pending', pageSize: '100' },
  });
  const request = pending.body.data.list.find((row) => row.email === customer.email);
  if (!request) throw new Error('the request is not listed');
  return { customer, request };
}

describe('trial continuation requests in the back office', () => {
  it("approving extends the customer's trial, which the customer sees; the customer is mailed; it is audited", async () => {
    const reviewer = await signedInOperator('reviewer');
    const { customer, request } = await customerWhoApplied(reviewer.cookie);
    const before = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    const oldEnd = new Date(before.body.data.trialEndsAt!).getTime();

    const approved = await call<{ trialEndsAt: string }>(
      approveRoute,
      '/operator/trial-continuations/approve',
      {
        ...asOperator(reviewer.cookie),
        body: { id: request.id, days: 30 },
      },
    );
    expect(approved.body.code).toBe(0);

    const after = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(new Date(after.body.data.trialEndsAt!).getTime()).toBe(oldEnd + 30 * DAY_MS);
    expect(after.body.data.continuationPending).toBe(false);
    expect(after.body.data.continuationAnswer).toMatchObject({
      status: 'approved',
      approvedUntil: after.body.data.trialEndsAt,
    });
    const mail = (await outbox(customer.email)).at(-1);
    expect(mail?.subject).toMatch(/extended/);

    // Answered once: a second approval is refused.
    const again = await call(approveRoute, '/operator/trial-continuations/approve', {
      ...asOperator(reviewer.cookie),
      body: { id: request.id, days: 30 },
    });
    expect(again.body.code).toBe(ApiCode.conflict);

    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(reviewer.cookie),
      query: { objectType: 'trial-continuation', objectId: request.id },
    });
    expect(log.body.data.list).toHaveLength(1);
    expect(log.body.data.list[0]).toMatchObject({
      action: 'trial-continuation.approve',
      actorType: 'operator',
      actorId: reviewer.operatorId,
      corpId: customer.user.corpId,
      after: { status: 'approved', trialEndsAt: approved.body.data.trialEndsAt },
    });
  });

  it('rejecting mails the customer the reason and shows it in their console; the trial stays as it was', async () => {
    const reviewer = await signedInOperator('reviewer');
    const { customer, request } = await customerWhoApplied(reviewer.cookie);
    const before = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    const rejected = await call(rejectRoute, '/operator/trial-continuations/reject', {
      ...asOperator(reviewer.cookie),
      body: { id: request.id, reason: 'Please tell us more about your project.' },
    });
    expect(rejected.body.code).toBe(0);
    const mail = (await outbox(customer.email)).at(-1);
    expect(mail?.text).toContain('Please tell us more about your project.');
    const after = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(after.body.data.trialEndsAt).toBe(before.body.data.trialEndsAt);
    expect(after.body.data.continuationAnswer).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please tell us more about your project.',
    });
  });

  it('support sees the requests but cannot answer them; a reason is required', async () => {
    const reviewer = await signedInOperator('reviewer');
    const support = await signedInOperator('support');
    const { request } = await customerWhoApplied(support.cookie);
    const approve = await call(approveRoute, '/operator/trial-continuations/approve', {
      ...asOperator(support.cookie),
      body: { id: request.id },
    });
    expect(approve.body.code).toBe(ApiCode.forbidden);
    const noReason = await call(rejectRoute, '/operator/trial-continuations/reject', {
      ...asOperator(reviewer.cookie),
      body: { id: request.id, reason: '  ' },
    });
    expect(noReason.body.code).toBe(ApiCode.validation);
  });
});
