import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '@/lib/contract/codes';
import { catalogues } from '@/messages/catalogues';
import { corpOf, createApp } from '@/tests/integration/deploy/applications-support';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { choices, overview, seedChat, seedRefusal } from './analytics-support';

// Issue 21 §4 analytics on seeded transcripts with known figures. The viewer is in Shanghai (UTC+8): a chat that
// starts at 17:00 UTC on 4 May is the viewer's 5 May. The range is 4–5 May; the previous period 2–3 May.

const TZ = 'Asia/Shanghai';
const RANGE = { from: '2026-05-04', to: '2026-05-05', timeZone: TZ };

let owner: { token: string; email: string };
let stranger: { token: string; email: string };
let a: { id: string; name: string };
let b: { id: string; name: string };
let app: { id: string; name: string };

beforeAll(async () => {
  owner = await loggedInAccount();
  const corpId = await corpOf(owner.email);
  const sessionA = await englishSession(owner.token);
  const sessionB = await englishSession(owner.token);
  a = { id: sessionA.conversationId, name: sessionA.conversationName };
  b = { id: sessionB.conversationId, name: sessionB.conversationName };
  const created = await createApp(owner.token, { name: 'Kiosk', concurrency: 1 });
  app = { id: created.body.data.appId, name: 'Kiosk' };

  // Current period. A's first chat on 4 May: the prologue (not a question), an FAQ (thumbs up), a document (thumbs
  // down), nothing.
  await seedChat({ corpId, sessionId: a.id, startedAt: '2026-05-04T02:00:00Z' }, [
    { source: 'script', system: true, firstAudioMs: 50 },
    { source: 'faq', firstAudioMs: 300, feedback: 'up' },
    { source: 'document', firstAudioMs: 500, feedback: 'down' },
    { source: 'none' },
  ]);
  // A's second chat, 5 May in Shanghai (4 May in UTC): the unknown-question script, a model, a scene, and an
  // interrupting word without a question (not unanswered).
  await seedChat({ corpId, sessionId: a.id, startedAt: '2026-05-04T17:00:00Z' }, [
    { source: 'script', scripts: ['unknownQuestion'], firstAudioMs: 700 },
    { source: 'model', firstAudioMs: 900 },
    { source: 'scene', firstAudioMs: 100 },
    { source: 'none', interruption: 'stop' },
  ]);
  // B through the application on 5 May: an FAQ, then the guiding language after unanswered questions.
  await seedChat({ corpId, sessionId: b.id, appId: app.id, startedAt: '2026-05-05T03:00:00Z' }, [
    { source: 'faq', firstAudioMs: 200 },
    { source: 'script', scripts: ['guidingLanguage'], firstAudioMs: 400 },
  ]);
  await seedRefusal({ corpId, sessionId: a.id, at: '2026-05-04T05:00:00Z' }, 'busy');
  await seedRefusal({ corpId, sessionId: b.id, appId: app.id, at: '2026-05-05T05:00:00Z' }, 'busy');
  await seedRefusal({ corpId, sessionId: b.id, appId: app.id, at: '2026-05-05T06:00:00Z' }, 'unavailable');

  // Previous period (2 May): one chat, half unanswered and slower; a start refused for want of a resource.
  await seedChat({ corpId, sessionId: a.id, startedAt: '2026-05-02T03:00:00Z' }, [
    { source: 'none', firstAudioMs: 1000 },
    { source: 'faq', firstAudioMs: 1200, feedback: 'up' },
  ]);
  await seedRefusal({ corpId, sessionId: a.id, at: '2026-05-03T05:00:00Z' }, 'noResource');

  // Outside both periods: 6 May in Shanghai, and 1 May.
  await seedChat({ corpId, sessionId: a.id, startedAt: '2026-05-05T16:30:00Z' }, [{ source: 'faq' }]);
  await seedChat({ corpId, sessionId: a.id, startedAt: '2026-05-01T15:00:00Z' }, [{ source: 'faq' }]);

  // Another corporation's conversation in the same days.
  stranger = await loggedInAccount();
  const strangerCorp = await corpOf(stranger.email);
  await seedChat({ corpId: strangerCorp, sessionId: a.id, startedAt: '2026-05-04T04:00:00Z' }, [
    { source: 'faq', firstAudioMs: 5000 },
  ]);
  await seedRefusal({ corpId: strangerCorp, sessionId: a.id, at: '2026-05-04T05:00:00Z' }, 'busy');
});

