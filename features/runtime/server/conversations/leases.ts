import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { LEASE_MS, TRIAL_CONCURRENCY, type EndReason, type EntryKind } from '@/features/runtime/contract';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { conversations } from '../tables';

// A conversation holds one of its corporation's concurrency slots from start to end. The slot is the conversation
// row itself while it is active with a lease in the future: every instance counts the same rows in database time,
// so the limit holds across any number of app instances, and a browser that vanished stops holding a slot once its
// lease lapses, with no sweeper needed.

/** Concurrent conversations of a standard corporation until the deployment area grants resources. */
export const STANDARD_CONCURRENCY = 10;

export function concurrencyLimit(plan: string): number {
  return plan === 'trial' ? TRIAL_CONCURRENCY : STANDARD_CONCURRENCY;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

export interface OpenConversation {
  conversationId: string;
  /** Handed to the page once; later events must carry it. */
  secret: string;
}

export type AcquireResult = { ok: true; conversation: OpenConversation } | { ok: false; limit: number };

/**
 * Takes a slot and opens the conversation, or says the corporation has none free. Locking the corporation's row
 * first makes concurrent starts of one corporation take turns, so two of them never both see the last free slot.
 */
export async function acquireConversation(
  db: Db,
  input: {
    corpId: string;
    sessionId: string;
    sessionRevision: number;
    entry: EntryKind;
    appId?: string | null;
  },
  limitOf: (plan: string) => number = concurrencyLimit,
): Promise<AcquireResult> {
  return db.transaction(async (tx) => {
    const [corp] = await tx
      .select({ plan: corporations.plan })
      .from(corporations)
      .where(eq(corporations.id, input.corpId))
      .for('update');
    if (!corp) throw new Error(`no corporation ${input.corpId}`);
    const limit = limitOf(corp.plan);
    // Lapsed leases are ended here, so the count below and the transcript agree on what is still open.
    await tx
      .update(conversations)
      .set({ status: 'ended', endedAt: sql`now()`, endReason: 'lost' satisfies EndReason })
      .where(
        and(
          eq(conversations.corpId, input.corpId),
          eq(conversations.status, 'active'),
          lte(conversations.leaseUntil, sql`now()`),
        ),
      );
    const [{ open }] = (await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(conversations)
      .where(and(eq(conversations.corpId, input.corpId), eq(conversations.status, 'active')))) as [
      { open: number },
    ];
    if (open >= limit) return { ok: false, limit };
    const secret = randomBytes(24).toString('base64url');
    const conversationId = randomUUID();
    await tx.insert(conversations).values({
      id: conversationId,
      corpId: input.corpId,
      sessionId: input.sessionId,
      sessionRevision: input.sessionRevision,
      entry: input.entry,
      appId: input.appId ?? null,
      secretHash: hashSecret(secret),
      leaseUntil: leaseEnd,
    });
    return { ok: true, conversation: { conversationId, secret } };
  });
}

export interface ActiveConversation {
  id: string;
  corpId: string;
  sessionId: string;
  sessionRevision: number;
  startedAt: Date;
  turnCount: number;
  unansweredCount: number;
  awakeUntil: Date | null;
}

/** The conversation if it is active, its lease not lapsed, and the secret is its own; otherwise null. */
export async function findActiveConversation(
  db: Db,
  conversationId: string,
  secret: string,
): Promise<ActiveConversation | null> {
  const [row] = await db
    .select({
      id: conversations.id,
      corpId: conversations.corpId,
      sessionId: conversations.sessionId,
      sessionRevision: conversations.sessionRevision,
      startedAt: conversations.startedAt,
      turnCount: conversations.turnCount,
      unansweredCount: conversations.unansweredCount,
      awakeUntil: conversations.awakeUntil,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.secretHash, hashSecret(secret)),
        eq(conversations.status, 'active'),
        gt(conversations.leaseUntil, sql`now()`),
      ),
    );
  return row ?? null;
}

/** Renews the lease; false when the conversation is over or its lease already lapsed (the slot may be gone). */
export async function renewLease(db: Db, conversationId: string, secret: string): Promise<boolean> {
  const renewed = await db
    .update(conversations)
    .set({ heartbeatAt: sql`now()`, leaseUntil: leaseEnd })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.secretHash, hashSecret(secret)),
        eq(conversations.status, 'active'),
        gt(conversations.leaseUntil, sql`now()`),
      ),
    )
    .returning({ id: conversations.id });
  return renewed.length === 1;
}

/** Ends the conversation and frees its slot at once. */
export async function endConversation(db: Db, conversationId: string, reason: EndReason): Promise<void> {
  await db
    .update(conversations)
    .set({ status: 'ended', endedAt: sql`now()`, endReason: reason })
    .where(and(eq(conversations.id, conversationId), eq(conversations.status, 'active')));
}
