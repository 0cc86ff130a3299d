import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAccess } from '@/features/deploy/server/sdk/frame-access';
import { issueTicket } from '@/features/deploy/server/tickets';
import { SAY_MAX, type RuntimeEvent } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import {
  allEvents,
  englishSession,
  postEvent,
  runtimeServer,
  sentencesOf,
  startChat,
  turnsOf,
  type RuntimeServer,
} from '../runtime/conversation-support';
import { application } from './application-rows';

const SHOP = 'https://shop.example';

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
});

const subtitle = (events: RuntimeEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');

async function appChat() {
  const { token, email } = await loggedInAccount();
  const session = await englishSession(token);
  const appId = await application(email, session.conversationId);
  const ticket = await issueTicket({ appId, origin: SHOP, via: 'sdk' });
  const events = await allEvents(server, { type: 'start', entry: 'app', target: appId, ticket });
  const chat = events.find((event) => event.type === 'chat');
  if (chat?.type !== 'chat') throw new Error(`no chat: ${JSON.stringify(events)}`);
  return { appId, session, chat: { chatId: chat.chatId, chatSecret: chat.chatSecret } };
}

describe("the host page's own words (say)", () => {
  it('are spoken word for word in sentences with audio, and kept as a script turn', async () => {
    const { chat } = await appChat();
    const text = 'Welcome to our shop. Today everything is ten percent off!';
    const events = await allEvents(server, { type: 'say', ...chat, text });
    expect(subtitle(events)).toBe(text);
    const sentences = sentencesOf(events);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Welcome to our shop.',
      'Today everything is ten percent off!',
    ]);
    expect(sentences.every((sentence) => sentence.audioUrl?.startsWith('/api/bot/audio/'))).toBe(true);
    const end = events.find((event) => event.type === 'end');
    expect(end).toMatchObject({ source: 'script', sources: [] });
    const turns = await turnsOf(chat.chatId);
    const said = turns.at(-1)!;
    expect(said).toMatchObject({ question: '', questionVia: 'system', answer: text, source: 'script' });
    expect(said.id).toBe(end?.type === 'end' ? end.turnId : null);
    expect(said.trace).toMatchObject({ scripts: ['say'] });
  });

  it("are refused in a share link's conversation, past their length, and after the end", async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const shared = await startChat(server, session.shareCode);
    const refused = await allEvents(server, { type: 'say', ...shared.chat!, text: 'Anything I like.' });
    // The session is there and published: the refusal is about the kind of conversation, and says so.
    const refusal = refused.find((event) => event.type === 'error');
    expect(refusal).toMatchObject({
      code: 'sayNotAccepted',
      message: expect.stringContaining('SDK') as string,
    });
    expect(refusal).not.toMatchObject({ message: expect.stringMatching(/offline|deleted/) as string });
    expect(sentencesOf(refused)).toEqual([]);

    const { chat } = await appChat();
    const long = await postEvent(server, { type: 'say', ...chat, text: 'a'.repeat(SAY_MAX + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { code: number }).code).toBe(ApiCode.validation);

    await allEvents(server, { type: 'end', ...chat, reason: 'user' });
    const after = await allEvents(server, { type: 'say', ...chat, text: 'Still there?' });
    expect(after.find((event) => event.type === 'error')).toMatchObject({ code: 'sessionTimedOut' });
  });
});

describe("the hosted page's frame access", () => {
  it('refuses a framed page without a valid ticket for the application', async () => {
    const { email, token } = await loggedInAccount();
    const session = await englishSession(token);
    const appId = await application(email, session.conversationId);
    const other = await application(email, session.conversationId);
    const ticket = await issueTicket({ appId, origin: SHOP, via: 'sdk' });
    const expired = await issueTicket({ appId, origin: SHOP, via: 'sdk' }, -10);
    const framed = (ticket?: string) => frameAccess(appId, { ticket, embed: true, framed: true });

    expect(await framed()).toEqual({ refused: true });
    expect(await framed(expired)).toEqual({ refused: true });
    expect(await framed(`${ticket.slice(0, -4)}AAAA`)).toEqual({ refused: true });
    expect(await frameAccess(other, { ticket, embed: true, framed: true })).toEqual({ refused: true });
    expect(await framed(ticket)).toEqual({ refused: false, hostOrigin: SHOP });
  });

  it("opens the page on its own without a ticket, and embed mode only with an SDK ticket's origin", async () => {
    const appId = 'app_any';
    expect(await frameAccess(appId, { embed: false, framed: false })).toEqual({
      refused: false,
      hostOrigin: null,
    });
    const sdk = await issueTicket({ appId, origin: SHOP, via: 'sdk' });
    expect(await frameAccess(appId, { ticket: sdk, embed: false, framed: true })).toEqual({
      refused: false,
      hostOrigin: null,
    });
    const visitor = await issueTicket({ appId, origin: null, via: 'token' });
    expect(await frameAccess(appId, { ticket: visitor, embed: true, framed: false })).toEqual({
      refused: false,
      hostOrigin: null,
    });
  });
});
