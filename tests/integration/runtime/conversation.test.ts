import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as audioRoute } from '@/app/api/bot/audio/[clip]/route';
import {
  IDLE_TIMEOUT_DEFAULT_S,
  MAX_CONVERSATION_MINUTES,
  TRIAL_CONCURRENCY,
  type RuntimeEvent,
} from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN } from '@/tests/integration/support/api';
import { POST as heartbeatRoute } from '@/app/api/bot/heartbeat/route';
import { startModelServer, type ModelServer } from '@/tests/support/model-server';
import {
  allEvents,
  bumpRevision,
  englishSession,
  lapseLease,
  postEvent,
  quietFor,
  readEvents,
  runtimeServer,
  SCENE_REPLY,
  sentencesOf,
  setSessionStatus,
  startedAgo,
  startChat,
  turnsOf,
  type RuntimeServer,
} from './conversation-support';

let model: ModelServer;
let server: RuntimeServer;

beforeAll(async () => {
  model = await startModelServer();
  server = await runtimeServer();
  process.env.LLM_A_BASE_URL = `${model.origin}/v1`;
  process.env.LLM_A_MODEL = 'test-model';
});

afterAll(async () => {
  delete process.env.LLM_A_BASE_URL;
  delete process.env.LLM_A_MODEL;
  await server.close();
  await model.close();
});

const subtitle = (events: RuntimeEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.delta : '')).join('');
const heartbeat = (chat: { chatId: string; chatSecret: string }, stillHere = false) =>
  call<{ leaseS: number; configChanged: boolean }>(heartbeatRoute, '/bot/heartbeat', {
    body: { ...chat, stillHere },
  });

