import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { POST as applyContinuation } from '@/app/api/sys-api/user/trial-continuation/route';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { trialContinuations } from '@/features/accounts/server/tables';
import { call, outbox } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';

const application = { contactName: 'Han Meimei', phone: '13912345678', message: 'We need more time.' };
const PARALLEL = 10;

/**
 * On PostgreSQL the requests really run side by side, and whether two of them pass the check before either inserts
 * is luck. To make it certain, a second connection holds the table in SHARE mode (reads pass, inserts wait) until
 * every request has made its check and waits at its insert; then all inserts go at once. PGlite runs one statement
 * at a time on one connection, where parallel requests interleave the same way every run.
 */
async function allAtTheInsert(send: () => Promise<unknown[]>): Promise<unknown[]> {
  if (!process.env.DATABASE_URL) return send();
  const gate = new Client({ connectionString: process.env.DATABASE_URL });
  await gate.connect();
  try {
    await gate.query('BEGIN');
    await gate.query('LOCK TABLE trial_continuations IN SHARE MODE');
    const sent = send();
    for (;;) {
      // Inside a transaction PostgreSQL keeps showing its first look at the activity unless told to look again.
      await gate.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await gate.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into "trial_continuations"%'`,
      );
      if (rows[0]!.waiting === PARALLEL) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query('COMMIT');
    return await sent;
  } finally {
    await gate.end();
  }
}

describe('applications to continue sent at once', () => {
  it('store one pending application; the others get the continuationPending answer', async () => {
    process.env.OPERATOR_EMAIL = 'race-operator@example.com';
    try {
      const { token, user } = await loggedInAccount();
      const answers = (await allAtTheInsert(() =>
        Promise.all(
          Array.from({ length: PARALLEL }, () =>
            call(applyContinuation, '/sys-api/user/trial-continuation', { token, body: application }),
          ),
        ),
      )) as Awaited<ReturnType<typeof call>>[];
      const codes = answers.map(({ body }) => body.code);
      expect(codes.filter((code) => code === 0)).toHaveLength(1);
      const refused = answers.filter(({ body }) => body.code !== 0);
      expect(refused).toHaveLength(PARALLEL - 1);
      for (const { status, body } of refused) {
        expect(status).toBe(200);
        expect(body).toMatchObject({ code: ApiCode.conflict, message: '您的申请已提交，请等待运营人员联系' });
      }
      const rows = await (
        await getDb()
      )
        .select()
        .from(trialContinuations)
        .where(eq(trialContinuations.corpId, user.corpId));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('pending');
      expect(await outbox('race-operator@example.com')).toHaveLength(1);
    } finally {
      delete process.env.OPERATOR_EMAIL;
    }
  });

  it('leave a corporation free to apply again once its application is answered', async () => {
    const { token, user } = await loggedInAccount();
    const first = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token,
      body: application,
    });
    expect(first.body.code).toBe(0);
    const db = await getDb();
    await db
      .update(trialContinuations)
      .set({ status: 'declined' })
      .where(eq(trialContinuations.corpId, user.corpId));
    const again = await call(applyContinuation, '/sys-api/user/trial-continuation', {
      token,
      body: application,
    });
    expect(again.body.code).toBe(0);
  });
});
