import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as ttsSynthesis } from '@/app/api/management/ttsModel/ttsSynthesis/route';
import { speechPaths, type TtsSynthesisRequest } from '@/features/speech/contract';
import { AUDITION_LIMIT } from '@/features/speech/server/audition-answer';
import { parseWav } from '@/features/speech/server/tts/wav';
import { rms } from '@/features/speech/server/tts/wav-test-kit';
import { ApiCode } from '@/lib/contract/codes';
import type { Envelope } from '@/lib/contract/envelope';
import { log } from '@/lib/server/log';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

let token: string;

beforeAll(async () => {
  token = (await loggedInAccount()).token;
});

/** The route answers bytes on success, so this reads the raw response rather than an envelope. */
async function audition(body: TtsSynthesisRequest, options: { lang?: string; as?: string } = {}) {
  const url = new URL(`/api${speechPaths.ttsSynthesis}`, ORIGIN);
  url.searchParams.set('token', options.as ?? token);
  if (options.lang) url.searchParams.set('lang', options.lang);
  const response = await ttsSynthesis(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify(body),
    }),
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as Envelope<unknown>;
  return { response, bytes, json };
}

/** Every audition below speaks a different text, so none of them is served from another test's cache. */
const zhText = (n: number) => `您好，这是第${n}次中文试听。`;

