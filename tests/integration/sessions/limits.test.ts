import { describe, expect, it } from 'vitest';
import { POST as createConversation } from '@/app/api/management/conversation/createConversation/route';
import { GET as copy } from '@/app/api/management/conversation/copyConversation/route';
import { POST as remove } from '@/app/api/management/conversation/delete/route';
import { POST as query } from '@/app/api/management/conversation/query/route';
import { GET as getLimits } from '@/app/api/sys-api/user/limits/route';
import type { UserLimits } from '@/features/accounts/contract';
import type { Page } from '@/lib/contract/paging';
import type { SessionSummary } from '@/features/sessions/contract';
import { ApiCode } from '@/lib/contract/codes';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { ZH_CHARACTER, addSession, setPlan } from './sessions-support';

const M = '/management/conversation';
const TRIAL_ZH = '试用账号最多可创建 2 个会话，请申请继续使用后再创建';
const TRIAL_EN = 'A trial account may create at most 2 sessions. Apply to continue to create more.';
const CAP_ZH = '已超过 10 个数字人的上限';
const CAP_EN = 'Over the limit of 10 digital humans.';

const limits = async (token: string) =>
  (await call<UserLimits>(getLimits, '/sys-api/user/limits', { token })).body.data;
const listTotal = async (token: string) =>
  (await call<Page<SessionSummary>>(query, `${M}/query`, { token, body: {} })).body.data.total;

describe('a trial corporation', () => {
  it('creates 2 sessions, the sample aside, and is refused a third by add, quick create and copy', async () => {
    const { token } = await loggedInAccount();
    expect(await limits(token)).toMatchObject({ sessionCount: 0, digitalHumanCount: 0, maxTrialSessions: 2 });
    const first = await addSession(token);
    expect(first.body.code).toBe(0);
    expect((await addSession(token)).body.code).toBe(0);
    expect(await limits(token)).toMatchObject({ sessionCount: 2, digitalHumanCount: 2 });

    const zh = await addSession(token, {}, 'zh');
    // `limit` tells the console to offer the application to continue beside the message.
    expect(zh.body).toMatchObject({
      code: ApiCode.limitReached,
      message: TRIAL_ZH,
      data: { limit: 'trialSessions', max: 2 },
    });
    const en = await addSession(token, {}, 'en');
    expect(en.body).toMatchObject({ code: ApiCode.limitReached, message: TRIAL_EN });
    const quick = await call(createConversation, `${M}/createConversation`, {
      token,
      query: { lang: 'en' },
      body: { characterCode: ZH_CHARACTER },
    });
    expect(quick.body).toMatchObject({ code: ApiCode.limitReached, message: TRIAL_EN });
    const copied = await call(copy, `${M}/copyConversation`, {
      token,
      query: { conversationId: first.body.data.conversationId },
    });
    expect(copied.body).toMatchObject({
      code: ApiCode.limitReached,
      message: TRIAL_ZH,
      data: { limit: 'trialSessions' },
    });
    // Two of its own and the sample: nothing was stored by the refused calls.
    expect(await listTotal(token)).toBe(3);

    await call(remove, `${M}/delete`, { token, body: { conversationId: first.body.data.conversationId } });
    expect((await addSession(token)).body.code).toBe(0);
  });

  it('cannot create once its trial has ended', async () => {
    const { token, user } = await loggedInAccount();
    await setPlan(user.corpId, 'trial', new Date(Date.now() - 1000));
    const { body } = await addSession(token, {}, 'en');
    expect(body).toMatchObject({
      code: ApiCode.trialEnded,
      message: 'Your trial has ended. Please apply to continue.',
    });
  });

  it('lets exactly one of two parallel adds take the last place', async () => {
    const { token } = await loggedInAccount();
    expect((await addSession(token)).body.code).toBe(0);
    const answers = await Promise.all([addSession(token), addSession(token)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ApiCode.limitReached]);
    expect(await limits(token)).toMatchObject({ sessionCount: 2 });
  });
});

describe('the cap of 10 digital humans', () => {
  it('refuses the eleventh for any plan', async () => {
    const { token, user } = await loggedInAccount();
    await setPlan(user.corpId, 'standard');
    for (let i = 0; i < 10; i += 1) expect((await addSession(token)).body.code).toBe(0);
    expect(await limits(token)).toMatchObject({ trial: false, sessionCount: 10, digitalHumanCount: 10 });
    expect((await addSession(token, {}, 'zh')).body).toMatchObject({
      code: ApiCode.limitReached,
      message: CAP_ZH,
    });
    expect((await addSession(token, {}, 'en')).body).toMatchObject({
      code: ApiCode.limitReached,
      message: CAP_EN,
    });
    expect(await listTotal(token)).toBe(11);
  });

  it('holds against parallel adds at the cap', async () => {
    const { token, user } = await loggedInAccount();
    await setPlan(user.corpId, 'standard');
    for (let i = 0; i < 8; i += 1) await addSession(token);
    const answers = await Promise.all([addSession(token), addSession(token), addSession(token)]);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === ApiCode.limitReached)).toHaveLength(1);
    expect(await limits(token)).toMatchObject({ sessionCount: 10 });
  });
});
