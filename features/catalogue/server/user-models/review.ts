import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { userModels } from './tables';
import { ApiCode } from '@/lib/contract/codes';
import { toPage } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { corporations, users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { log } from '@/lib/server/log';
import { fileStore } from '@/lib/server/storage/store';
import { readBytes } from '@/lib/server/storage/file-store';
/** The statuses a reviewer's queue filters by (features/portraits-review/contract.ts). */
type ReviewedStatus = 'review' | 'ready' | 'rejected';

// The reviewers' side of customers' portraits: the queue (oldest waiting first), a portrait's photo, and the
// decision. A decision is one transaction (the state-conditioned update, the audit entry, the maker's
// notification): of two reviewers deciding at once exactly one wins, the other is told it was decided.

type Row = typeof userModels.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const rowOf = (row: Row, corpName: string, email: string | null) => ({
  id: row.id,
  name: row.name,
  status: row.status as ReviewedStatus,
  corpId: row.corpId,
  corpName,
  createdBy: row.createdBy,
  createdByEmail: email,
  hasPhoto: row.photoKey !== null,
  consent: row.consent ?? null,
  createdAt: row.createdAt.toISOString(),
  reviewedBy: row.reviewedBy,
  reviewedAt: iso(row.reviewedAt),
  rejectReason: row.rejectReason,
});

/** Portraits of one status: those in review oldest first (first come, first reviewed), decided ones newest first. */
export async function portraitQueue(
  db: Db,
  query: { status: ReviewedStatus; pageIndex: number; pageSize: number },
) {
  const condition = eq(userModels.status, query.status);
  const order =
    query.status === 'review'
      ? [userModels.createdAt, userModels.id]
      : [desc(userModels.reviewedAt), desc(userModels.id)];
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: userModels, corpName: corporations.name, email: users.email, total: windowTotal() })
      .from(userModels)
      .innerJoin(corporations, eq(corporations.id, userModels.corpId))
      .leftJoin(users, eq(users.id, userModels.createdBy))
      .where(condition)
      .orderBy(...order)
      .$dynamic(),
    () => db.$count(userModels, condition),
  );
  return toPage(
    rows.map(({ row, corpName, email }) => rowOf(row, corpName, email)),
    total,
    query,
  );
}

/** The image type by its first bytes (the upload accepted only checked jpg and png). */
function imageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  return null;
}

/** A portrait's photo for the reviewer: private, never cached by a shared cache, never sniffed. */
export async function portraitPhoto(db: Db, id: string) {
  const [row] = await db
    .select({ photoKey: userModels.photoKey })
    .from(userModels)
    .where(eq(userModels.id, id));
  if (!row?.photoKey) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const stored = await fileStore().get(row.photoKey);
  const bytes = stored ? await readBytes(stored) : null;
  const type = bytes ? imageType(bytes) : null;
  if (!bytes || !type) {
    log.warn({ key: row.photoKey }, 'portrait photo without readable bytes');
    throw new ApiFailure(ApiCode.notFound, 'notFound');
  }
  return rawAnswer(
    new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': type,
        'content-length': String(bytes.byteLength),
        'content-disposition': 'inline',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}

/**
 * Tells the portrait's maker of the decision (the console's bell, and a mail when they keep mail on), inside the
 * decision's transaction: composed in app/_compose/portraits-review-ports.ts, so this area never imports the
 * notifications area.
 */
export type NotifyPortraitDecision = (
  tx: Db,
  decision: { userId: string; name: string; outcome: 'approved' | 'rejected'; reason?: string },
) => Promise<void>;

interface Decision {
  actor: AuditActor;
  requestId: string;
  notify?: NotifyPortraitDecision;
}

async function decide(
  db: Db,
  id: string,
  changes: { status: 'ready' | 'rejected'; rejectReason: string | null },
  decision: Decision,
  now: Date,
) {
  const [exists] = await db
    .select({ photoKey: userModels.photoKey, consent: userModels.consent })
    .from(userModels)
    .where(eq(userModels.id, id));
  if (!exists) throw new ApiFailure(ApiCode.notFound, 'notFound');
  // A portrait goes live only with the photo it was made from and the depicted person's recorded consent.
  if (changes.status === 'ready' && (!exists.photoKey || !exists.consent))
    throw new ApiFailure(ApiCode.conflict, 'portraitIncomplete');
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userModels)
      .set({ ...changes, reviewedBy: decision.actor.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(userModels.id, id), eq(userModels.status, 'review')))
      .returning();
    if (!updated) throw new ApiFailure(ApiCode.conflict, 'portraitDecided');
    await audit(tx, {
      actor: decision.actor,
      corpId: updated.corpId,
      action: changes.status === 'ready' ? 'portrait.approve' : 'portrait.reject',
      object: { type: 'portrait', id },
      before: { status: 'review' },
      after: changes.rejectReason
        ? { status: changes.status, reason: changes.rejectReason }
        : { status: changes.status },
      requestId: decision.requestId,
    });
    if (updated.createdBy)
      await decision.notify?.(tx, {
        userId: updated.createdBy,
        name: updated.name,
        outcome: changes.status === 'ready' ? 'approved' : 'rejected',
        ...(changes.rejectReason ? { reason: changes.rejectReason } : {}),
      });
  });
  return { id, status: changes.status };
}

/** Approval: the portrait becomes ready, a character its corporation may use. */
export const approvePortrait = (db: Db, id: string, decision: Decision, now = new Date()) =>
  decide(db, id, { status: 'ready', rejectReason: null }, decision, now);

/** Rejection with the reason the maker reads. */
export const rejectPortrait = (
  db: Db,
  input: { id: string; reason: string },
  decision: Decision,
  now = new Date(),
) => decide(db, input.id, { status: 'rejected', rejectReason: input.reason }, decision, now);
