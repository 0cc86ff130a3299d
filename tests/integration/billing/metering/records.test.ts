import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as appsRoute } from '@/app/api/fee-api/usage/apps/route';
import { GET as callsRoute } from '@/app/api/fee-api/usage/calls/route';
import { GET as dailyRoute } from '@/app/api/fee-api/usage/daily/route';
import { GET as exportRoute } from '@/app/api/fee-api/usage/export/route';
import { GET as pricesRoute } from '@/app/api/fee-api/usage/prices/route';
import { GET as sessionsRoute } from '@/app/api/fee-api/usage/sessions/route';
import type {
  CallDetailDto,
  UsageAppDto,
  UsageDayDto,
  UsagePricesDto,
  UsageSessionDto,
} from '@/features/billing/contract/usage';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN } from '@/tests/integration/support/api';
import { setPlan } from '@/tests/integration/sessions/sessions-support';
import {
  englishSession,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { endChatByRoute, lasted, meter, usageOf } from './metering-support';

type Sums = { conversations: number; billableSeconds: number; billedMinutes: number; chargeFen: number };
type WithTotals<T> = Page<T> & { totals: Sums };

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

async function conversation(shareCode: string, seconds: number, daysAgo = 0) {
  const started = await startChat(server, shareCode);
  if (!started.chat) throw new Error(`not started: ${JSON.stringify(started.events)}`);
  await endChatByRoute(server, started.chat);
  await lasted(started.chat.chatId, seconds, daysAgo);
  return started.chat.chatId;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe('consumption records and call details', () => {
  let owner: Awaited<ReturnType<typeof loggedInAccount>>;
  let first: { conversationId: string; conversationName: string; shareCode: string };
  let second: { conversationId: string; conversationName: string; shareCode: string };
  const days: string[] = [];
  let range: Record<string, string>;

  beforeAll(async () => {
    owner = await loggedInAccount();
    await setPlan(owner.user.corpId, 'standard');
    first = await englishSession(owner.token);
    // A name a spreadsheet would run as a formula, were it not guarded.
    second = await englishSession(owner.token, { conversationName: '=HYPERLINK("http://evil")' });
    const chatIds = [
      await conversation(first.shareCode, 65),
      await conversation(first.shareCode, 30),
      await conversation(second.shareCode, 200, 1),
    ];
    await meter();
    for (const chatId of chatIds) days.push(utcDay((await usageOf(chatId))[0]!.startedAt));
    const sorted = [...days].sort();
    range = { from: sorted[0]!, to: sorted.at(-1)!, timeZone: 'UTC' };
  });

  const get = <T>(
    route: typeof dailyRoute,
    path: string,
    query: Record<string, string>,
    token = owner.token,
  ) => call<T>(route, path, { token, query: { lang: 'en', ...query } });

  it('sum per day, application and session with the range’s totals', async () => {
    const totals = { conversations: 3, billableSeconds: 295, billedMinutes: 7, chargeFen: 70 };
    const daily = await get<WithTotals<UsageDayDto>>(dailyRoute, '/fee-api/usage/daily', range);
    expect(daily.body.code).toBe(0);
    expect(daily.body.data.totals).toEqual(totals);
    const byDay = new Map<string, number>();
    for (const day of days) byDay.set(day, (byDay.get(day) ?? 0) + 1);
    expect(daily.body.data.list.map((row) => [row.day, row.conversations])).toEqual(
      [...byDay.entries()].sort((a, b) => b[0].localeCompare(a[0])),
    );

    const sessions = await get<WithTotals<UsageSessionDto>>(sessionsRoute, '/fee-api/usage/sessions', range);
    expect(sessions.body.data.list).toEqual([
      {
        sessionId: second.conversationId,
        sessionName: second.conversationName,
        conversations: 1,
        billableSeconds: 200,
        billedMinutes: 4,
        chargeFen: 40,
      },
      {
        sessionId: first.conversationId,
        sessionName: first.conversationName,
        conversations: 2,
        billableSeconds: 95,
        billedMinutes: 3,
        chargeFen: 30,
      },
    ]);

    const apps = await get<WithTotals<UsageAppDto>>(appsRoute, '/fee-api/usage/apps', range);
    expect(apps.body.data.list).toEqual([{ appId: null, appName: null, ...totals }]);
  });

  it('list each conversation, newest first, by page and by session', async () => {
    const page = await get<WithTotals<CallDetailDto>>(callsRoute, '/fee-api/usage/calls', {
      ...range,
      pageSize: '2',
    });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list).toHaveLength(2);
    expect(page.body.data.totals.conversations).toBe(3);
    const [newest] = page.body.data.list;
    expect(newest).toMatchObject({
      billableSeconds: 30,
      billedMinutes: 1,
      chargeFen: 10,
      tariff: 'standard',
    });
    expect(Date.parse(newest!.endedAt) - Date.parse(newest!.startedAt)).toBe(30_000);

    const ofSecond = await get<WithTotals<CallDetailDto>>(callsRoute, '/fee-api/usage/calls', {
      ...range,
      sessionId: second.conversationId,
    });
    expect(
      ofSecond.body.data.list.map((row) => [row.sessionName, row.billableSeconds, row.chargeFen]),
    ).toEqual([[second.conversationName, 200, 40]]);
  });

  it('show another corporation none of it', async () => {
    const stranger = await loggedInAccount();
    const calls = await get<WithTotals<CallDetailDto>>(
      callsRoute,
      '/fee-api/usage/calls',
      range,
      stranger.token,
    );
    expect(calls.body.data).toMatchObject({ list: [], total: 0 });
    expect(calls.body.data.totals).toEqual({
      conversations: 0,
      billableSeconds: 0,
      billedMinutes: 0,
      chargeFen: 0,
    });
    const daily = await get<WithTotals<UsageDayDto>>(
      dailyRoute,
      '/fee-api/usage/daily',
      range,
      stranger.token,
    );
    expect(daily.body.data.list).toEqual([]);
  });

  it('refuse a range backwards or too long, and a caller without a token', async () => {
    const backwards = await get(dailyRoute, '/fee-api/usage/daily', { from: '2026-05-02', to: '2026-05-01' });
    expect(backwards.body.code).toBe(ApiCode.validation);
    expect(backwards.body.data).toEqual({ fields: [{ field: 'to', message: 'rangeOrder' }] });
    const long = await get(dailyRoute, '/fee-api/usage/daily', { from: '2025-01-01', to: '2026-05-01' });
    expect(long.body.code).toBe(ApiCode.validation);
    const bad = await get(callsRoute, '/fee-api/usage/calls', { from: 'yesterday', to: '2026-05-01' });
    expect(bad.body.code).toBe(ApiCode.validation);
    const anonymous = await call(dailyRoute, '/fee-api/usage/daily', { query: range });
    expect(anonymous.body.code).toBe(ApiCode.unauthenticated);
  });

  it('export the call details and the daily records as workbooks, names guarded against formulas', async () => {
    const download = async (view: string) => {
      const query = new URLSearchParams({ ...range, view, token: owner.token, lang: 'zh' });
      const response = await exportRoute(
        new Request(`${ORIGIN}/api/fee-api/usage/export?${query}`, { headers: { host: 'localhost:3000' } }),
      );
      if (!response.headers.get('content-type')?.includes('spreadsheetml'))
        throw new Error(`not a workbook: ${await response.text()}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      return workbook.worksheets[0]!;
    };
    const calls = await download('calls');
    expect(calls.getRow(1).getCell(1).value).toBe('对话 ID');
    expect(calls.rowCount).toBe(4);
    const names = [2, 3, 4].map((row) => calls.getRow(row).getCell(10).value);
    expect(names).toContain(`'=HYPERLINK("http://evil")`);
    expect([2, 3, 4].map((row) => calls.getRow(row).getCell(7).value).sort()).toEqual([0.1, 0.2, 0.4]);

    const daily = await download('daily');
    expect(daily.getRow(1).values).toEqual([undefined, '日期', '对话数', '计费秒数', '计费分钟', '费用(元)']);
    const rows = [...Array(daily.rowCount - 1).keys()].map(
      (i) => daily.getRow(i + 2).getCell(2).value as number,
    );
    expect(rows.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('state the prices metering applies', async () => {
    const prices = await call<UsagePricesDto>(pricesRoute, '/fee-api/usage/prices', { token: owner.token });
    expect(prices.body.data).toEqual({ minutePriceFen: 10, premiumVoiceMinuteFen: 5, trialCharged: false });
  });
});
