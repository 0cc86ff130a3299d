import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAiTtsConfig } from './openai-config';
import { createOpenAiProvider } from './openai-provider';
import type { TtsVoice } from './types';
import { parseWav } from './wav';
import { rms, wavOf } from './wav-test-kit';

// A speech service on 127.0.0.1 that answers each request by the voice it is asked for.
const received: Array<{ url?: string; authorization?: string; body: Record<string, unknown> }> = [];
const stalled = new Set<ServerResponse>();
const tone = Array.from({ length: 12_000 }, (_, index) => Math.round(8000 * Math.sin(index / 5)));

async function answer(request: IncomingMessage, response: ServerResponse) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  const body = JSON.parse(raw) as Record<string, unknown>;
  received.push({ url: request.url, authorization: request.headers.authorization, body });
  switch (body.voice) {
    case 'stall':
      // Headers and nothing more: the provider's own timeout has to end the call.
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.flushHeaders();
      stalled.add(response);
      return;
    case 'flood':
      // No content-length: only counting the bytes as they come can stop it.
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.write(wavOf(tone, 24_000, true));
      for (let index = 0; index < 50; index++) response.write(Buffer.alloc(64 * 1024));
      response.end();
      return;
    case 'big':
      response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': 50_000_000 });
      response.end();
      return;
    case 'broken':
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"model overloaded"}}');
      return;
    default:
      response.writeHead(200, { 'content-type': 'audio/wav' });
      response.end(wavOf(tone, 24_000, true));
  }
}

const server = createServer((request, response) => void answer(request, response));
let config: OpenAiTtsConfig;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'sk-test',
    model: 'tts-test',
    voices: [{ name: 'nova', languages: ['zh', 'en'], gender: 'female' }],
    timeoutMs: 1000,
    maxBytes: 1024 * 1024,
  };
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const voiceNamed = (speaker: string): TtsVoice => ({
  ...createOpenAiProvider(config).voices()[0]!,
  speaker,
});
const settings = { volume: 50, pitch: 50, speed: 1.25 };

describe('the OpenAI-compatible provider', () => {
  it('lists the configured voices', () => {
    expect(createOpenAiProvider(config).voices()).toEqual([
      expect.objectContaining({
        ttsId: 'openai:nova',
        engine: 'openai',
        speaker: 'nova',
        languages: ['zh', 'en'],
        gender: 'female',
        sampleText: { zh: expect.stringContaining('nova'), en: expect.stringContaining('nova') },
      }),
    ]);
  });

  it('posts the text to /v1/audio/speech with the key and returns a WAV with its real sizes', async () => {
    const clip = await createOpenAiProvider(config).synthesize({
      text: '你好',
      voice: voiceNamed('nova'),
      ...settings,
    });
    expect(received.at(-1)).toEqual({
      url: '/v1/audio/speech',
      authorization: 'Bearer sk-test',
      body: { model: 'tts-test', input: '你好', voice: 'nova', response_format: 'wav', speed: 1.25 },
    });
    expect(clip.mimeType).toBe('audio/wav');
    expect(clip.audio.readUInt32LE(40)).toBe(24_000);
    expect(parseWav(clip.audio).sampleRate).toBe(24_000);
    expect(clip.durationMs).toBe(500);
  });

  it('accepts a base URL that already ends in /v1, and applies the volume to the samples', async () => {
    const provider = createOpenAiProvider({ ...config, baseUrl: `${config.baseUrl}/v1` });
    const normal = await provider.synthesize({ text: 'hi', voice: voiceNamed('nova'), ...settings });
    const quiet = await provider.synthesize({
      text: 'hi',
      voice: voiceNamed('nova'),
      ...settings,
      volume: 25,
    });
    expect(received.at(-1)?.url).toBe('/v1/audio/speech');
    expect(rms(quiet.audio)).toBeCloseTo(rms(normal.audio) / 2, 0);
  });

  it('gives up when the service does not finish in time', async () => {
    const provider = createOpenAiProvider({ ...config, timeoutMs: 300 });
    await expect(
      provider.synthesize({ text: 'hi', voice: voiceNamed('stall'), ...settings }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = createOpenAiProvider(config).synthesize({
      text: 'hi',
      voice: voiceNamed('stall'),
      ...settings,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });

  it.each([
    ['announces', 'big'],
    ['streams', 'flood'],
  ])('refuses a response that %s more bytes than the cap', async (_how, speaker) => {
    await expect(
      createOpenAiProvider(config).synthesize({ text: 'hi', voice: voiceNamed(speaker), ...settings }),
    ).rejects.toMatchObject({ code: 'too-large' });
  });

  it('reports an error status without passing on the body', async () => {
    const error = await createOpenAiProvider(config)
      .synthesize({ text: 'hi', voice: voiceNamed('broken'), ...settings })
      .catch((caught: Error) => caught);
    expect(error).toMatchObject({
      code: 'bad-response',
      message: 'speech service answered 500',
      remote: true,
      vendorStatus: 500,
    });
  });

  it('reports an unreachable service', async () => {
    const provider = createOpenAiProvider({ ...config, baseUrl: 'http://127.0.0.1:9' });
    await expect(
      provider.synthesize({ text: 'hi', voice: voiceNamed('nova'), ...settings }),
    ).rejects.toMatchObject({ code: 'engine-failed' });
  });
});
