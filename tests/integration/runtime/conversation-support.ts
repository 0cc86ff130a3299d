import { eq, sql } from 'drizzle-orm';
import { POST as heartbeatRoute } from '@/app/api/bot/heartbeat/route';
import { POST as receiveEventRoute } from '@/app/api/bot/receiveEvent/route';
import type { ReceiveEventRequest, RuntimeEvent } from '@/features/runtime/contract';
import { chats, chatTurns } from '@/features/runtime/server/tables';
import type { SessionInput } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { sessions } from '@/features/sessions/server/tables';
import { getDb } from '@/lib/server/db/client';
import { addSession, EN_VOICE, ZH_CHARACTER } from '@/tests/integration/sessions/sessions-support';
import { randomIp } from '@/tests/integration/support/api';
import { socketServer } from '@/tests/integration/support/socket-server';

export const SCENE_REPLY = 'We open at nine. We close at six.';

/**
 * An English session with a scene, the operator's model A and the default scripts but the waiting phrase (which a
 * busy test machine would say before a slow synthesis: the engine's tests cover it with their own clock), published.
 */
export async function englishSession(token: string, overrides: Partial<SessionInput> = {}) {
  const defaults = defaultSessionValues({
    language: 'en',
    characterCode: ZH_CHARACTER,
    ttsId: EN_VOICE,
    model: 'A',
  });
  const values = {
    ...defaults,
    scriptDtoList: defaults.scriptDtoList.filter((script) => script.scriptType !== 'waitingPhrase'),
  };
  const added = await addSession(
    token,
    {
      ...values,
      conversationName: `Runtime ${Math.random().toString(36).slice(2, 8)}`,
      sceneIsUsed: true,
      scene: [{ keywords: ['opening hours'], reply: SCENE_REPLY }],
      ...overrides,
    },
    'en',
  );
  if (added.body.code !== 0) throw new Error(`add session: ${JSON.stringify(added.body)}`);
  return added.body.data;
}

/** The conversation routes on a real socket: streamed answers, and hang-ups the handler sees. */
export function runtimeServer() {
  return socketServer({ '/api/bot/receiveEvent': receiveEventRoute, '/api/bot/heartbeat': heartbeatRoute });
}

export type RuntimeServer = Awaited<ReturnType<typeof runtimeServer>>;

/** Server-sent events as they arrive. */
export async function* readEvents(response: Response): AsyncGenerator<RuntimeEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) yield JSON.parse(data) as RuntimeEvent;
    }
  }
}

export function postEvent(
  server: RuntimeServer,
  body: ReceiveEventRequest,
  options: { token?: string; signal?: AbortSignal; ip?: string } = {},
) {
  const query = new URLSearchParams({ lang: 'en', ...(options.token ? { token: options.token } : {}) });
  return fetch(`${server.url('/bot/receiveEvent')}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? randomIp() },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/** Every event of one request, to its end. */
export async function allEvents(
  server: RuntimeServer,
  body: ReceiveEventRequest,
  options: { token?: string } = {},
) {
  const response = await postEvent(server, body, options);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`not an event stream: ${response.status} ${await response.text()}`);
  const events: RuntimeEvent[] = [];
  for await (const event of readEvents(response)) events.push(event);
  return events;
}

export async function startChat(
  server: RuntimeServer,
  target: string,
  options: { token?: string; entry?: 'share' | 'preview' | 'userPreview' } = {},
) {
  const events = await allEvents(server, { type: 'start', entry: options.entry ?? 'share', target }, options);
  const chat = events.find((event) => event.type === 'chat');
  return {
    events,
    chat: chat?.type === 'chat' ? { chatId: chat.chatId, chatSecret: chat.chatSecret } : null,
  };
}

export const sentencesOf = (events: RuntimeEvent[]) =>
  events.flatMap((event) => (event.type === 'sentence' ? [event] : []));

export async function turnsOf(chatId: string) {
  const db = await getDb();
  return db.select().from(chatTurns).where(eq(chatTurns.chatId, chatId)).orderBy(chatTurns.ordinal);
}

/** What a browser that vanished leaves behind: a lease nobody renews, here moved into the past. */
export async function lapseLease(chatId: string) {
  const db = await getDb();
  await db
    .update(chats)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(chats.id, chatId));
}

/** A conversation whose last word was `seconds` ago. */
export async function quietFor(chatId: string, seconds: number) {
  const db = await getDb();
  const back = sql`now() - make_interval(secs => ${seconds})`;
  await db.update(chats).set({ startedAt: back }).where(eq(chats.id, chatId));
  await db.update(chatTurns).set({ createdAt: back }).where(eq(chatTurns.chatId, chatId));
}

/** A conversation that began `minutes` ago (its last turn stays recent: it is not idle). */
export async function startedAgo(chatId: string, minutes: number) {
  const db = await getDb();
  await db
    .update(chats)
    .set({ startedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(chats.id, chatId));
}

export async function setSessionStatus(sessionId: string, status: 'published' | 'offline') {
  const db = await getDb();
  await db.update(sessions).set({ status }).where(eq(sessions.id, sessionId));
}

export async function bumpRevision(sessionId: string) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revision: sql`${sessions.revision} + 1` })
    .where(eq(sessions.id, sessionId));
}
