import { runtimePaths, type HeartbeatDto, type SaveQuestionAnswerRequest } from '@/features/runtime/contract';
import type { Envelope } from '@/lib/contract/envelope';

// The runtime page's small calls. Plain fetch rather than the console's client: a visitor has no login to lose,
// and a failed heartbeat or report must never send anyone to the login page.

export interface ChatAuth {
  chatId: string;
  chatSecret: string;
}

async function post<T>(path: string, body: BodyInit, json: boolean): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: json ? { 'content-type': 'application/json' } : undefined,
    body,
    keepalive: json,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope || Number(envelope.code) !== 0) throw new Error(`HTTP ${response.status}`);
  return envelope.data;
}

export const sendHeartbeat = (auth: ChatAuth) =>
  post<HeartbeatDto>(runtimePaths.heartbeat, JSON.stringify(auth), true);

export const saveQuestionAnswer = (report: SaveQuestionAnswerRequest) =>
  post<unknown>(runtimePaths.saveQuestionAnswer, JSON.stringify(report), true);

/** One utterance cut by the voice-activity detector, as 16 kHz WAV, to the server recognizer. */
export async function recognize(auth: ChatAuth, wav: Blob): Promise<string> {
  const form = new FormData();
  form.set('chatId', auth.chatId);
  form.set('chatSecret', auth.chatSecret);
  form.set('audio', wav, 'utterance.wav');
  const data = await post<{ text: string }>('/bot/recognize', form, false);
  return data.text.trim();
}
