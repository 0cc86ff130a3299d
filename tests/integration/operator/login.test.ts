import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { POST as loginRoute } from '@/app/api/operator/login/route';
import { POST as totpRoute } from '@/app/api/operator/login/totp/route';
import { GET as meRoute } from '@/app/api/operator/me/route';
import { POST as logoutRoute } from '@/app/api/operator/logout/route';
import { GET as listOperatorsRoute } from '@/app/api/operator/operators/route';
import { POST as createOperatorRoute } from '@/app/api/operator/operators/create/route';
import { POST as updateOperatorRoute } from '@/app/api/operator/operators/update/route';
import { GET as auditRoute } from '@/app/api/operator/audit/route';
import type { AuditRow, OperatorLoginStep, OperatorMe } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import { OPERATOR_COOKIE } from '@/lib/server/operator/session-cookie';
import { call, cookiePair, ORIGIN, randomIp, uniqueEmail } from '@/tests/integration/support/api';
import { asOperator, newOperator, signedInOperator } from '@/tests/integration/support/operators';

const post = { headers: { origin: ORIGIN } };

async function passwordStep(email: string, password: string, ip = randomIp()) {
  return call<OperatorLoginStep>(loginRoute, '/operator/login', { ...post, ip, body: { email, password } });
}

describe('operator sign-in: password, then TOTP', () => {
  it('enrols at the first sign-in, then asks for a code; a wrong code is refused', async () => {
    const operator = await newOperator('reviewer');
    const first = await passwordStep(operator.email, operator.password);
    expect(first.body.code).toBe(0);
    if (first.body.data.step !== 'enrol') throw new Error('expected enrolment');
    expect(first.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(first.body.data.otpauthUri).toContain('otpauth://totp/');
    const { ticket, secret } = first.body.data;

    const wrong = await call(totpRoute, '/operator/login/totp', {
      ...post,
      body: { ticket, code: '000000' },
    });
    expect(wrong.body.code).toBe(ApiCode.validation);
    expect(wrong.setCookies.has(OPERATOR_COOKIE)).toBe(false);

    const good = await call<OperatorMe>(totpRoute, '/operator/login/totp', {
      ...post,
      body: { ticket, code: await generate({ secret }) },
    });
    expect(good.body.code).toBe(0);
    expect(good.body.data.role).toBe('reviewer');
    const cookie = cookiePair(good.setCookies, OPERATOR_COOKIE);
    expect(good.setCookies.get(OPERATOR_COOKIE)).toMatch(/HttpOnly/i);

    const me = await call<OperatorMe>(meRoute, '/operator/me', asOperator(cookie));
    expect(me.body.data.email).toBe(operator.email);
    expect(me.body.data.permissions).toContain('trial.review');
    expect(me.body.data.permissions).not.toContain('operator.manage');

    // Enrolled now: the password step asks for a code instead of showing a secret again.
    const second = await passwordStep(operator.email, operator.password);
    expect(second.body.data).toEqual({ step: 'totp', ticket: expect.any(String) });

    await call(logoutRoute, '/operator/logout', { ...asOperator(cookie), method: 'POST' });
    const after = await call(meRoute, '/operator/me', asOperator(cookie));
    expect(after.body.code).toBe(ApiCode.unauthenticated);
  });

  it('refuses a wrong password and locks the address out after five failures', async () => {
    const operator = await newOperator('support');
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await passwordStep(operator.email, 'Wrong#Pass1', ip);
      expect(wrong.body.code).toBe(ApiCode.validation);
    }
    const locked = await passwordStep(operator.email, operator.password, ip);
    expect(locked.body.code).toBe(ApiCode.loginLocked);
    // Another address is not held back.
    expect((await passwordStep(operator.email, operator.password)).body.code).toBe(0);
  });

  it('rate-limits wrong codes of the TOTP step too', async () => {
    const operator = await newOperator('support');
    const ip = randomIp();
    const first = await passwordStep(operator.email, operator.password, ip);
    const { ticket } = first.body.data;
    for (let i = 0; i < 5; i++) {
      const wrong = await call(totpRoute, '/operator/login/totp', {
        ...post,
        ip,
        body: { ticket, code: '000000' },
      });
      expect(wrong.body.code).toBe(ApiCode.validation);
    }
    const locked = await call(totpRoute, '/operator/login/totp', {
      ...post,
      ip,
      body: { ticket, code: '123456' },
    });
    expect(locked.body.code).toBe(ApiCode.loginLocked);
  });
});

describe('operator roles', () => {
  it('an admin creates an operator and changes their role; each is audited', async () => {
    const admin = await signedInOperator('admin');
    const email = uniqueEmail('new-op');
    const created = await call<{ operatorId: string }>(createOperatorRoute, '/operator/operators/create', {
      ...asOperator(admin.cookie),
      body: { email, role: 'support', password: 'Fresh#Pass22' },
    });
    expect(created.body.code).toBe(0);
    const id = created.body.data.operatorId;
    const changed = await call<{ role: string }>(updateOperatorRoute, '/operator/operators/update', {
      ...asOperator(admin.cookie),
      body: { operatorId: id, role: 'moderator' },
    });
    expect(changed.body.data.role).toBe('moderator');
    const list = await call<Array<{ email: string }>>(
      listOperatorsRoute,
      '/operator/operators',
      asOperator(admin.cookie),
    );
    expect(list.body.data.map((o) => o.email)).toContain(email);

    const log = await call<Page<AuditRow>>(auditRoute, '/operator/audit', {
      ...asOperator(admin.cookie),
      query: { objectType: 'operator', objectId: id },
    });
    expect(log.body.data.list.map((row) => row.action).sort()).toEqual([
      'operator.create',
      'operator.update',
    ]);
    const update = log.body.data.list.find((row) => row.action === 'operator.update')!;
    expect(update).toMatchObject({
      actorType: 'operator',
      actorId: admin.operatorId,
      before: { role: 'support' },
      after: { role: 'moderator' },
    });
    expect(update.requestId).toEqual(expect.any(String));
  });

  it('a reviewer cannot manage operators; support cannot either, but reads the audit log', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const { cookie } = await signedInOperator(role);
      const list = await call(listOperatorsRoute, '/operator/operators', asOperator(cookie));
      expect(list.body.code).toBe(ApiCode.forbidden);
      const create = await call(createOperatorRoute, '/operator/operators/create', {
        ...asOperator(cookie),
        body: { email: uniqueEmail(), role: 'admin', password: 'Fresh#Pass22' },
      });
      expect(create.body.code).toBe(ApiCode.forbidden);
      expect((await call(auditRoute, '/operator/audit', asOperator(cookie))).body.code).toBe(0);
    }
  });

  it('a disabled operator is signed out at once', async () => {
    const admin = await signedInOperator('admin');
    const other = await signedInOperator('reviewer');
    await call(updateOperatorRoute, '/operator/operators/update', {
      ...asOperator(admin.cookie),
      body: { operatorId: other.operatorId, disabled: true },
    });
    expect((await call(meRoute, '/operator/me', asOperator(other.cookie))).body.code).toBe(
      ApiCode.unauthenticated,
    );
  });
});
