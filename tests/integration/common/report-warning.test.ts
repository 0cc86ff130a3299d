import { describe, expect, it } from 'vitest';
import { POST as reportWarning } from '@/app/api/common/reportWarning/route';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { clientReports } from '@/lib/server/db/schema';
import { call, randomIp } from '../support/api';
import { loggedInAccount } from '../support/accounts';

const report = (text = 'appId=demo-app TypeError: x is undefined') => ({
  content: { platform: 'web', uuid: crypto.randomUUID(), timestamp: Date.now(), text },
});

describe('client error reports', () => {
  it('stores a report, with the user when a token comes along', async () => {
    const { token, user } = await loggedInAccount();
    const sent = report();
    const { body } = await call<{ id: string }>(reportWarning, '/common/reportWarning', {
      body: sent,
      token,
    });
    expect(body.code).toBe(0);
    const rows = await (await getDb()).select().from(clientReports);
    const row = rows.find((r) => r.id === body.data.id);
    expect(row).toMatchObject({ uuid: sent.content.uuid, text: sent.content.text, userId: user.userId });
  });

  it('takes reports from visitors without a login', async () => {
    expect((await call(reportWarning, '/common/reportWarning', { body: report() })).body.code).toBe(0);
  });

  it('refuses oversized reports and other platforms', async () => {
    const big = await call(reportWarning, '/common/reportWarning', { body: report('x'.repeat(9000)) });
    expect(big.body.code).toBe(ApiCode.validation);
    const long = await call(reportWarning, '/common/reportWarning', { body: report('x'.repeat(4001)) });
    expect(long.body.data).toEqual({ fields: [{ field: 'content.text', message: 'invalid' }] });
    const other = { content: { ...report().content, platform: 'ios' } };
    expect((await call(reportWarning, '/common/reportWarning', { body: other })).body.code).toBe(
      ApiCode.validation,
    );
  });

  it('limits one IP to 20 reports a minute', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) await call(reportWarning, '/common/reportWarning', { body: report(), ip });
    expect((await call(reportWarning, '/common/reportWarning', { body: report(), ip })).body.code).toBe(
      ApiCode.rateLimited,
    );
  });
});
