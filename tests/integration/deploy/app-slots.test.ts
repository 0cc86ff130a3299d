import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { corporations } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import {
  allEvents,
  englishSession,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { EN_VOICE, ZH_CHARACTER } from '@/tests/integration/sessions/sessions-support';
import { corpIdOf } from './application-rows';
import { createApp, pageApps } from './applications-support';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const OWN_BUSY_TEXT = 'All our guides are with other visitors. Back in a minute!';
const pageTexts = defaultSessionValues({
  language: 'en',
  characterCode: ZH_CHARACTER,
  ttsId: EN_VOICE,
}).pageDto;

const errorOf = (events: Awaited<ReturnType<typeof allEvents>>) =>
  events.find((event) => event.type === 'error');

describe("conversations take their slots from their application's share", () => {
  it("hold an application to its concurrency, and leave share links the trial's remainder", async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const app = (
      await createApp(token, { name: 'One slot', concurrency: 1, conversationId: session.conversationId })
    ).body.data;
    const start = () => allEvents(server, { type: 'start', entry: 'app', target: app.appId });
    expect((await start()).some((event) => event.type === 'chat')).toBe(true);
    expect(errorOf(await start())).toMatchObject({ code: 'maxSessionsExceeded' });
    expect((await pageApps(token)).body.data.list[0]).toMatchObject({ appId: app.appId, inUse: 1 });

    // The trial's 2 slots: 1 is the application's, 1 is left for the share link.
    expect((await startChat(server, session.shareCode)).chat).not.toBeNull();
    expect(errorOf((await startChat(server, session.shareCode)).events)).toMatchObject({
      code: 'maxSessionsExceeded',
    });
  });

  it("tell a share link's visitor the session's busy words when applications hold every slot", async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token, { pageDto: { ...pageTexts, busyText: OWN_BUSY_TEXT } });
    // A trial's 2 slots: the first application takes 1, the second (the form's default 1) the last one.
    await createApp(token, { name: 'Shop', concurrency: 1, conversationId: session.conversationId });
    await createApp(token, { name: 'Kiosk', concurrency: 1, conversationId: session.conversationId });
    const refused = await startChat(server, session.shareCode);
    expect(refused.chat).toBeNull();
    expect(refused.events).toEqual([
      {
        type: 'error',
        code: 'maxSessionsExceeded',
        message: OWN_BUSY_TEXT,
      },
    ]);
  });

  it('say the resource is not configured only when the corporation has no active resource left', async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const db = await getDb();
    await db
      .update(corporations)
      .set({ trialEndsAt: new Date(Date.now() - 86400e3) })
      .where(eq(corporations.id, await corpIdOf(email)));
    expect(errorOf((await startChat(server, session.shareCode)).events)).toMatchObject({
      code: 'resourceNotConfigured',
    });
  });
});
