import { describe, expect, it } from 'vitest';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import type { UserLimits } from '@/features/accounts/contract';
import {
  DEFAULT_FAQ_MAX_ITEMS,
  MAX_DIGITAL_HUMANS,
  MAX_TRIAL_SESSIONS,
  TRIAL_CONCURRENCY,
} from '@/features/plans/contract';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { signedInOperator } from '@/tests/integration/support/operators';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import { corporationDetail, setLimit } from './plans-support';

describe('effective limits', () => {
  it('are the plan’s defaults until an operator overrides one, and the customer sees the override at once', async () => {
    const customer = await loggedInAccount();
    const admin = await signedInOperator('admin');
    const before = await corporationDetail(admin.cookie, customer.user.corpId);
    expect(before.body.data).toMatchObject({
      plan: 'trial',
      limits: {
        sessions: MAX_TRIAL_SESSIONS,
        digitalHumans: MAX_DIGITAL_HUMANS,
        concurrency: TRIAL_CONCURRENCY,
        faqItems: DEFAULT_FAQ_MAX_ITEMS,
        documents: null,
      },
      overridden: [],
      discountPercent: 0,
    });
    expect(before.body.data.defaults).toEqual(before.body.data.limits);

    const raised = await setLimit(admin.cookie, customer.user.corpId, 'sessions', 5);
    expect(raised.body.code).toBe(0);
    expect(raised.body.data).toMatchObject({
      limits: { sessions: 5 },
      defaults: { sessions: 2 },
      overridden: ['sessions'],
    });
    const limits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(limits.body.data).toMatchObject({ maxTrialSessions: 5, maxDigitalHumans: MAX_DIGITAL_HUMANS });

    // null gives the limit back its plan's default.
    const restored = await setLimit(admin.cookie, customer.user.corpId, 'sessions', null);
    expect(restored.body.data).toMatchObject({ limits: { sessions: MAX_TRIAL_SESSIONS }, overridden: [] });
    const after = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(after.body.data.maxTrialSessions).toBe(MAX_TRIAL_SESSIONS);
  });

  it('follow the plan: a standard corporation has no sessions cap apart from digital humans', async () => {
    const customer = await loggedInAccount();
    await setPlan(customer.user.corpId, 'standard');
    const admin = await signedInOperator('admin');
    const detail = await corporationDetail(admin.cookie, customer.user.corpId);
    expect(detail.body.data.limits).toMatchObject({ sessions: null, concurrency: 10 });
    const limits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(limits.body.data).toMatchObject({ trial: false, maxTrialSessions: MAX_DIGITAL_HUMANS });
  });

  it('refuse a value out of range with the field, and an unknown corporation', async () => {
    const admin = await signedInOperator('admin');
    const customer = await loggedInAccount();
    const negative = await setLimit(admin.cookie, customer.user.corpId, 'faqItems', -1);
    expect(negative.body.code).toBe(40000);
    expect(JSON.stringify(negative.body.data)).toContain('value');
    const unknown = await setLimit(admin.cookie, 'no-such-corporation', 'faqItems', 3);
    expect(unknown.body.code).toBe(40400);
  });
});
