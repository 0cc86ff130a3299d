import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, resourceGrants } from '@/features/deploy/server/tables';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';

// Applications written straight into the tables, for the tests of what uses them (starts, tickets, tokens, hosted
// pages); tests/integration/deploy/applications.test.ts covers making them through the API.

export async function corpIdOf(email: string) {
  const db = await getDb();
  const [user] = await db.select({ corpId: users.corpId }).from(users).where(eq(users.email, email));
  return user!.corpId;
}

/**
 * An application of the account's corporation serving `sessionId` with `concurrency` slots, on a grant of its own
 * (twice that) ending `endsInDays` from now.
 */
export async function application(email: string, sessionId: string | null, endsInDays = 30, concurrency = 1) {
  const db = await getDb();
  const corpId = await corpIdOf(email);
  const grantId = randomUUID();
  await db.insert(resourceGrants).values({
    id: grantId,
    corpId,
    source: 'order',
    concurrency: concurrency * 2,
    endsAt: new Date(Date.now() + endsInDays * 86400e3),
  });
  const appId = `app_${randomUUID().replaceAll('-', '')}`;
  await db.insert(applications).values({
    id: appId,
    corpId,
    grantId,
    name: `App ${appId.slice(-6)}`,
    concurrency,
    conversationId: sessionId,
    keyHash: randomUUID(),
    keyHint: 'sk_…test',
  });
  return appId;
}
