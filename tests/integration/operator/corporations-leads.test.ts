import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/common/contact/route';
import { GET as corporationsRoute } from '@/app/api/operator/corporations/route';
import { GET as detailRoute } from '@/app/api/operator/corporations/detail/route';
import { POST as trialRoute } from '@/app/api/operator/corporations/trial/route';
import { GET as leadsRoute } from '@/app/api/operator/leads/route';
import { POST as leadStatusRoute } from '@/app/api/operator/leads/status/route';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import type { UserLimits } from '@/features/accounts/contract';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, uniqueEmail } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';

interface CorporationRow {
  corpId: string;
  name: string;
  trialEndsAt: string;
}

describe('corporations in the back office', () => {
  it('finds a corporation by a user email, sets its trial end (audited) and the customer sees it', async () => {
    const customer = await loggedInAccount();
    const reviewer = await signedInOperator('reviewer');
    const found = await call<Page<CorporationRow>>(corporationsRoute, '/operator/corporations', {
      ...asOperator(reviewer.cookie),
      query: { q: customer.email },
    });
    expect(found.body.data.list.map((row) => row.corpId)).toEqual([customer.user.corpId]);

    const until = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString();
    const set = await call(trialRoute, '/operator/corporations/trial', {
      ...asOperator(reviewer.cookie),
      body: { corpId: customer.user.corpId, trialEndsAt: until },
    });
    expect(set.body.code).toBe(0);
    const limits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token: customer.token });
    expect(limits.body.data.trialEndsAt).toBe(until);

    const detail = await call<{
      trialEndsAt: string;
      recentAudit: Array<{ action: string; after: unknown }>;
    }>(detailRoute, '/operator/corporations/detail', {
      ...asOperator(reviewer.cookie),
      query: { corpId: customer.user.corpId },
    });
    expect(detail.body.data.trialEndsAt).toBe(until);
    expect(detail.body.data.recentAudit[0]).toMatchObject({
      action: 'trial.set-end',
      after: { trialEndsAt: until },
    });
  });

  it('support reads corporations but cannot change a trial', async () => {
    const customer = await loggedInAccount();
    const support = await signedInOperator('support');
    const set = await call(trialRoute, '/operator/corporations/trial', {
      ...asOperator(support.cookie),
      body: { corpId: customer.user.corpId, trialEndsAt: new Date().toISOString() },
    });
    expect(set.body.code).toBe(ApiCode.forbidden);
  });
});

describe('contact-form leads', () => {
  it('stores a sent contact form as a new lead; a reviewer marks it contacted (audited)', async () => {
    const email = uniqueEmail('lead');
    const sent = await call(contact, '/common/contact', {
      body: {
        firstName: 'Mei',
        lastName: 'Han',
        company: 'Lead Co',
        email,
        phone: '13800138000',
        location: 'Beijing',
        position: 'CTO',
        message: 'We want a digital human.',
      },
    });
    expect(sent.body.code).toBe(0);
    const reviewer = await signedInOperator('reviewer');
    const list = await call<Page<{ id: string; email: string; status: string }>>(
      leadsRoute,
      '/operator/leads',
      {
        ...asOperator(reviewer.cookie),
        query: { status: 'new', pageSize: '100' },
      },
    );
    const lead = list.body.data.list.find((row) => row.email === email);
    expect(lead?.status).toBe('new');
    const changed = await call(leadStatusRoute, '/operator/leads/status', {
      ...asOperator(reviewer.cookie),
      body: { id: lead!.id, status: 'contacted' },
    });
    expect(changed.body.code).toBe(0);
    const contacted = await call<Page<{ id: string }>>(leadsRoute, '/operator/leads', {
      ...asOperator(reviewer.cookie),
      query: { status: 'contacted', pageSize: '100' },
    });
    expect(contacted.body.data.list.map((row) => row.id)).toContain(lead!.id);
  });
});
