import { describe, expect, it } from 'vitest';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import { POST as sendEmailCode } from '@/app/api/sys-api/email/code/route';
import { POST as resetPassword } from '@/app/api/sys-api/password/reset/route';
import { codeSendLimits } from '@/features/accounts/server/send-codes';
import type { AuditRow } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { limiter } from '@/lib/server/rate-limit/limiters';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, lastCodeSentTo } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';

// A customer's password reset can hand the account to whoever reads the mailbox: the audit log records it (who,
// when, which account), never the password. There is no password change besides the reset today.

describe("the audit log and a customer's password", () => {
  it('records a password reset with the user and corporation, and nothing of the password', async () => {
    const { email, user } = await loggedInAccount();
    await (await limiter(codeSendLimits('email').perAddressMinute)).delete(email);
    expect(
      (await call(sendEmailCode, '/sys-api/email/code', { body: { email, purpose: 'reset' } })).body.code,
    ).toBe(0);
    const emailCode = await lastCodeSentTo(email);
    const password = 'Reset@Audit7';
    const reset = await call(resetPassword, '/sys-api/password/reset', {
      body: { email, emailCode, password, confirmPassword: password },
    });
    expect(reset.body.code).toBe(0);

    const { cookie } = await signedInOperator('support');
    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(cookie),
      query: { action: 'password.reset', actorId: user.userId },
    });
    expect(log.body.data.total).toBe(1);
    expect(log.body.data.list[0]).toMatchObject({
      actorType: 'user',
      actorId: user.userId,
      corpId: user.corpId,
      objectType: 'user',
      objectId: user.userId,
    });
    expect(JSON.stringify(log.body.data.list[0])).not.toContain(password);
  });

  it('records nothing when the code is wrong', async () => {
    const { email, user } = await loggedInAccount();
    const wrong = await call(resetPassword, '/sys-api/password/reset', {
      body: { email, emailCode: '000000', password: 'Never@Set8', confirmPassword: 'Never@Set8' },
    });
    expect(wrong.body.code).not.toBe(0);
    const { cookie } = await signedInOperator('support');
    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(cookie),
      query: { action: 'password.reset', actorId: user.userId },
    });
    expect(log.body.data.total).toBe(0);
  });
});
