import 'server-only';
import { count, eq } from 'drizzle-orm';
import { corporations } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { knowledgeFiles } from '../tables';

/**
 * Documents the corporation may hold (null: no cap, the default): the plans area's effective limit, which an
 * operator may set per corporation (app/_compose/plans-ports.ts).
 */
export type DocumentCapOf = (db: Db, corpId: string) => Promise<number | null>;

/**
 * Refuses one more document at the cap, inside the transaction that inserts it. Locking the corporation's row first
 * makes parallel uploads of one corporation take turns, so two cannot both count one free place.
 */
export async function claimDocumentPlace(tx: Db, corpId: string, max: number | null): Promise<void> {
  if (max === null) return;
  await tx
    .select({ id: corporations.id })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .for('update');
  const [row] = await tx.select({ n: count() }).from(knowledgeFiles).where(eq(knowledgeFiles.corpId, corpId));
  if ((row?.n ?? 0) >= max)
    throw new ApiFailure(ApiCode.limitReached, 'documentLimit', { params: { max }, data: { max } });
}
