import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import {
  allEvents,
  englishSession,
  runtimeServer,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { createApp, pageApps } from './applications-support';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

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

  it('say the resource is not configured when applications hold every slot', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    await createApp(token, { name: 'Everything', concurrency: 2, conversationId: session.conversationId });
    expect(errorOf((await startChat(server, session.shareCode)).events)).toMatchObject({
      code: 'resourceNotConfigured',
    });
  });
});
