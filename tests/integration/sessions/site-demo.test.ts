import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as byIdRoute } from '@/app/api/management/conversation/getConversationById/route';
import { POST as queryRoute } from '@/app/api/management/conversation/query/route';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { SITE_DEMO_SHARE_CODES } from '@/features/sessions/contract';
import {
  SITE_DEMO_CORPORATION,
  SITE_DEMO_SESSION_IDS,
  seedSiteDemo,
  siteDemoRows,
} from '@/features/sessions/server/demo/demo-seed';
import { sessionsStartup } from '@/features/sessions/server/startup';
import { sessions } from '@/features/sessions/server/tables';
import { corporations, users } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  runtimeServer,
  sentencesOf,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

let server: RuntimeServer;

beforeAll(async () => {
  // No model configured: the demo answers from its scenes and scripts.
  delete process.env.LLM_A_BASE_URL;
  server = await runtimeServer();
});

afterAll(async () => {
  await server.close();
});

async function demoSessions() {
  const db = await getDb();
  return db.select().from(sessions).where(eq(sessions.corpId, SITE_DEMO_CORPORATION.id)).orderBy(sessions.id);
}

const subtitle = (events: RuntimeEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');

describe('the site demo seed', () => {
  it('is part of the sessions area’s start-up and gives the platform’s corporation one published session per language', async () => {
    const db = await getDb();
    await sessionsStartup(sessionCatalogue).prepare!(db);
    const rows = await demoSessions();
    expect(rows.map((row) => [row.id, row.shareCode, row.language, row.status])).toEqual([
      [SITE_DEMO_SESSION_IDS.zh, SITE_DEMO_SHARE_CODES.zh, 'zh', 'published'],
      [SITE_DEMO_SESSION_IDS.en, SITE_DEMO_SHARE_CODES.en, 'en', 'published'],
    ]);
    const [corporation] = await db
      .select()
      .from(corporations)
      .where(eq(corporations.id, SITE_DEMO_CORPORATION.id));
    expect(corporation).toMatchObject({ plan: 'standard', name: SITE_DEMO_CORPORATION.name });
    expect(await db.$count(users, eq(users.corpId, SITE_DEMO_CORPORATION.id))).toBe(0);
  });

  it('is idempotent: running it again, also twice at once, changes nothing', async () => {
    const db = await getDb();
    await seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice));
    const before = await demoSessions();
    await Promise.all([
      seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice)),
      seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice)),
    ]);
    await seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice));
    const after = await demoSessions();
    expect(after.map((row) => [row.revision, row.updatedAt])).toEqual(
      before.map((row) => [row.revision, row.updatedAt]),
    );
    expect(await db.$count(corporations, eq(corporations.id, SITE_DEMO_CORPORATION.id))).toBe(1);
  });

  it('brings back what was changed, as a new revision, and takes sessions the seed no longer has offline', async () => {
    const db = await getDb();
    await seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice));
    await db
      .update(sessions)
      .set({ status: 'offline', name: 'tampered' })
      .where(eq(sessions.id, SITE_DEMO_SESSION_IDS.en));
    const [before] = await db.select().from(sessions).where(eq(sessions.id, SITE_DEMO_SESSION_IDS.en));

    await seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice));
    const [restored] = await db.select().from(sessions).where(eq(sessions.id, SITE_DEMO_SESSION_IDS.en));
    expect(restored).toMatchObject({ status: 'published', name: 'Site demo: meet the platform' });
    expect(restored!.revision).toBe(before!.revision + 1);

    // A seed that changed its words, and one that dropped the English session.
    const [zh, en] = siteDemoRows(sessionCatalogue.sessionVoice);
    const changed = { ...zh!, values: { ...zh!.values, conversationName: '网站演示（新版）' } };
    await seedSiteDemo(db, [changed, en!]);
    const [renamed] = await db.select().from(sessions).where(eq(sessions.id, SITE_DEMO_SESSION_IDS.zh));
    expect(renamed!.name).toBe('网站演示（新版）');
    await seedSiteDemo(db, [changed]);
    const [dropped] = await db.select().from(sessions).where(eq(sessions.id, SITE_DEMO_SESSION_IDS.en));
    expect(dropped!.status).toBe('offline');

    await seedSiteDemo(db, siteDemoRows(sessionCatalogue.sessionVoice));
    expect((await demoSessions()).map((row) => [row.name, row.status])).toEqual([
      ['网站演示：认识数字人平台', 'published'],
      ['Site demo: meet the platform', 'published'],
    ]);
  });

  it('is never a customer’s: their list does not hold it, and asking for it by id answers not found', async () => {
    await seedSiteDemo(await getDb(), siteDemoRows(sessionCatalogue.sessionVoice));
    const { token } = await loggedInAccount();
    const list = await call<{ list: { conversationId: string }[] }>(
      queryRoute,
      '/management/conversation/query',
      { token, body: { pageIndex: 1, pageSize: 100 } },
    );
    expect(list.body.code).toBe(0);
    const ids = list.body.data.list.map((session) => session.conversationId);
    expect(ids).not.toContain(SITE_DEMO_SESSION_IDS.zh);
    expect(ids).not.toContain(SITE_DEMO_SESSION_IDS.en);
    const byId = await call(byIdRoute, '/management/conversation/getConversationById', {
      token,
      query: { conversationId: SITE_DEMO_SESSION_IDS.zh },
    });
    expect(byId.body.code).toBe(ApiCode.notFound);
  });
});

describe('the demo share links', () => {
  beforeAll(async () => seedSiteDemo(await getDb(), siteDemoRows(sessionCatalogue.sessionVoice)));

  it('answer a start with the greeting, in Chinese and in English', async () => {
    const zh = await startChat(server, SITE_DEMO_SHARE_CODES.zh);
    expect(zh.chat).not.toBeNull();
    expect(sentencesOf(zh.events)[0]?.text).toMatch(/^您好，我是雨桐/);
    const en = await startChat(server, SITE_DEMO_SHARE_CODES.en);
    expect(en.chat).not.toBeNull();
    expect(sentencesOf(en.events)[0]?.text).toMatch(/^Hi, I'm Yutong/);
    expect(sentencesOf(en.events)[0]?.audioUrl).toMatch(/^\/api\/bot\/audio\//);
  });

  it('answer pricing from a scene when no model is configured', async () => {
    const { chat } = await startChat(server, SITE_DEMO_SHARE_CODES.en);
    const events = await allEvents(server, { type: 'text', ...chat!, text: 'How much does it cost?' });
    expect(subtitle(events)).toMatch(/^You can start with a free trial/);
    expect(events.find((event) => event.type === 'end')).toMatchObject({ source: 'scene' });
  });
});
