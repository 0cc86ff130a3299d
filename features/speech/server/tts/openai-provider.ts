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

/** Every failure of the remote service as a TtsError that says so and carries the status it answered. */
function failure(error: unknown, signal: AbortSignal | undefined, vendorStatus?: number): TtsError {
  const remote = { remote: true, vendorStatus, cause: error };
  if (error instanceof TtsError)
    return error.remote ? error : new TtsError(error.code, error.message, { ...remote, cause: error.cause });
  if (signal?.aborted) return new TtsError('aborted', 'synthesis aborted', remote);
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new TtsError('timeout', 'speech service did not answer in time', remote);
  return new TtsError('engine-failed', 'speech service unreachable', remote);
}

/**
 * A gateway's login page, a quota error in JSON or a plain-text stack trace can come with status 200: only what
 * may be audio is read as a WAV (which then has to parse).
 */
const notAudio = (contentType: string) => /json|html|xml|^text\//i.test(contentType);

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
      let vendorStatus: number | undefined;
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
        vendorStatus = response.status;
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.ok || notAudio(contentType)) {
          await response.body?.cancel();
          throw new TtsError(
            'bad-response',
            response.ok
              ? `speech service answered ${response.status} with ${contentType} instead of audio`
              : `speech service answered ${response.status}`,
          );
        }
        const audio = finalizeWav(await readCapped(response, config.maxBytes));
        const gain = volume / VOICE_SETTING_RANGES.volume.default;
        const scaled = scalePcm16(audio, gain);
        return { audio: scaled, mimeType: 'audio/wav', durationMs: parseWav(scaled).durationMs };
      } catch (error) {
        throw failure(error, signal, vendorStatus);
      }
    },
  };
}
