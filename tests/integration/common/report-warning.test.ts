import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as reportWarning } from '@/app/api/common/reportWarning/route';
import { fitReportText } from '@/components/site/useErrorReports';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { clientReports } from '@/lib/server/client-reports/tables';
import { call, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

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

  it('answers malformed JSON with 40001 and wrong types with 40000 and the fields', async () => {
    const broken = await call(reportWarning, '/common/reportWarning', { body: '{"content": {' });
    expect(broken.body.code).toBe(ApiCode.badJson);
    const wrong = await call(reportWarning, '/common/reportWarning', {
      body: { content: { platform: 'web', uuid: 7, timestamp: 'now', text: ['boom'] } },
    });
    expect(wrong.body.code).toBe(ApiCode.validation);
    expect(wrong.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'content.uuid', message: 'invalid' },
        { field: 'content.timestamp', message: 'invalid' },
        { field: 'content.text', message: 'invalid' },
      ]),
    });
    const notObject = await call(reportWarning, '/common/reportWarning', { body: { content: 'boom' } });
    expect(notObject.body.data).toEqual({ fields: [{ field: 'content', message: 'invalid' }] });
  });

  it('limits one IP to 20 reports a minute', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) await call(reportWarning, '/common/reportWarning', { body: report(), ip });
    expect((await call(reportWarning, '/common/reportWarning', { body: report(), ip })).body.code).toBe(
      ApiCode.rateLimited,
    );
  });
});

describe('the browser’s cut of a report text', () => {
  const post = (text: string) =>
    call<{ id: string }>(reportWarning, '/common/reportWarning', { body: report(text) });

  it('fits 4000 Chinese characters into the body cap, where cutting at 4000 characters did not', async () => {
    const text = `appId=demo-app ${'错误'.repeat(2500)}`;
    expect((await post(text.slice(0, 4000))).body.code).toBe(ApiCode.validation);
    const fitted = fitReportText(text);
    expect(text.startsWith(fitted)).toBe(true);
    expect(fitted.length).toBeGreaterThan(2000);
    const { body } = await post(fitted);
    expect(body.code).toBe(0);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(clientReports)
      .where(eq(clientReports.id, body.data.id));
    expect(row?.text).toBe(fitted);
  });

  it('counts JSON escapes, and never splits a character', async () => {
    for (const text of ['"\n\u0001'.repeat(3000), '😀'.repeat(4000), `${'x'.repeat(3999)}😀`]) {
      const fitted = fitReportText(text);
      expect(fitted).not.toMatch(/[\ud800-\udbff]$/);
      expect((await post(fitted)).body.code).toBe(0);
    }
    expect(fitReportText('x'.repeat(5000))).toHaveLength(4000);
  });
});
