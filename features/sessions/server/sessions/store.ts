import 'server-only';
import type { SessionValues } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import type { Db } from '@/lib/server/db/client';
import type { SessionRow } from './dto';
import { newSessionId, newShareCode } from './ids';

/** The columns kept beside `config` so lists and lookups need not open the JSON. */
export const columnsOf = (values: SessionValues) => ({
  name: values.conversationName,
  language: values.language,
  characterCode: values.detailDto.modelId,
  config: values,
});

export async function insertSession(
  db: Db,
  owner: { corpId: string; userId: string | null },
  values: SessionValues,
  options: { sample?: boolean; at?: Date } = {},
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: newSessionId(),
      corpId: owner.corpId,
      createdBy: owner.userId,
      shareCode: newShareCode(),
      sample: options.sample ?? false,
      ...(options.at ? { createdAt: options.at, updatedAt: options.at } : {}),
      ...columnsOf(values),
    })
    .returning();
  return row!;
}
