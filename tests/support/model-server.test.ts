import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from './model-server';

// The voice-in path will post recorded utterances to an OpenAI-compatible transcription service; the test server
// must answer like one.
let server: ModelServer;

beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

function utterance(fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(3200)], { type: 'audio/wav' }), 'utterance.wav');
  form.append('model', 'whisper-1');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('the model test server’s transcriptions', () => {
  it('answers the scripted text for a posted file and records what it got', async () => {
    server.script({ transcript: '你好，请问营业时间？', failWith: null });
    const response = await fetch(`${server.origin}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk-asr' },
      body: utterance({ language: 'zh' }),
    });
    expect(await response.json()).toEqual({ text: '你好，请问营业时间？' });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-asr',
      model: 'whisper-1',
      body: { model: 'whisper-1', language: 'zh' },
      file: { name: 'utterance.wav', type: 'audio/wav', bytes: 3200 },
    });
    const text = await fetch(`${server.origin}/v1/audio/transcriptions`, {
      method: 'POST',
      body: utterance({ response_format: 'text' }),
    });
    expect(await text.text()).toBe('你好，请问营业时间？');
  });

  it('refuses a request without a file, and fails as scripted', async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    const missing = await fetch(`${server.origin}/v1/audio/transcriptions`, { method: 'POST', body: form });
    expect(missing.status).toBe(400);
    server.script({ failWith: 401 });
    const refused = await fetch(`${server.origin}/v1/audio/transcriptions`, {
      method: 'POST',
      body: utterance(),
    });
    expect(refused.status).toBe(401);
    server.script({ failWith: null });
  });
});
