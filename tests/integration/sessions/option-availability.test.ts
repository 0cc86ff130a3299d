import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as availabilityRoute } from '@/app/api/management/globalSet/queryOptionAvailability/route';
import { POST as quickCreateRoute } from '@/app/api/management/conversation/createConversation/route';
import type { OptionAvailability, SessionDto, SessionValues } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import {
  allEvents,
  englishSession,
  runtimeServer,
  sentencesOf,
  startChat,
  type RuntimeServer,
} from '@/tests/integration/runtime/conversation-support';
import { ZH_CHARACTER } from './sessions-support';

// Issue 21 §2: options the operator has not configured (models A and B, the server's speech recognition, cloud
// voices) are told to the console as unavailable with the reason, are never a new session's default, and a session
// saved with one keeps working on what is available.

const PATH = '/management/globalSet/queryOptionAvailability';
const OPERATOR_ENV = {
  LLM_B_BASE_URL: 'http://models.internal:8000/v1',
  LLM_B_API_KEY: 'sk-operator-secret',
  LLM_B_MODEL: 'speedy-7b',
  ASR_OPENAI_URL: 'http://asr.internal:9000',
  ASR_OPENAI_KEY: 'sk-asr-secret',
};

let server: RuntimeServer;
beforeAll(async () => {
  server = await runtimeServer();
});
afterAll(() => server.close());
afterEach(() => {
  for (const name of Object.keys(OPERATOR_ENV)) delete process.env[name];
});

const notConfigured = { available: false, reason: 'notConfigured' };
const available = { available: true, reason: null };

describe('GET globalSet/queryOptionAvailability', () => {
  it('tells a signed-in customer that nothing optional is configured, and refuses a stranger', async () => {
    const { token } = await loggedInAccount();
    const answer = await call<OptionAvailability>(availabilityRoute, PATH, { token });
    expect(answer.body).toMatchObject({ code: 0 });
    expect(answer.body.data).toEqual({
      models: { A: notConfigured, B: notConfigured },
      asr: { browser: available, server: notConfigured },
      voices: { espeak: available, openai: notConfigured, browser: available },
    });
    expect((await call(availabilityRoute, PATH)).status).toBe(401);
  });

  it('tells what the operator configured without a word of its URLs, model names or keys', async () => {
    Object.assign(process.env, OPERATOR_ENV);
    const { token } = await loggedInAccount();
    const answer = await call<OptionAvailability>(availabilityRoute, PATH, { token });
    expect(answer.body.data.models).toEqual({ A: notConfigured, B: available });
    expect(answer.body.data.asr.server).toEqual(available);
    const text = JSON.stringify(answer.body);
    for (const secret of ['internal', 'sk-', 'speedy', 'http']) expect(text).not.toContain(secret);
  });
});

describe('a new session', () => {
  async function quickCreate(token: string) {
    const answer = await call<SessionDto>(quickCreateRoute, '/management/conversation/createConversation', {
      token,
      body: { characterCode: ZH_CHARACTER, language: 'en' },
    });
    expect(answer.body.code).toBe(0);
    return answer.body.data;
  }

  it('never starts with a model the operator has not configured', async () => {
    const { token } = await loggedInAccount();
    expect(await quickCreate(token)).toMatchObject({ dataModelIsUsed: false, modelDtoList: [] });
    Object.assign(process.env, OPERATOR_ENV);
    const created = await quickCreate(token);
    expect(created).toMatchObject({ dataModelIsUsed: true, asrType: 'browser' });
    expect(created.modelDtoList.map((model) => model.largeModelType)).toEqual(['B']);
  });
});

describe('a session saved with an option that is gone', () => {
  it('listens in the browser and speaks with a voice of its language', async () => {
    const { token } = await loggedInAccount();
    const session = await englishSession(token);
    // Saved while the operator offered cloud voices and the server's recognizer; both are gone now.
    const db = await getDb();
    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.conversationId));
    const config = row!.config as SessionValues;
    await db
      .update(sessions)
      .set({
        config: { ...config, asrType: 'server', detailDto: { ...config.detailDto, ttsId: 'openai:nova' } },
      })
      .where(eq(sessions.id, session.conversationId));

    const { runtimePageData } = await import('@/app/_pages/runtime-session');
    expect((await runtimePageData('userPreview', session.conversationId))?.session.asr).toBe('browser');

    const { chat } = await startChat(server, session.shareCode);
    const events = await allEvents(server, { type: 'text', ...chat!, text: 'What are your opening hours?' });
    const [sentence] = sentencesOf(events);
    expect(sentence?.audioUrl).toMatch(/^\/api\/bot\/audio\/[0-9a-f]{64}\.wav$/);
  });
});
