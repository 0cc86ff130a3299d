import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LEASE_MS, type EndReason, type EntryKind } from '@/features/runtime/contract';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { chats } from '../tables';

// A chat holds one of its pool's concurrency slots from start to end. The slot is the chat
// row itself while it is active with a lease in the future: every instance counts the same rows in database time,
// so the limit holds across any number of app instances, and a browser that vanished stops holding a slot once its
// lease lapses, with no sweeper needed for the count (the sweeper, lost-sweeper.ts, only reports it sooner).

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const leaseEnd = sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

export interface OpenChat {
  chatId: string;
  /** Handed to the page once; later events must carry it. */
  secret: string;
}

/** Refused: `limit` is the pool's slots (all taken), or null when the pool has no active resource at all. */
export type AcquireResult = { ok: true; chat: OpenChat } | { ok: false; limit: number | null };

/** The pool a conversation takes its slot from: its application's, or its corporation's unassigned remainder. */
export interface SlotPool {
  corpId: string;
  appId: string | null;
}

/**
 * How many conversations the pool may run at once (the deployment area's grants and applications decide it; the
 * runtime's ports hand it over); null when the pool has no active resource at all (its period ended). It is asked
 * with the transaction that holds the corporation's row lock.
 */
export type SlotsOf = (tx: Db, pool: SlotPool) => Promise<number | null>;

/**
 * Takes a slot and opens the conversation, or says the pool has none free. A conversation under an application
 * counts against the application's concurrency; one without (share link, preview) against what the corporation's
 * applications leave over. Locking the corporation's row first makes concurrent starts of one corporation — and
 * the deployment area's changes to its applications — take turns, so two never both see the last free slot.
 */
export async function acquireChat(
  db: Db,
  input: {
    corpId: string;
    sessionId: string;
    sessionRevision: number;
    entry: EntryKind;
    appId?: string | null;
  },
  slotsOf: SlotsOf,
): Promise<AcquireResult> {
  const appId = input.appId ?? null;
  return db.transaction(async (tx) => {
    const [corp] = await tx
      .select({ id: corporations.id })
      .from(corporations)
      .where(eq(corporations.id, input.corpId))
      .for('update');
    if (!corp) throw new Error(`no corporation ${input.corpId}`);
    const limit = await slotsOf(tx, { corpId: input.corpId, appId });
    if (limit === null) return { ok: false, limit };
    // Lapsed leases are ended here, so the count below and the transcript agree on what is still open.
    await tx
      .update(chats)
      .set({ status: 'ended', endedAt: sql`now()`, endReason: 'lost' satisfies EndReason })
      .where(
        and(eq(chats.corpId, input.corpId), eq(chats.status, 'active'), lte(chats.leaseUntil, sql`now()`)),
      );
    const [{ open }] = (await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(chats)
      .where(
        and(
          eq(chats.corpId, input.corpId),
          eq(chats.status, 'active'),
          appId === null ? isNull(chats.appId) : eq(chats.appId, appId),
        ),
      )) as [{ open: number }];
    if (open >= limit) return { ok: false, limit };
    const secret = randomBytes(24).toString('base64url');
    const chatId = randomUUID();
    await tx.insert(chats).values({
      id: chatId,
      corpId: input.corpId,
      sessionId: input.sessionId,
      sessionRevision: input.sessionRevision,
      entry: input.entry,
      appId,
      secretHash: hashSecret(secret),
      leaseUntil: leaseEnd,
    });
    return { ok: true, chat: { chatId, secret } };
  });
}

export interface ActiveChat {
  id: string;
  entry: EntryKind;
  corpId: string;
  sessionId: string;
  sessionRevision: number;
  startedAt: Date;
  turnCount: number;
  unansweredCount: number;
  awakeUntil: Date | null;
}

/** The conversation if it is active, its lease not lapsed, and the secret is its own; otherwise null. */
export async function findActiveChat(db: Db, chatId: string, secret: string): Promise<ActiveChat | null> {
  const [row] = await db
    .select({
      id: chats.id,
      entry: sql<EntryKind>`${chats.entry}`,
      corpId: chats.corpId,
      sessionId: chats.sessionId,
      sessionRevision: chats.sessionRevision,
      startedAt: chats.startedAt,
      turnCount: chats.turnCount,
      unansweredCount: chats.unansweredCount,
      awakeUntil: chats.awakeUntil,
    })
    .from(chats)
    .where(
      and(
        eq(chats.id, chatId),
        eq(chats.secretHash, hashSecret(secret)),
        eq(chats.status, 'active'),
        gt(chats.leaseUntil, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Renews the lease; false when the conversation is over or its lease already lapsed (the slot may be gone). */
export async function renewLease(db: Db, chatId: string, secret: string): Promise<boolean> {
  const renewed = await db
    .update(chats)
    .set({ heartbeatAt: sql`now()`, leaseUntil: leaseEnd })
    .where(
      and(
        eq(chats.id, chatId),
        eq(chats.secretHash, hashSecret(secret)),
        eq(chats.status, 'active'),
        gt(chats.leaseUntil, sql`now()`),
      ),
    )
    .returning({ id: chats.id });
  return renewed.length === 1;
}

export interface EndedChat {
  chatId: string;
  corpId: string;
}

/** Ends the conversation and frees its slot at once; null when it had ended already (nothing to tell anyone). */
export async function endChat(db: Db, chatId: string, reason: EndReason): Promise<EndedChat | null> {
  const [ended] = await db
    .update(chats)
    .set({ status: 'ended', endedAt: sql`now()`, endReason: reason })
    .where(and(eq(chats.id, chatId), eq(chats.status, 'active')))
    .returning({ chatId: chats.id, corpId: chats.corpId });
  return ended ?? null;
}

/**
 * Ends the corporation's conversations whose lease lapsed (their pages vanished) as 'lost', answering which, so a
 * start can report them; `acquireChat` ends any that lapse in between without reporting them.
 */
export async function endLapsedChats(db: Db, corpId: string): Promise<EndedChat[]> {
  return db
    .update(chats)
    .set({ status: 'ended', endedAt: sql`now()`, endReason: 'lost' satisfies EndReason })
    .where(and(eq(chats.corpId, corpId), eq(chats.status, 'active'), lte(chats.leaseUntil, sql`now()`)))
    .returning({ chatId: chats.id, corpId: chats.corpId });
}

/**
 * Ends, across corporations, up to `limit` conversations whose lease lapsed (their pages vanished) as 'lost',
 * answering which: the sweeper's half of `endLapsedChats`, so a lost conversation is reported without waiting for
 * its corporation's next start. `SKIP LOCKED` leaves a row a start is ending right now to that start.
 */
export async function endLostChats(db: Db, limit = 500): Promise<EndedChat[]> {
  const lapsed = db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.status, 'active'), lte(chats.leaseUntil, sql`now()`)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(chats)
    .set({ status: 'ended', endedAt: sql`now()`, endReason: 'lost' satisfies EndReason })
    .where(and(inArray(chats.id, lapsed), eq(chats.status, 'active')))
    .returning({ chatId: chats.id, corpId: chats.corpId });
}

/**
 * The chat whose secret the page holds, ended or not (a turn's facts may arrive after the farewell); null when the
 * secret is not the chat's.
 */
export async function chatOfPage(db: Db, chatId: string, secret: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.secretHash, hashSecret(secret))));
  return row?.id ?? null;
}
