import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as getCaptcha } from '@/app/api/sys-api/captcha/route';
import { POST as login } from '@/app/api/sys-api/login/route';
import type { CaptchaResponse } from '@/features/accounts/contract';
import { ApiCode } from '@/lib/contract/codes';
import { verifyCaptcha } from '@/features/accounts/server/captcha';
import {
  CAPTCHA_CHARS,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
} from '@/features/accounts/server/captcha-image';
import { getDb } from '@/lib/server/db/client';
import { captchas } from '@/features/accounts/server/tables';
import { call, captchaAnswer, randomIp } from '@/tests/integration/support/api';
import { freshCaptcha, registerAccount } from '@/tests/integration/support/accounts';

afterEach(() => {
  vi.useRealTimers();
});

describe('captcha images', () => {
  it('are 240×80 PNGs whose answer, read off them as a person would, is accepted', async () => {
    const db = await getDb();
    const { body } = await call<CaptchaResponse>(getCaptcha, '/sys-api/captcha');
    const png = Buffer.from(body.data.image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const answer = await captchaAnswer(body.data.captchaId);
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_CHARS.toLowerCase()}]{${CAPTCHA_LENGTH}}$`));
    // The letters are drawn as capitals; the person types them in either case.
    await expect(
      verifyCaptcha(db, body.data.captchaId, answer.toUpperCase(), false),
    ).resolves.toBeUndefined();
    await expect(verifyCaptcha(db, body.data.captchaId, ` ${answer} `, true)).resolves.toBeUndefined();
  });

  it('answers a refresh id that is too long with 40000', async () => {
    const { body, status } = await call(getCaptcha, '/sys-api/captcha', {
      query: { captchaId: 'x'.repeat(101) },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ApiCode.validation);
    expect(body.data).toEqual({ fields: [{ field: 'captchaId', message: 'tooLong' }] });
  });

  it('hands out a new image for a refresh id that names no captcha', async () => {
    const { body } = await call<CaptchaResponse>(getCaptcha, '/sys-api/captcha', {
      query: { captchaId: 'no-such-captcha' },
    });
    expect(body.code).toBe(0);
    expect(body.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives one IP 60 images a minute', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i++)
      expect((await call(getCaptcha, '/sys-api/captcha', { ip })).body.code).toBe(0);
    const limited = await call(getCaptcha, '/sys-api/captcha', { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ApiCode.rateLimited);
    expect((await call(getCaptcha, '/sys-api/captcha', { ip: randomIp() })).body.code).toBe(0);
  });

  it('sweeps expired captchas as new ones are made', async () => {
    const db = await getDb();
    const stale = {
      answer: 'abcd',
      expiresAt: new Date(Date.now() - 3600_000),
      createdAt: new Date(Date.now() - 4000_000),
    };
    await db.insert(captchas).values([
      { id: 'stale-1', ...stale },
      { id: 'stale-2', ...stale },
    ]);
    // At most one sweep a minute: a minute later, the next image sweeps.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    expect((await call(getCaptcha, '/sys-api/captcha')).body.code).toBe(0);
    const left = await db.select({ id: captchas.id }).from(captchas).where(eq(captchas.answer, 'abcd'));
    expect(left.filter((row) => row.id.startsWith('stale-'))).toEqual([]);
  });
});

describe('single use under parallel requests', () => {
  it('lets one of several parallel uses of a captcha through', async () => {
    const db = await getDb();
    const { captchaId, captchaCode } = await freshCaptcha();
    const uses = await Promise.allSettled(
      Array.from({ length: 6 }, () => verifyCaptcha(db, captchaId, captchaCode, true)),
    );
    expect(uses.filter((use) => use.status === 'fulfilled')).toHaveLength(1);
  });

  it('logs in once when one captcha comes with several parallel logins', async () => {
    const { email, password } = await registerAccount();
    const captcha = await freshCaptcha();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(login, '/sys-api/login', { body: { username: email, password, ...captcha } }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, ApiCode.captchaInvalid, ApiCode.captchaInvalid, ApiCode.captchaInvalid]);
  });
});