describe('a conversation', () => {
  it('greets, answers a scene sentence by sentence with clips that play, by ranges too', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const start = await startChat(server, session.shareCode);
    expect(start.chat).not.toBeNull();
    expect(sentencesOf(start.events)[0]?.text).toMatch(/^Hello, I'm /);

    const events = await allEvents(server, {
      type: 'text',
      ...start.chat!,
      text: 'What are your opening hours?',
    });
    expect(subtitle(events)).toBe(SCENE_REPLY);
    const sentences = sentencesOf(events);
    expect(sentences.map((sentence) => sentence.text)).toEqual(['We open at nine.', 'We close at six.']);
    expect(events.find((event) => event.type === 'end')).toMatchObject({ source: 'scene', sources: [] });

    const url = `${ORIGIN}${sentences[0]!.audioUrl}`;
    const whole = await audioRoute(new Request(url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const part = await audioRoute(new Request(url, { headers: { range: 'bytes=0-3' } }));
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${bytes.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('ascii')).toBe('RIFF');
    const unknown = await audioRoute(new Request(`${ORIGIN}/api/bot/audio/${'0'.repeat(64)}.wav`));
    expect(unknown.status).toBe(404);

    const [prologue, turn] = await turnsOf(start.chat!.chatId);
    expect(prologue).toMatchObject({ questionVia: 'system', source: 'script' });
    expect(turn).toMatchObject({
      question: 'What are your opening hours?',
      source: 'scene',
      answer: SCENE_REPLY,
    });
    expect(turn!.trace).toMatchObject({ scene: { keyword: 'opening hours' } });
  });

  it('streams a model answer as text deltas and sentences, with the model’s timing stored', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    model.script({ tokens: ['The moon ', 'is bright. ', 'It shines ', 'at night.'], paced: false });
    const events = await allEvents(server, { type: 'text', ...chat!, text: 'Tell me about the moon' });
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThan(1);
    expect(subtitle(events)).toBe('The moon is bright. It shines at night.');
    expect(sentencesOf(events).map((sentence) => sentence.text)).toEqual([
      'The moon is bright.',
      'It shines at night.',
    ]);
    expect(sentencesOf(events).every((sentence) => sentence.audioUrl?.startsWith('/api/bot/audio/'))).toBe(
      true,
    );
    const request = model.requests.at(-1)!;
    expect(request.messages?.at(-1)).toEqual({ role: 'user', content: 'Tell me about the moon' });
    const turn = (await turnsOf(chat!.chatId)).at(-1)!;
    expect(turn).toMatchObject({ source: 'model', interrupted: false });
    expect(turn.modelFirstTokenMs).not.toBeNull();
    expect(turn.trace).toMatchObject({ model: { option: 'A', configured: true } });
  });

  it('stops the model when the visitor barges in, and records the cut turn as interrupted', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    model.script({ tokens: ['Once ', 'upon ', 'a ', 'time.'], paced: true });
    const before = model.requests.length;
    const disconnectsBefore = model.disconnects;
    const abort = new AbortController();
    const response = await postEvent(
      server,
      { type: 'text', ...chat!, text: 'Tell me a story' },
      { signal: abort.signal },
    );
    await model.requestReceived(before + 1);
    model.release(1);
    for await (const event of readEvents(response)) if (event.type === 'text') break;
    abort.abort();
    await model.disconnected(disconnectsBefore + 1);
    await vi.waitFor(
      async () => {
        const turn = (await turnsOf(chat!.chatId)).at(-1)!;
        expect(turn).toMatchObject({ question: 'Tell me a story', interrupted: true, answer: 'Once' });
      },
      { timeout: 10_000, interval: 50 },
    );
    model.script({ paced: false });
  });

  it(`refuses a third visitor of a trial corporation (${TRIAL_CONCURRENCY} at once), visibly`, async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    for (let i = 0; i < TRIAL_CONCURRENCY; i++)
      expect((await startChat(server, session.shareCode)).chat).not.toBeNull();
    const third = await startChat(server, session.shareCode);
    expect(third.chat).toBeNull();
    expect(third.events).toEqual([
      { type: 'error', code: 'maxSessionsExceeded', message: session.pageDto.busyText },
    ]);
  });

  it('shows an unpublished session as unavailable to visitors, and still to its owner’s preview', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    await setSessionStatus(session.conversationId, 'offline');
    const shared = await startChat(server, session.shareCode);
    expect(shared.events).toEqual([
      { type: 'error', code: 'sessionUnavailable', message: expect.any(String) as string },
    ]);
    const userPreview = await startChat(server, session.conversationId, { entry: 'userPreview' });
    expect(userPreview.chat).toBeNull();
    const preview = await startChat(server, session.conversationId, { entry: 'preview', token });
    expect(preview.chat).not.toBeNull();
  });

  it('refuses the preview of another corporation’s session, and a preview without login', async () => {
    const owner = await loggedInAccount();
    const other = await loggedInAccount();
    const session = await englishSession(owner.token);
    const foreign = await startChat(server, session.conversationId, { entry: 'preview', token: other.token });
    expect(foreign.events).toEqual([
      { type: 'error', code: 'sessionUnavailable', message: expect.any(String) as string },
    ]);
    const anonymous = await postEvent(server, {
      type: 'start',
      entry: 'preview',
      target: session.conversationId,
    });
    expect(((await anonymous.json()) as { code: number }).code).toBe(ApiCode.unauthenticated);
  });

  it('keeps the slot with heartbeats, says when the session was saved, and ends a lapsed lease', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    expect((await heartbeat(chat!)).body.data).toEqual({ leaseS: 15, configChanged: false });
    await bumpRevision(session.conversationId);
    expect((await heartbeat(chat!)).body.data.configChanged).toBe(true);
    await lapseLease(chat!.chatId);
    expect((await heartbeat(chat!)).body.code).toBe(ApiCode.chatEnded);
    const late = await allEvents(server, { type: 'text', ...chat!, text: 'Are you there?' });
    expect(late).toEqual([{ type: 'error', code: 'sessionTimedOut', message: expect.any(String) as string }]);
  });

  it(`ends a conversation idle for more than ${IDLE_TIMEOUT_DEFAULT_S} s at its next event`, async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    await quietFor(chat!.chatId, IDLE_TIMEOUT_DEFAULT_S + 5);
    const events = await allEvents(server, { type: 'text', ...chat!, text: 'Hello?' });
    expect(events.map((event) => event.type)).toEqual(['error', 'hangup']);
    expect(events[1]).toEqual({ type: 'hangup', reason: 'idle' });
    // The slot is free again: the next visitor of a trial corporation gets it.
    expect((await startChat(server, session.shareCode)).chat).not.toBeNull();
  });

  it('ends an idle conversation at its heartbeat, and frees its slot', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const first = await startChat(server, session.shareCode);
    const second = await startChat(server, session.shareCode);
    await quietFor(first.chat!.chatId, IDLE_TIMEOUT_DEFAULT_S + 5);
    expect((await heartbeat(second.chat!)).body.code).toBe(0);
    expect((await heartbeat(first.chat!)).body.code).toBe(ApiCode.chatEnded);
    expect((await startChat(server, session.shareCode)).chat).not.toBeNull();
  });

  it('keeps a conversation the visitor continued on its countdown, but not one that already timed out', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    await quietFor(chat!.chatId, IDLE_TIMEOUT_DEFAULT_S - 5);
    expect((await heartbeat(chat!, true)).body.code).toBe(0);
    // Its start and turns are long past now, but the visitor said "continue" just now.
    await quietFor(chat!.chatId, IDLE_TIMEOUT_DEFAULT_S + 5);
    expect((await heartbeat(chat!)).body.code).toBe(0);

    const late = await startChat(server, session.shareCode);
    await quietFor(late.chat!.chatId, IDLE_TIMEOUT_DEFAULT_S + 5);
    expect((await heartbeat(late.chat!, true)).body.code).toBe(ApiCode.chatEnded);
  });

  it(`answers with the farewell once the conversation is older than ${MAX_CONVERSATION_MINUTES} minutes`, async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    await startedAgo(chat!.chatId, MAX_CONVERSATION_MINUTES + 1);
    const events = await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
    expect(
      sentencesOf(events)
        .map((sentence) => sentence.text)
        .join(' '),
    ).toContain('goodbye');
    expect(subtitle(events)).not.toContain('nine');
    expect(events.at(-1)).toEqual({ type: 'hangup', reason: 'maxDuration' });
    expect((await heartbeat(chat!)).body.code).toBe(ApiCode.chatEnded);
  });

  it('says the farewell at the end and frees the slot', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    const { chat } = await startChat(server, session.shareCode);
    const events = await allEvents(server, { type: 'end', ...chat!, reason: 'user' });
    expect(
      sentencesOf(events)
        .map((sentence) => sentence.text)
        .join(' '),
    ).toContain('goodbye');
    expect(events.at(-1)).toEqual({ type: 'hangup', reason: 'user' });
    expect((await heartbeat(chat!)).body.code).toBe(ApiCode.chatEnded);
  });
});
