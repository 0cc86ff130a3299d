import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTicket } from '@/features/deploy/server/tickets';
import { chats } from '@/features/runtime/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import {
  allEvents,
  englishSession,
  runtimeServer,
  setSessionStatus,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { application } from './application-rows';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const startApp = (appId: string, ticket?: string) =>
  allEvents(server, { type: 'start', entry: 'app', target: appId, ticket });
const errorOf = (events: Awaited<ReturnType<typeof startApp>>) =>
  events.find((event) => event.type === 'error');

describe("an application's start", () => {
  it('opens its published session under the application', async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const events = await startApp(appId);
    const chat = events.find((event) => event.type === 'chat');
    expect(chat).toBeDefined();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(chats)
      .where(eq(chats.id, chat!.type === 'chat' ? chat!.chatId : ''));
    expect(row).toMatchObject({ appId, entry: 'app', sessionId: session.conversationId });
  });

  it('refuses an unknown application, one without a published session, and one whose resource ended', async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    expect(errorOf(await startApp('app_nothing'))).toMatchObject({ code: 'sessionUnavailable' });
    expect(errorOf(await startApp(await application(email, null)))).toMatchObject({
      code: 'sessionUnavailable',
    });
    const expired = await application(email, session.conversationId, -1);
    expect(errorOf(await startApp(expired))).toMatchObject({ code: 'resourceNotConfigured' });
    const offline = await application(email, session.conversationId);
    await setSessionStatus(session.conversationId, 'offline');
    expect(errorOf(await startApp(offline))).toMatchObject({ code: 'sessionUnavailable' });
  });

  it("refuses an application naming another corporation's session", async () => {
    const owner = await loggedInAccount();
    const session = await englishSession(owner.token);
    const other = await loggedInAccount();
    const appId = await application(other.email, session.conversationId);
    expect(errorOf(await startApp(appId))).toMatchObject({ code: 'sessionUnavailable' });
  });

  it("takes the platform's ticket for the application, and refuses a forged, expired or another's", async () => {
    const { token, email } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const other = await application(email, session.conversationId);
    const ticket = await issueTicket({ appId, origin: 'https://shop.example', via: 'sdk' });
    expect((await startApp(appId, ticket)).some((event) => event.type === 'chat')).toBe(true);
    const forged = `${ticket.slice(0, -4)}AAAA`;
    expect(errorOf(await startApp(appId, forged))).toMatchObject({ code: 'signatureTimeout' });
    expect(errorOf(await startApp(other, ticket))).toMatchObject({ code: 'signatureTimeout' });
    const expired = await issueTicket({ appId, origin: null, via: 'token' }, -10);
    expect(errorOf(await startApp(appId, expired))).toMatchObject({ code: 'signatureTimeout' });
  });
});