describe('POST ttsModel/ttsSynthesis (the audition)', () => {
  it.each([
    ['zh', 'espeak:cmn-f3', '您好，欢迎来到我们的服务大厅。'],
    ['en', 'espeak:en-us-f3', 'Welcome to our service hall, how may I help you?'],
  ] as const)(
    'answers a %s voice with real audio/wav of non-zero duration',
    async (language, ttsId, text) => {
      const { response, bytes } = await audition({ ttsId, language, text });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('cache-control')).toMatch(/^private/);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      const wav = parseWav(bytes);
      expect(wav.durationMs).toBeGreaterThan(1000);
      expect(Number(response.headers.get('x-audio-duration-ms'))).toBe(wav.durationMs);
      expect(rms(bytes)).toBeGreaterThan(100);
      expect(response.headers.get('x-tts-cache')).toBe('miss');
    },
  );

  it('serves the second identical call from the cache, byte for byte', async () => {
    const request = { ttsId: 'espeak:cmn-m3', language: 'zh', text: zhText(1), speed: 1.2 } as const;
    const first = await audition(request);
    const second = await audition(request);
    expect(first.response.headers.get('x-tts-cache')).toBe('miss');
    expect(second.response.headers.get('x-tts-cache')).toBe('memory');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('says the voice’s own sample sentence when no text is given, and changes with the settings', async () => {
    const plain = await audition({ ttsId: 'espeak:en-gb-m2', language: 'en' });
    const slow = await audition({ ttsId: 'espeak:en-gb-m2', language: 'en', speed: 0.6 });
    expect(plain.response.status).toBe(200);
    expect(parseWav(slow.bytes).durationMs).toBeGreaterThan(parseWav(plain.bytes).durationMs * 1.3);
  });

  it.each([
    ['zh', '该音色不支持英文，英文会话仅支持英文音色'],
    ['en', 'This voice does not speak English: an English session supports English voices only.'],
  ])('refuses a Chinese voice for an English session (%s)', async (lang, message) => {
    const { response, json } = await audition({ ttsId: 'espeak:cmn-f3', language: 'en' }, { lang });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json()).toEqual({
      code: ApiCode.validation,
      message,
      data: { fields: [{ field: 'ttsId', message: 'voiceNotEnglish' }] },
    });
  });

  it('refuses an English voice for a Japanese session with its own message', async () => {
    const { json } = await audition({ ttsId: 'espeak:en-us-f3', language: 'ja' }, { lang: 'en' });
    expect(json()).toMatchObject({
      code: ApiCode.validation,
      message: 'This voice does not speak the session’s language.',
      data: { fields: [{ field: 'ttsId', message: 'voiceLanguageUnsupported' }] },
    });
  });

  it('refuses a device voice, which only the visitor’s browser speaks', async () => {
    const { response, json } = await audition({ ttsId: 'browser:zh', language: 'zh' });
    expect(response.status).toBe(400);
    expect(json()).toMatchObject({
      code: ApiCode.validation,
      message: '该音色由访客的设备朗读，服务器无法合成试听',
      data: { fields: [{ field: 'ttsId', message: 'voiceDeviceOnly' }] },
    });
  });

  it('answers 40400 for a voice that does not exist', async () => {
    const { response, json } = await audition({ ttsId: 'espeak:klingon' }, { lang: 'en' });
    expect(response.status).toBe(404);
    expect(json()).toEqual({ code: ApiCode.notFound, message: 'This voice does not exist.', data: null });
  });

  it.each([
    [{ ttsId: '' }, 'ttsId', 'voiceRequired'],
    [{ ttsId: 'espeak:cmn-f3', speed: 3 }, 'speed', 'outOfRange'],
    [{ ttsId: 'espeak:cmn-f3', volume: -1 }, 'volume', 'outOfRange'],
    [{ ttsId: 'espeak:cmn-f3', text: '长'.repeat(301) }, 'text', 'tooLong'],
    // Within the contract's 300 but beyond what an audition says (200): refused the same way, not synthesized.
    [{ ttsId: 'espeak:cmn-f3', text: '长'.repeat(250) }, 'text', 'tooLong'],
    [{ ttsId: 'espeak:cmn-f3', language: 'fr' }, 'language', 'invalid'],
  ])('refuses %j with a field error', async (body, field, message) => {
    const { response, json } = await audition(body as TtsSynthesisRequest);
    expect(response.status).toBe(400);
    expect(json()).toMatchObject({ code: ApiCode.validation, data: { fields: [{ field, message }] } });
  });

  it('asks for a login', async () => {
    const { status, body } = await call(ttsSynthesis, speechPaths.ttsSynthesis, {
      body: { ttsId: 'espeak:cmn-f3' },
    });
    expect(status).toBe(401);
    expect(body.code).toBe(ApiCode.unauthenticated);
  });

  it(`stops a user after ${AUDITION_LIMIT.points} auditions a minute, whoever else auditions`, async () => {
    const busy = (await loggedInAccount()).token;
    const request = { ttsId: 'espeak:cmn-f4', language: 'zh', text: zhText(2) } as const;
    for (let i = 0; i < AUDITION_LIMIT.points; i += 1)
      expect((await audition(request, { as: busy })).response.status).toBe(200);
    const refused = await audition(request, { as: busy, lang: 'en' });
    expect(refused.response.status).toBe(429);
    expect(refused.json()).toMatchObject({
      code: ApiCode.rateLimited,
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect((await audition(request)).response.status).toBe(200);
  });
});

/**
 * An OpenAI-compatible voice service on a local port for the describe block it is called in, answering what
 * `respond` writes; the platform's voice registry and audition cache start afresh around it.
 */
function voiceServiceAnswering(respond: (res: ServerResponse) => void) {
  let service: Server;
  const store = globalThis as { __dhTts?: unknown; __dhAudition?: unknown };

  beforeAll(async () => {
    service = createServer((req, res) => {
      req.resume();
      respond(res);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    process.env.TTS_OPENAI_BASE_URL = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    process.env.TTS_OPENAI_VOICES = 'nova:zh|en:female';
    store.__dhTts = undefined;
    store.__dhAudition = undefined;
  });

  afterAll(async () => {
    delete process.env.TTS_OPENAI_BASE_URL;
    delete process.env.TTS_OPENAI_VOICES;
    store.__dhTts = undefined;
    store.__dhAudition = undefined;
    await new Promise((resolve) => service.close(resolve));
  });
}

describe('an audition the voice service fails', () => {
  voiceServiceAnswering((res) =>
    res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream stack trace: at secret.js:1'),
  );

  it('answers a translated 502 “voice service failed” and never the service’s words', async () => {
    const zh = await audition({ ttsId: 'openai:nova', language: 'zh', text: zhText(3) });
    expect(zh.response.status).toBe(502);
    expect(zh.json()).toEqual({
      code: ApiCode.upstreamFailed,
      message: '语音服务出错，请稍后重试',
      data: null,
    });
    const en = await audition({ ttsId: 'openai:nova', language: 'en', text: 'Hello there.' }, { lang: 'en' });
    expect(en.json().message).toBe('The voice service failed. Please retry later.');
    expect(en.bytes.toString()).not.toContain('secret');
  });
});

describe('an audition whose voice service answers something that is not audio', () => {
  let answer: { status: number; type: string; body: string } = { status: 200, type: '', body: '' };
  voiceServiceAnswering((res) =>
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body),
  );

  it.each([
    ['JSON', 200, 'application/json', '{"error":{"message":"quota exceeded at secret-host"}}'],
    ['an HTML page', 200, 'text/html', '<html><body>Gateway login at secret-host</body></html>'],
    ['bytes that are not a WAV', 200, 'audio/wav', 'RIFFnot really a wave file from secret-host'],
    ['an error status', 503, 'text/plain', 'secret-host overloaded'],
  ] as const)(
    'answers 502 “voice service failed”, translated, when the service sends %s, and logs its status',
    async (_what, status, type, body) => {
      answer = { status, type, body };
      const warn = vi.spyOn(log, 'warn');
      try {
        const text = `${_what}: ${zhText(status)}`;
        const zh = await audition({ ttsId: 'openai:nova', language: 'zh', text });
        expect(zh.response.status).toBe(502);
        expect(zh.json()).toEqual({
          code: ApiCode.upstreamFailed,
          message: '语音服务出错，请稍后重试',
          data: null,
        });
        const en = await audition(
          { ttsId: 'openai:nova', language: 'en', text: `${_what}.` },
          { lang: 'en' },
        );
        expect(en.response.status).toBe(502);
        expect(en.json().message).toBe('The voice service failed. Please retry later.');
        expect(en.bytes.toString()).not.toContain('secret');
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ ttsId: 'openai:nova', vendorStatus: status }),
          'audition: the voice service failed',
        );
      } finally {
        warn.mockRestore();
      }
    },
  );
});
