import 'server-only';
import { openAiSpeechUrl, type OpenAiTtsConfig } from './openai-config';
import { sampleTexts } from './sample-text';
import { VOICE_SETTING_RANGES } from './settings';
import { TtsError, type SynthesisInput, type TtsProvider, type TtsVoice } from './types';
import { finalizeWav, parseWav, scalePcm16 } from './wav';

function voiceList(config: OpenAiTtsConfig): TtsVoice[] {
  return config.voices.map((voice) => ({
    ttsId: `openai:${voice.name}`,
    engine: 'openai',
    speaker: voice.name,
    name: { zh: voice.name, en: voice.name },
    languages: voice.languages,
    gender: voice.gender,
    sampleText: sampleTexts(voice.languages, voice.name),
  }));
}

/** Reads the body up to `maxBytes`, so that a service sending without end cannot fill the server's memory. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new TtsError('too-large', `speech response of ${declared} bytes exceeds ${maxBytes}`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new TtsError('too-large', `speech response exceeds ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function failure(error: unknown, signal: AbortSignal | undefined): TtsError {
  if (error instanceof TtsError) return error;
  if (signal?.aborted) return new TtsError('aborted', 'synthesis aborted', { cause: error });
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new TtsError('timeout', 'speech service did not answer in time', { cause: error });
  return new TtsError('engine-failed', 'speech service unreachable', { cause: error });
}

/**
 * An OpenAI-compatible `/v1/audio/speech` service. It has a speed of its own; volume is applied to the samples it
 * returns; pitch is not part of the API and is ignored.
 */
export function createOpenAiProvider(config: OpenAiTtsConfig): TtsProvider {
  const voices = voiceList(config);
  const url = openAiSpeechUrl(config.baseUrl);
  return {
    engine: 'openai',
    fingerprint: `openai ${url} ${config.model}`,
    voices: () => voices,
    async synthesize({ text, voice, volume, speed, signal }: SynthesisInput) {
      if (voice.engine !== 'openai')
        throw new TtsError('unknown-voice', `${voice.ttsId} is not an OpenAI-compatible voice`);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let audio: Buffer;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            input: text,
            voice: voice.speaker,
            response_format: 'wav',
            speed,
          }),
          signal: combined,
          redirect: 'error',
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new TtsError('bad-response', `speech service answered ${response.status}`);
        }
        audio = finalizeWav(await readCapped(response, config.maxBytes));
      } catch (error) {
        throw failure(error, signal);
      }
      const gain = volume / VOICE_SETTING_RANGES.volume.default;
      const scaled = scalePcm16(audio, gain);
      return { audio: scaled, mimeType: 'audio/wav', durationMs: parseWav(scaled).durationMs };
    },
  };
}