describe('analytics', () => {
  it('answer the range with exact figures, and the previous period to compare with', async () => {
    const { body } = await overview(owner.token, RANGE);
    expect(body.code).toBe(0);
    const report = body.data;
    expect(report.range).toEqual({ ...RANGE, days: 2 });
    expect(report.previousRange).toEqual({ from: '2026-05-02', to: '2026-05-03' });
    expect(report.current).toEqual({
      conversations: 3,
      turns: 9,
      unanswered: 3,
      unansweredRate: 3 / 9,
      // 100 200 300 400 500 700 900: p95 lies 70 % of the way from 700 to 900.
      firstAudioP50: 400,
      firstAudioP95: 840,
      latencySamples: 7,
      refused: 3,
    });
    expect(report.previous).toEqual({
      conversations: 1,
      turns: 2,
      unanswered: 1,
      unansweredRate: 0.5,
      firstAudioP50: 1100,
      firstAudioP95: 1190,
      latencySamples: 2,
      refused: 1,
    });
    expect(report.daily).toEqual([
      { date: '2026-05-04', conversations: 1, turns: 3, unanswered: 1, refused: 1 },
      { date: '2026-05-05', conversations: 2, turns: 6, unanswered: 2, refused: 2 },
    ]);
    expect(report.sources).toEqual([
      { source: 'scene', current: 1, previous: 0 },
      { source: 'faq', current: 2, previous: 1 },
      { source: 'document', current: 1, previous: 0 },
      { source: 'model', current: 1, previous: 0 },
      { source: 'suggestion', current: 0, previous: 0 },
      { source: 'script', current: 2, previous: 0 },
      { source: 'none', current: 2, previous: 1 },
    ]);
    expect(report.refusals).toEqual([
      { reason: 'busy', current: 2, previous: 0 },
      { reason: 'noResource', current: 0, previous: 1 },
      { reason: 'unavailable', current: 1, previous: 0 },
    ]);
    expect(report.sessions).toEqual([
      {
        ...a,
        conversations: 2,
        turns: 7,
        unanswered: 2,
        unansweredRate: 2 / 7,
        firstAudioP50: 500,
        refused: 1,
      },
      {
        ...b,
        conversations: 1,
        turns: 2,
        unanswered: 1,
        unansweredRate: 0.5,
        firstAudioP50: 300,
        refused: 2,
      },
    ]);
    expect(report.applications).toEqual([
      {
        id: null,
        name: null,
        conversations: 2,
        turns: 7,
        unanswered: 2,
        unansweredRate: 2 / 7,
        firstAudioP50: 500,
        refused: 1,
      },
      {
        ...app,
        conversations: 1,
        turns: 2,
        unanswered: 1,
        unansweredRate: 0.5,
        firstAudioP50: 300,
        refused: 2,
      },
    ]);
    // Visitors' thumbs, in both periods.
    expect(report.satisfaction).toEqual({ up: 1, down: 1, previousUp: 1, previousDown: 0 });
  });

  it('filter by session, by application and by date range', async () => {
    const bySession = (await overview(owner.token, { ...RANGE, sessionId: b.id })).body.data;
    expect(bySession.current).toMatchObject({ conversations: 1, turns: 2, unanswered: 1, refused: 2 });
    expect(bySession.previous).toMatchObject({
      conversations: 0,
      turns: 0,
      unansweredRate: null,
      refused: 0,
    });
    expect(bySession.sessions.map((s) => s.id)).toEqual([b.id]);
    // Nobody rated B's answers: no satisfaction to show.
    expect(bySession.satisfaction).toBeNull();

    const byApp = (await overview(owner.token, { ...RANGE, appId: app.id })).body.data;
    expect(byApp.current).toMatchObject({ conversations: 1, turns: 2, firstAudioP50: 300, refused: 2 });
    expect(byApp.applications.map((group) => group.id)).toEqual([app.id]);
    expect(byApp.sources.find((s) => s.source === 'faq')).toEqual({ source: 'faq', current: 1, previous: 0 });

    const oneDay = (await overview(owner.token, { ...RANGE, from: '2026-05-05' })).body.data;
    expect(oneDay.previousRange).toEqual({ from: '2026-05-04', to: '2026-05-04' });
    expect(oneDay.current).toMatchObject({ conversations: 2, turns: 6, unanswered: 2, refused: 2 });
    expect(oneDay.previous).toMatchObject({ conversations: 1, turns: 3, unanswered: 1, refused: 1 });

    // In UTC the 17:00 chat is 4 May's, and the 16:30 one on 5 May joins the range.
    const utc = (await overview(owner.token, { ...RANGE, timeZone: 'UTC' })).body.data;
    expect(utc.daily.map((day) => day.conversations)).toEqual([2, 2]);
  });

  it('never show another corporation’s conversations, even when asked for its session', async () => {
    const own = (await overview(stranger.token, RANGE)).body.data;
    expect(own.current).toMatchObject({ conversations: 1, turns: 1, firstAudioP50: 5000, refused: 1 });
    const theirs = (await overview(stranger.token, { ...RANGE, sessionId: a.id })).body.data;
    expect(theirs.sessions).toEqual([
      expect.objectContaining({ id: a.id, name: null, conversations: 1, turns: 1 }),
    ]);
    expect(theirs.current.turns).toBe(1);
    const empty = (await overview(stranger.token, { ...RANGE, sessionId: b.id })).body.data;
    expect(empty.current).toMatchObject({ conversations: 0, turns: 0, refused: 0, firstAudioP50: null });
    expect(empty.sessions).toEqual([]);
    expect(empty.daily).toHaveLength(2);
  });

  it('offer the corporation’s own sessions and applications as filters, and no one else’s', async () => {
    const own = (await choices(owner.token)).body.data;
    expect(own.sessions.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(own.applications).toEqual([app]);
    expect((await choices(stranger.token)).body.data).toEqual({ sessions: [], applications: [] });
  });

  it('refuse bad ranges with a translated error, and anyone not logged in', async () => {
    const refused = async (query: Record<string, string>, lang = 'en') => {
      const { status, body } = await overview(owner.token, { ...RANGE, ...query }, lang);
      expect(status).toBe(400);
      expect(body.code).toBe(ApiCode.validation);
      return body;
    };
    const backwards = await refused({ from: '2026-05-06' });
    expect(backwards.message).toBe(catalogues.en.ApiServer.validation);
    expect(backwards.data).toMatchObject({ fields: [{ field: 'to', message: 'rangeOrder' }] });
    expect((await refused({ from: '2026-05-06' }, 'zh')).message).toBe(catalogues.zh.ApiServer.validation);
    expect((await refused({ from: '2025-05-04' })).data).toMatchObject({
      fields: [{ field: 'from', message: 'rangeTooLong' }],
    });
    expect((await refused({ to: '2026-02-30' })).data).toMatchObject({
      fields: [{ field: 'to', message: 'invalid' }],
    });
    expect((await refused({ timeZone: '+08:00' })).data).toMatchObject({
      fields: [{ field: 'timeZone', message: 'invalid' }],
    });
    expect(catalogues.zh.Validation.rangeOrder).not.toBe(catalogues.en.Validation.rangeOrder);
    // A year is allowed (the day before the range's end a year back).
    expect((await overview(owner.token, { ...RANGE, from: '2025-05-05' })).body.code).toBe(0);
    const anonymous = await overview('', RANGE);
    expect(anonymous.body.code).not.toBe(0);
  });
});
