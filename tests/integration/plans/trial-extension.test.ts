import { describe, expect, it } from 'vitest';
import { GET as corporationsRoute } from '@/app/api/operator/corporations/route';
import { POST as trialRoute } from '@/app/api/operator/corporations/trial/route';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { GET as listRoute } from '@/app/api/operator/trial-continuations/route';
import { POST as approveRoute } from '@/app/api/operator/trial-continuations/approve/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import type { UserLimits } from '@/features/accounts/contract';
import type { AuditRow, ContinuationRow } from '@/features/operator/contract';
import type { corporationRowDto } from '@/features/operator/endpoints';
import type { Page } from '@/lib/contract/paging';
import type { z } from 'zod';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { corporationDetail } from './plans-support';

// An approved continuation moves the trial's end through the plans area: from the end the plans area holds (here
// one an operator set, already past), and the back office and the customer see the same new end.

const DAY_MS = 24 * 3600 * 1000;

type CorporationRow = z.infer<typeof corporationRowDto>;

describe('a trial continuation approved in the back office', () => {
  it('extends the trial the plans area holds, from today when its end has passed, audited before and after', async () => {
    const customer = await loggedInAccount();
    const corpId = customer.user.corpId;
    const reviewer = await signedInOperator('reviewer');

    // The trial ended yesterday (the plans area's back-office change).
    const ended = new Date(Date.now() - DAY_MS).toISOString();
    const set = await call(trialRoute, '/operator/corporations/trial', {
      ...asOperator(reviewer.cookie),
      body: { corpId, trialEndsAt: ended },
    });
    expect(set.body.code).toBe(0);
    const endedLimits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(endedLimits.body.data).toMatchObject({ trialEnded: true, trialEndsAt: ended });

    const applied = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token: customer.token,
      body: { contactName: 'Han Meimei', phone: '13800138000', message: 'Please let us go on.' },
    });
    expect(applied.body.code).toBe(0);
    const pending = await call<Page<ContinuationRow>>(listRoute, '/operator/trial-continuations', {
      ...asOperator(reviewer.cookie),
      query: { status: 'pending', corpId },
    });
    const [request] = pending.body.data.list;
    expect(request).toMatchObject({ corpId, trialEndsAt: ended });

    const asked = Date.now();
    const approved = await call<{ trialEndsAt: string }>(
      approveRoute,
      '/operator/trial-continuations/approve',
      {
        ...asOperator(reviewer.cookie),
        body: { id: request!.id, days: 10 },
      },
    );
    expect(approved.body.code).toBe(0);
    const until = approved.body.data.trialEndsAt;
    // From today, not from the past end.
    expect(new Date(until).getTime()).toBeGreaterThanOrEqual(asked + 10 * DAY_MS);
    expect(new Date(until).getTime()).toBeLessThanOrEqual(Date.now() + 10 * DAY_MS);

    const detail = await corporationDetail(reviewer.cookie, corpId);
    expect(detail.body.data).toMatchObject({ plan: 'trial', trialEndsAt: until, trialEnded: false });
    const limits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(limits.body.data).toMatchObject({ trialEnded: false, trialEndsAt: until, trialDaysRemaining: 10 });
    const listed = await call<Page<CorporationRow>>(corporationsRoute, '/operator/corporations', {
      ...asOperator(reviewer.cookie),
      query: { q: customer.email },
    });
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ corpId, plan: 'trial', trialEndsAt: until }),
    ]);

    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(reviewer.cookie),
      query: { objectType: 'trial-continuation', objectId: request!.id },
    });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        action: 'trial-continuation.approve',
        before: { status: 'pending', trialEndsAt: ended },
        after: { status: 'approved', trialEndsAt: until, days: 10 },
      }),
    ]);
  });
});
