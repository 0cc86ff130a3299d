import 'server-only';
import type { z } from 'zod';
import type { recognizeRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { findActiveChat } from '../chats/leases';
import type { RuntimePorts } from '../engine/ports';

/** The operator's speech recognizer (the voices area, composed by app/): an utterance in a language to its text. */
export type Transcriber = (
  audio: File,
  options: { language?: string; signal?: AbortSignal },
) => Promise<string>;

/**
 * `POST /api/bot/recognize`: an utterance of a live conversation, transcribed by the operator's recognizer in the
 * session's language. Without a configured recognizer it answers `resourceNotConfigured` (the page keeps the
 * browser's own recognition and the text chat).
 */
export async function recognize(
  db: Db,
  ports: Pick<RuntimePorts, 'loadSession'>,
  transcribe: Transcriber | null,
  input: z.output<typeof recognizeRequest>,
  signal: AbortSignal,
): Promise<{ text: string }> {
  if (!transcribe) throw new ApiFailure(ApiCode.notConfigured, 'resourceNotConfigured');
  const chat = await findActiveChat(db, input.chatId, input.chatSecret);
  if (!chat)
    throw new ApiFailure(ApiCode.chatEnded, 'sessionTimedOut', { data: { code: 'sessionTimedOut' } });
  const session = await ports.loadSession({ id: chat.sessionId });
  return { text: await transcribe(input.file, { language: session?.values.language, signal }) };
}
