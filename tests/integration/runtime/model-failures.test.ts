import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as healthRoute } from '@/app/api/management/chat/modelHealth/route';
import type { ModelHealthDto, RuntimeEvent } from '@/features/runtime/contract';
import type { SessionInput, SessionLanguage } from '@/features/sessions/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { log } from '@/lib/server/log';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { addCategory, addFaq } from '@/tests/integration/knowledge/retrieval-support';
import { addSession, EN_VOICE, ZH_CHARACTER, ZH_VOICE } from '@/tests/integration/sessions/sessions-support';
import { startModelServer, type ModelScript, type ModelServer } from '@/tests/support/model-server';
import { allEvents, runtimeServer, startChat, turnsOf, type RuntimeServer } from './conversation-support';

// Issue 21 §3: every failure of a configured model is logged with the request and the session, counted in the
// owner's model health, and the visitor hears the model-error message in the session's language — unless an FAQ
// answer exists, which answers instead. One test per failure kind, against a local OpenAI-compatible server.

let model: ModelServer;
let server: RuntimeServer;
const MODEL_ERROR = { zh: '大模型出错，请重试。', en: 'The model could not answer. Please try again.' };

beforeAll(async () => {
  model = await startModelServer();
  server = await runtimeServer();
});
afterEach(() => {
  delete process.env.LLM_A_BASE_URL;
  delete process.env.LLM_A_MODEL;
  delete process.env.LLM_RESPONSE_TIMEOUT_MS;
  model.script({ failWith: null, shape: 'normal', tokens: ['Hello', '.'] });
  vi.restoreAllMocks();
});
afterAll(async () => {
  await server.close();
  await model.close();
});

function configureModelA(base = `${model.origin}/v1`) {
  process.env.LLM_A_BASE_URL = base;
  process.env.LLM_A_MODEL = 'test-model';
}

/** A published session in `language` answering with the operator's model A (no waiting phrase: no timer races). */
async function sessionIn(token: string, language: SessionLanguage, overrides: Partial<SessionInput> = {}) {
  const defaults = defaultSessionValues({
    language,
    characterCode: ZH_CHARACTER,
    ttsId: language === 'zh' ? ZH_VOICE : EN_VOICE,
  });
  const added = await addSession(
    token,
    {
      ...defaults,
      conversationName: `Failing ${Math.random().toString(36).slice(2, 8)}`,
      scriptDtoList: defaults.scriptDtoList.filter((script) => script.scriptType !== 'waitingPhrase'),
      dataModelIsUsed: true,
      modelDtoList: [{ largeModelType: 'A', modelCode: 60, prompt: '', largeName: '', plugin: '' }],
      ...overrides,
    },
    language,
  );
  if (added.body.code !== 0) throw new Error(`add session: ${JSON.stringify(added.body)}`);
  return added.body.data;
}

const said = (events: RuntimeEvent[]) =>
  events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');

