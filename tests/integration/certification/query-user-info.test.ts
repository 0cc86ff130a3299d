import { describe, expect, it } from 'vitest';
import { GET as queryUserInfoRoute } from '@/app/api/management/user/queryUserInfo/route';
import { POST as approveRoute } from '@/app/api/operator/certifications/approve/route';
import type { AccountInfo } from '@/features/accounts/contract';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { createApp } from '@/tests/integration/deploy/applications-support';
import { FIELDS, submit } from './certification-support';

const info = async (token: string) =>
  (await call<AccountInfo>(queryUserInfoRoute, '/management/user/queryUserInfo', { token })).body;

describe('GET /management/user/queryUserInfo', () => {
  it("answers the spec's user fields and the account's basics, following certification", async () => {
    const customer = await loggedInAccount();
    const fresh = await info(customer.token);
    expect(fresh.code).toBe(0);
    expect(fresh.data).toMatchObject({
      id: customer.user.userId,
      userId: customer.user.userId,
      corpId: customer.user.corpId,
      email: customer.email,
      appId: null,
      applications: [],
      contact: null,
      plan: 'trial',
      trial: true,
      certification: 'unverified',
      certified: false,
      discountPercent: 0,
    });
    expect(fresh.data.trialDaysRemaining).toBeGreaterThan(0);
    expect(new Date(fresh.data.trialEndsAt!).getTime()).toBeGreaterThan(Date.now());

    const created = (await createApp(customer.token, { name: 'Shop front', concurrency: 1 })).body.data;
    const sent = (await submit(customer.token)).body.data;
    const inReview = await info(customer.token);
    expect(inReview.data).toMatchObject({
      appId: created.appId,
      applications: [{ appId: created.appId, name: 'Shop front' }],
      contact: { name: FIELDS.authenticatorName, phone: FIELDS.contactPhone },
      certification: 'submitted',
      certified: false,
    });
    // Only the key's hint: the key is shown once, when it is made.
    expect(JSON.stringify(inReview.data)).not.toContain(created.appKey);

    const reviewer = await signedInOperator('reviewer');
    await call(approveRoute, '/operator/certifications/approve', {
      ...asOperator(reviewer.cookie),
      body: { id: sent.id },
    });
    const verified = await info(customer.token);
    expect(verified.data).toMatchObject({
      certification: 'verified',
      certified: true,
      // The certified name becomes the account's company name.
      companyName: FIELDS.companyName,
    });
  });
});
