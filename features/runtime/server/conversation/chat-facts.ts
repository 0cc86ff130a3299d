import 'server-only';
import type { z } from 'zod';
import type { saveQuestionAnswerRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { chatOfPage } from '../chats/leases';
import { completeTurnFromPage } from '../transcripts/turns';

/** `chat/saveQuestionAnswer`: what only the page knows of a turn of its own chat (first sound, cut short). */
export async function saveQuestionAnswer(db: Db, input: z.output<typeof saveQuestionAnswerRequest>) {
  const chatId = await chatOfPage(db, input.chatId, input.chatSecret);
  const saved =
    chatId !== null &&
    (await completeTurnFromPage(db, chatId, input.turnId, {
      interrupted: input.interrupted,
      firstAudioMs: input.firstAudioMs,
    }));
  if (!saved) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return null;
}
