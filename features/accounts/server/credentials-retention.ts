import 'server-only';
import { inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { authTokens } from '@/lib/server/auth/tables';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { operatorSessions } from '@/lib/server/operator/tables';
import { RETENTION_BATCH } from '@/lib/server/retention';
import { captchas, verificationCodes } from './tables';

// Credentials that can no longer be used are deleted: a captcha or a code past its expiry, a customer's token past
// its absolute expiry (sliding renewals never pass it, so nothing can revive it), an operator's session past its
// end. A day's grace keeps them while they still explain an answer ("this code has expired", the send limits of
// the last hour), and no setting is needed: nothing here is anyone's record.

const dayAgo = sql`now() - interval '1 day'`;

async function pruneBatched(db: Db, table: PgTable, id: PgColumn, dead: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(dead).limit(RETENTION_BATCH);
    const rows = await db.delete(table).where(inArray(id, batch)).returning({ id });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

/** Deletes the dead credentials; answers how many of each kind. */
export async function pruneDeadCredentials(db: Db) {
  return {
    captchas: await pruneBatched(db, captchas, captchas.id, lt(captchas.expiresAt, dayAgo)),
    codes: await pruneBatched(
      db,
      verificationCodes,
      verificationCodes.id,
      lt(verificationCodes.expiresAt, dayAgo),
    ),
    tokens: await pruneBatched(db, authTokens, authTokens.id, lt(authTokens.absoluteExpiresAt, dayAgo)),
    operatorSessions: await pruneBatched(
      db,
      operatorSessions,
      operatorSessions.id,
      or(lt(operatorSessions.expiresAt, dayAgo), lt(operatorSessions.revokedAt, dayAgo))!,
    ),
  };
}

export const deadCredentialsRetention = (everyMs: number): ScheduledJob => ({
  name: 'retention.deadCredentials',
  everyMs,
  run: async ({ db }) => pruneDeadCredentials(db),
});
