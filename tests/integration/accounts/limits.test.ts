import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import type { UserLimits } from '@/features/accounts/contract';
import { userLimits } from '@/features/accounts/server/limits';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { corporations } from '@/lib/server/auth/tables';
import { trialContinuations } from '@/features/accounts/server/tables';
import { call, outbox } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

const application = {
  contactName: 'Han Meimei',
  phone: '13912345678',
  message: 'Our pilot went well; we need more time.',
};

describe('user limits', () => {
  it('shows a new account in its 14-day trial with the caps', async () => {
    const { token } = await loggedInAccount();
    const { body } = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      trial: true,
      trialEnded: false,
      trialDaysRemaining: 14,
      maxTrialSessions: 2,
      maxDigitalHumans: 10,
      sessionCount: 0,
      digitalHumanCount: 0,
      continuationPending: false,
      continuationAnswer: null,
    });
  });

  it('gives new corporations a trial of TRIAL_DAYS days', async () => {
    process.env.TRIAL_DAYS = '30';
    try {
      const { token } = await loggedInAccount();
      const { body } = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token });
      expect(body.data).toMatchObject({ trial: true, trialDaysRemaining: 30 });
      const days = (Date.parse(body.data.trialEndsAt!) - Date.now()) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(29.9);
    } finally {
      process.env.TRIAL_DAYS = '14';
    }
  });

  it('falls back to 14 days when TRIAL_DAYS is not a positive number', async () => {
    for (const value of ['0', '-3', 'two weeks']) {
      process.env.TRIAL_DAYS = value;
      try {
        const { token } = await loggedInAccount();
        const { body } = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token });
        expect(body.data.trialDaysRemaining).toBe(14);
      } finally {
        process.env.TRIAL_DAYS = '14';
      }
    }
  });

  it('reports the trial as ended once its end has passed', async () => {
    const { token, user } = await loggedInAccount();
    const db = await getDb();
    await db
      .update(corporations)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(corporations.id, user.corpId));
    const { body } = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token });
    expect(body.data).toMatchObject({ trial: true, trialEnded: true, trialDaysRemaining: 0 });
  });

  it('reports the usage its reader counts for the user’s corporation', async () => {
    const { user } = await loggedInAccount();
    const asked: string[] = [];
    const limits = await userLimits(await getDb(), user.userId, async (_db, corpId) => {
      asked.push(corpId);
      return {
        sessionCount: 2,
        digitalHumanCount: 3,
        plan: { trial: true, trialEndsAt: new Date(Date.now() + 864e5), sessions: 4, digitalHumans: 9 },
      };
    });
    expect(asked).toEqual([user.corpId]);
    expect(limits).toMatchObject({
      sessionCount: 2,
      digitalHumanCount: 3,
      maxTrialSessions: 4,
      maxDigitalHumans: 9,
      trial: true,
    });
  });

  it('needs a login', async () => {
    expect((await call(getLimits, '/sys-api/user/limits')).body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('trial continuation', () => {
  it('stores the application, mails the operator and accepts one at a time', async () => {
    process.env.OPERATOR_EMAIL = 'operator@example.com';
    try {
      const { token, user, email } = await loggedInAccount();
      const { body } = await call(applyContinuation, '/sys-api/user/trial-continuation', {
        token,
        body: application,
      });
      expect(body.code).toBe(0);
      const db = await getDb();
      const rows = await db
        .select()
        .from(trialContinuations)
        .where(eq(trialContinuations.corpId, user.corpId));
      expect(rows).toHaveLength(1);
      const [mail] = await outbox('operator@example.com');
      expect(mail?.text).toContain(email);
      expect(mail?.text).toContain(application.message);
      const limits = await call<UserLimits>(getLimits, '/sys-api/user/limits', { token });
      expect(limits.body.data.continuationPending).toBe(true);
      const again = await call(applyContinuation, '/sys-api/user/trial-continuation', {
        token,
        body: application,
      });
      expect(again.body.code).toBe(ApiCode.conflict);
    } finally {
      delete process.env.OPERATOR_EMAIL;
    }
  });

  it('still reaches the outbox when OPERATOR_EMAIL is unset', async () => {
    const { token } = await loggedInAccount();
    await call(applyContinuation, '/sys-api/user/trial-continuation', { token, body: application });
    expect(await outbox('OPERATOR_EMAIL (unset)')).not.toHaveLength(0);
  });

  it.each([
    ['contactName', { contactName: '' }, 'required'],
    ['phone', { phone: '12345' }, 'mobileInvalid'],
    ['message', { message: ' ' }, 'required'],
  ])('validates %s', async (field, overrides, message) => {
    const { token } = await loggedInAccount();
    const { body } = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token,
      body: { ...application, ...overrides },
    });
    expect(body.data).toEqual({ fields: [{ field, message }] });
  });
});
