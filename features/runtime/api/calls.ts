import { withBasePath } from '@/lib/config/base-path';
import {
  feedbackPaths,
  RUNTIME_ERROR_CODES,
  runtimePaths,
  type HeartbeatDto,
  type RuntimeErrorCode,
  type SaveQuestionAnswerRequest,
  type TurnFeedbackRequest,
} from '@/features/runtime/contract';
import type { Envelope } from '@/lib/contract/envelope';

// The runtime page's small calls. Plain fetch rather than the console's client: a visitor has no login to lose,
// and a failed heartbeat or report must never send anyone to the login page.

export interface ChatAuth {
  chatId: string;
  chatSecret: string;
}

/** A refused call; `code` is the runtime message the server named (`sessionTimedOut` for a chat that is over). */
export class RuntimeCallError extends Error {
  constructor(readonly code: RuntimeErrorCode | null) {
    super(code ?? 'failed');
    this.name = 'RuntimeCallError';
  }
}

async function post<T>(path: string, body: BodyInit, json: boolean): Promise<T> {
  const response = await fetch(withBasePath(`/api${path}`), {
    method: 'POST',
    headers: json ? { 'content-type': 'application/json' } : undefined,
    body,
    keepalive: json,
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope && Number(envelope.code) === 0) return envelope.data;
  const code = (envelope?.data as { code?: unknown } | undefined)?.code;
  throw new RuntimeCallError(
    RUNTIME_ERROR_CODES.includes(code as RuntimeErrorCode) ? (code as RuntimeErrorCode) : null,
  );
}

export const sendHeartbeat = (auth: ChatAuth, stillHere = false) =>
  post<HeartbeatDto>(runtimePaths.heartbeat, JSON.stringify({ ...auth, stillHere }), true);

export const saveQuestionAnswer = (report: SaveQuestionAnswerRequest) =>
  post<unknown>(runtimePaths.saveQuestionAnswer, JSON.stringify(report), true);

export const rateAnswer = (rating: TurnFeedbackRequest) =>
  post<unknown>(feedbackPaths.feedback, JSON.stringify(rating), true);

/** One utterance cut by the voice-activity detector, as 16 kHz WAV, to the server recognizer. */
export async function recognize(auth: ChatAuth, wav: Blob): Promise<string> {
  const form = new FormData();
  form.set('chatId', auth.chatId);
  form.set('chatSecret', auth.chatSecret);
  form.set('file', wav, 'utterance.wav');
  const data = await post<{ text: string }>(runtimePaths.recognize, form, false);
  return data.text.trim();
}
