import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as heartbeatRoute } from '@/app/api/bot/heartbeat/route';
import { IDLE_TIMEOUT_DEFAULT_S } from '@/features/runtime/contract';
import type {
  ConversationEndedData,
  ConversationStartedData,
  WebhookConversation,
  WebhookEvent,
} from '@/features/deploy/contract/webhooks';
import { verifyWebhookSignature } from '@/features/deploy/server/webhooks/signature';
import { LOST_SWEEP_EVERY_MS } from '@/features/runtime/server/conversation/lost-sweeper';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { startScheduler } from '@/lib/server/jobs/schedule';
import { scheduledJobs } from '@/scheduled-jobs';
import type { JobWorker } from '@/lib/server/jobs/worker';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  lapseLease,
  quietFor,
  runtimeServer,
  SCENE_REPLY,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import {
  deliveryLog,
  saveCallback,
  settledDelivery,
  startReceiver,
  startWebhookWorker,
  type Receiver,
} from './webhooks-support';

vi.mock('@/lib/server/net/guarded-fetch', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/server/net/guarded-fetch')>();
  const { RECEIVER_CERT } = await import('./receiver-cert');
  return {
    ...original,
    guardedFetch: (url: string, init: Parameters<typeof original.guardedFetch>[1] = {}) =>
      original.guardedFetch(url, { ca: RECEIVER_CERT.cert, ...init }),
  };
});

let receiver: Receiver;
let worker: JobWorker;
let server: RuntimeServer;

beforeAll(async () => {
  vi.stubEnv('OUTBOUND_ALLOW_HOSTS', '127.0.0.1');
  receiver = await startReceiver();
  worker = await startWebhookWorker();
  server = await runtimeServer();
});
afterAll(async () => {
  await server.close();
  await worker.stop();
  await receiver.close();
  vi.unstubAllEnvs();
});

async function customer() {
  const account = await loggedInAccount();
  const saved = await saveCallback(account.token, receiver.url);
  const session = await englishSession(account.token);
  return { token: account.token, secret: saved.body.data.secret!, session };
}

/** The account's deliveries once `count` have settled, oldest first, with what the receiver got for each. */
async function settledEvents(token: string, count: number) {
  let list: Awaited<ReturnType<typeof deliveryLog>>['list'] = [];
  await vi.waitFor(
    async () => {
      list = (await deliveryLog(token, { pageSize: '100' })).list;
      if (list.length < count) throw new Error(`${list.length} of ${count} events`);
    },
    { timeout: 20_000, interval: 25 },
  );
  const oldestFirst = [];
  for (const { deliveryId } of [...list].reverse())
    oldestFirst.push(await settledDelivery(token, deliveryId));
  return oldestFirst.map((delivery) => {
    const [request] = receiver.of(delivery.deliveryId);
    return { delivery, request: request!, event: request!.event };
  });
}

