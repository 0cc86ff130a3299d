import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { transcriptBatch, type transcriptAnswer } from '../contract';
import { authenticateDevice } from './device-calls';
import type { OfflineRecordsPort } from './ports';

// A device sends the conversations it kept while offline, in batches, whenever it is online: any order, any number
// of times. Each conversation's chat id is derived from the device and its uuid, so a batch sent twice stores each
// once. After a revocation, conversations that ended before it still arrive (they happened while the device was
// allowed to run); later ones are refused.

const chatIdOf = (deviceId: string, uuid: string) =>
  `off_${createHash('sha256').update(`${deviceId}:${uuid.toLowerCase()}`).digest('hex').slice(0, 32)}`;

export async function uploadTranscripts(
  db: Db,
  jws: string,
  records: OfflineRecordsPort,
): Promise<z.input<typeof transcriptAnswer>> {
  const { licence, device, body, revokedAt } = await authenticateDevice(db, jws);
  const parsed = transcriptBatch.safeParse(body);
  if (!parsed.success) {
    const fields = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const field = ['body', ...issue.path.map(String)].join('.');
      if (!fields.has(field))
        fields.set(field, /^[A-Za-z]+$/.test(issue.message) ? issue.message : 'invalid');
    }
    throw new ApiFailure(ApiCode.validation, 'validation', {
      data: { fields: [...fields].map(([field, message]) => ({ field, message })) },
    });
  }
  const refused: string[] = [];
  const allowed = parsed.data.conversations.filter((conversation) => {
    const late = revokedAt !== null && new Date(conversation.endedAt).getTime() > revokedAt.getTime();
    if (late) refused.push(conversation.uuid);
    return !late;
  });
  const withIds = allowed.map((conversation) => ({
    ...conversation,
    chatId: chatIdOf(device.id, conversation.uuid),
  }));
  const stored =
    withIds.length === 0
      ? new Set<string>()
      : await records.store(db, { corpId: licence.corpId, sessionId: licence.sessionId }, withIds);
  return {
    accepted: withIds.filter((c) => stored.has(c.chatId)).map((c) => c.uuid),
    duplicates: withIds.filter((c) => !stored.has(c.chatId)).map((c) => c.uuid),
    refused,
  };
}