async function health(token: string) {
  const answer = await call<ModelHealthDto>(healthRoute, '/management/chat/modelHealth', { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data.options.find((option) => option.option === 'A')!;
}

/** Asks one question of a fresh conversation and answers what the visitor got, the stored turn and the log line. */
async function ask(
  token: string,
  language: SessionLanguage,
  question: string,
  overrides?: Partial<SessionInput>,
) {
  const session = await sessionIn(token, language, overrides);
  const { chat } = await startChat(server, session.shareCode);
  const warn = vi.spyOn(log, 'warn');
  const events = await allEvents(server, { type: 'text', ...chat!, text: question });
  const [, turn] = await turnsOf(chat!.chatId);
  const logged = warn.mock.calls.find(([, message]) => message === 'large model failed')?.[0] as
    Record<string, unknown> | undefined;
  return { session, chat: chat!, events, turn: turn!, logged };
}

const FAILURES: {
  kind: string;
  setup: () => void;
  script?: Partial<ModelScript>;
  status?: number;
}[] = [
  { kind: 'badStatus', setup: () => configureModelA(), script: { failWith: 500 }, status: 500 },
  { kind: 'badStatus', setup: () => configureModelA(), script: { shape: 'prism500' }, status: 500 },
  { kind: 'unreachable', setup: () => configureModelA('http://127.0.0.1:9/v1') },
  {
    kind: 'timeout',
    setup: () => {
      configureModelA();
      process.env.LLM_RESPONSE_TIMEOUT_MS = '300';
    },
    script: { shape: 'hang' },
  },
  { kind: 'badResponse', setup: () => configureModelA(), script: { shape: 'malformed' } },
  { kind: 'empty', setup: () => configureModelA(), script: { shape: 'empty' } },
  { kind: 'toolCalls', setup: () => configureModelA(), script: { shape: 'toolCalls' } },
];

describe('a configured model that fails', () => {
  it.each(
    FAILURES.flatMap((failure) => (['zh', 'en'] as const).map((language) => ({ ...failure, language }))),
  )(
    '$kind ($script) in $language: logged, counted, shown, and the visitor hears the model-error message',
    async ({ kind, setup, script, status, language }) => {
      const { token } = await loggedInAccount();
      setup();
      model.script(script ?? {});
      const before = await health(token);
      const { session, chat, events, turn, logged } = await ask(
        token,
        language,
        'Tell me a story about the sea',
      );

      expect(said(events)).toBe(MODEL_ERROR[language]);
      expect(events.find((event) => event.type === 'end')).toMatchObject({ source: 'script' });
      expect(turn.trace).toMatchObject({
        model: { option: 'A', error: kind, fallback: 'modelError', ...(status ? { status } : {}) },
        scripts: ['modelError'],
      });
      expect(logged).toMatchObject({
        requestId: expect.any(String) as string,
        sessionId: session.conversationId,
        chatId: chat.chatId,
        option: 'A',
        kind,
      });
      const after = await health(token);
      expect(after).toMatchObject({
        configured: true,
        failures24h: before.failures24h + 1,
        failures7d: before.failures7d + 1,
        lastFailure: { kind, status: status ?? null, sessionId: session.conversationId },
      });
      expect(after.byKind7d[kind as keyof typeof after.byKind7d]).toBe(
        (before.byKind7d[kind as keyof typeof before.byKind7d] ?? 0) + 1,
      );
    },
  );

  it('lets a close FAQ answer answer instead of the model-error message', async () => {
    const { token, user } = await loggedInAccount();
    configureModelA();
    model.script({ failWith: 500 });
    const categoryId = await addCategory(user.corpId);
    await addFaq(user.corpId, categoryId, 'How do I reset my online banking password?', {
      answer: 'Open the app, tap settings, then choose reset password.',
    });
    const { events, turn } = await ask(token, 'en', 'online banking password help', {
      knowledgeIsUsed: true,
      knowledgeDtoList: [{ knowledgeId: categoryId }],
    });
    // Close, but not close enough to answer by itself: it went to the model as context.
    expect(turn.trace).toMatchObject({ knowledge: { faq: { decision: 'context' } } });
    expect(said(events)).toBe('Open the app, tap settings, then choose reset password.');
    expect(events.find((event) => event.type === 'end')).toMatchObject({ source: 'faq' });
    expect(turn.trace).toMatchObject({ model: { error: 'badStatus', fallback: 'faq' } });
    expect((await health(token)).failures24h).toBe(1);
  });

  it('keeps working when a stream request is answered with plain JSON, and counts nothing', async () => {
    const { token } = await loggedInAccount();
    configureModelA();
    model.script({ shape: 'json', tokens: ['Waves ', 'sing.'] });
    const { events, turn } = await ask(token, 'en', 'Tell me a story about the sea');
    expect(said(events)).toBe('Waves sing.');
    expect(turn).toMatchObject({ source: 'model' });
    expect(await health(token)).toMatchObject({ failures24h: 0, lastFailure: null });
  });

  it('refuses the health of a caller who is not signed in', async () => {
    const answer = await call(healthRoute, '/management/chat/modelHealth');
    expect(answer.status).toBe(401);
  });
});