describe('a conversation’s events at the callback address', () => {
  it('are started, each turn completed, and ended with the whole transcript, in order, signed', async () => {
    const { token, secret, session } = await customer();
    const { chat } = await startChat(server, session.shareCode);
    await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
    await allEvents(server, { type: 'end', ...chat!, reason: 'user' });

    const events = await settledEvents(token, 3);
    expect(events.map(({ event }) => event.type)).toEqual([
      'conversation.started',
      'turn.completed',
      'conversation.ended',
    ]);
    for (const { delivery, request } of events) {
      expect(delivery.status).toBe('delivered');
      expect(
        verifyWebhookSignature(secret, request.headers['x-dh-signature'] as string, request.rawBody),
      ).toBe(true);
    }
    const conversation: WebhookConversation = {
      chatId: chat!.chatId,
      conversationId: session.conversationId,
      appId: null,
      entry: 'share',
    };
    const [started, turn, ended] = events.map(({ event }) => event) as [
      WebhookEvent<'conversation.started'>,
      WebhookEvent<'turn.completed'>,
      WebhookEvent<'conversation.ended'>,
    ];
    expect(started.data).toEqual({
      ...conversation,
      startTime: expect.any(String),
    } satisfies ConversationStartedData);
    expect(turn.data).toMatchObject({
      ...conversation,
      turn: {
        ordinal: 2,
        question: 'What are your opening hours?',
        questionVia: 'text',
        answer: SCENE_REPLY,
        source: 'scene',
        interrupted: false,
      },
    });
    expect(turn.data.timings.totalMs).toEqual(expect.any(Number));
    expect(ended.data).toMatchObject({
      ...conversation,
      reason: 'user',
    } satisfies Partial<ConversationEndedData>);
    expect(ended.data.transcript.map((t) => [t.questionVia, t.source])).toEqual([
      ['system', 'script'],
      ['text', 'scene'],
      ['system', 'script'],
    ]);
    expect(ended.data.transcript[0]!.answer).toMatch(/^Hello, I'm /);
    expect(ended.data.transcript[1]).toEqual(turn.data.turn);
    expect(ended.data.transcript[2]!.answer).toContain('goodbye');
    expect(new Date(ended.data.endTime).getTime()).toBeGreaterThanOrEqual(
      new Date(started.data.startTime).getTime(),
    );
    expect(started.created).toBeLessThanOrEqual(ended.created);
  });

  it('reports a conversation whose page vanished as ended, lost, when the next one starts', async () => {
    const { token, session } = await customer();
    const first = await startChat(server, session.shareCode);
    await lapseLease(first.chat!.chatId);
    const second = await startChat(server, session.shareCode);

    const events = await settledEvents(token, 3);
    expect(events.map(({ event }) => [event.type, (event.data as { chatId: string }).chatId])).toEqual([
      ['conversation.started', first.chat!.chatId],
      ['conversation.ended', first.chat!.chatId],
      ['conversation.started', second.chat!.chatId],
    ]);
    expect(events[1]!.event.data).toMatchObject({ reason: 'lost', transcript: [{ questionVia: 'system' }] });
  });

  it('reports a conversation whose page vanished as ended, lost, from the sweeper, with no new conversation', async () => {
    const { token, session } = await customer();
    const { chat } = await startChat(server, session.shareCode);
    await lapseLease(chat!.chatId);
    // The sweeper as start-up schedules it, on this instance.
    const sweeper = scheduledJobs().filter(({ name }) => name === 'runtime.sweepLostChats');
    expect(sweeper.map(({ everyMs }) => everyMs)).toEqual([LOST_SWEEP_EVERY_MS]);
    expect(LOST_SWEEP_EVERY_MS).toBeLessThanOrEqual(30_000);
    const scheduler = startScheduler({ db: await getDb(), schedules: sweeper, pollMs: 50 });
    try {
      const events = await settledEvents(token, 2);
      expect(events.map(({ event }) => event.type)).toEqual(['conversation.started', 'conversation.ended']);
      expect(events[1]!.event.data).toMatchObject({ chatId: chat!.chatId, reason: 'lost' });
    } finally {
      await scheduler.stop();
    }
  });

  it('reports a conversation ended for idling at its heartbeat', async () => {
    const { token, session } = await customer();
    const { chat } = await startChat(server, session.shareCode);
    await quietFor(chat!.chatId, IDLE_TIMEOUT_DEFAULT_S + 5);
    const beat = await call(heartbeatRoute, '/bot/heartbeat', { body: chat! });
    expect(beat.body.code).toBe(ApiCode.chatEnded);

    const events = await settledEvents(token, 2);
    expect(events.map(({ event }) => event.type)).toEqual(['conversation.started', 'conversation.ended']);
    expect(events[1]!.event.data).toMatchObject({ chatId: chat!.chatId, reason: 'idle' });
  });

  it('sends nothing for an account without a callback address', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
    await allEvents(server, { type: 'end', ...chat!, reason: 'user' });
    expect((await deliveryLog(token)).total).toBe(0);
  });
});
