import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { log } from '@/lib/server/log';

/** The operator's OpenAI-compatible recognizer (ASR_OPENAI_URL, ASR_OPENAI_KEY, ASR_OPENAI_MODEL). */
export interface TranscriptionService {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** An utterance is seconds long; a recognizer that takes longer than this is not keeping up with a conversation. */
export const TRANSCRIPTION_TIMEOUT_MS = 30_000;

export function transcriptionUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return /\/v1$/.test(base) ? `${base}/audio/transcriptions` : `${base}/v1/audio/transcriptions`;
}

const failed = () => new ApiFailure(ApiCode.internal, 'recognitionFailed');

/** `POST <base>/v1/audio/transcriptions` with the utterance; answers its text. */
export async function transcribe(
  service: TranscriptionService,
  audio: File,
  options: { language?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const form = new FormData();
  form.set('file', audio, audio.name || 'utterance.wav');
  form.set('model', service.model);
  form.set('response_format', 'json');
  if (options.language) form.set('language', options.language);
  let response: Response;
  try {
    response = await fetch(transcriptionUrl(service.baseUrl), {
      method: 'POST',
      body: form,
      headers: service.apiKey ? { authorization: `Bearer ${service.apiKey}` } : {},
      signal: AbortSignal.any([
        AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
        ...(options.signal ? [options.signal] : []),
      ]),
      redirect: 'error',
    });
  } catch (error) {
    log.warn({ err: error }, 'speech recognizer unreachable');
    throw failed();
  }
  if (!response.ok) {
    log.warn({ status: response.status }, 'speech recognizer refused an utterance');
    await response.body?.cancel();
    throw failed();
  }
  const answer = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (typeof answer?.text !== 'string') throw failed();
  return answer.text.trim();
}
