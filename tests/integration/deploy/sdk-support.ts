import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, hostedExperiences, resourceGrants } from '@/features/deploy/server/tables';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';

export async function corpIdOf(email: string) {
  const db = await getDb();
  const [user] = await db.select({ corpId: users.corpId }).from(users).where(eq(users.email, email));
  return user!.corpId;
}

/** An application of the account's corporation serving `sessionId`, its grant ending `endsInDays` from now. */
export async function application(email: string, sessionId: string | null, endsInDays = 30) {
  const db = await getDb();
  const corpId = await corpIdOf(email);
  const grantId = randomUUID();
  await db.insert(resourceGrants).values({
    id: grantId,
    corpId,
    source: 'order',
    concurrency: 2,
    endsAt: new Date(Date.now() + endsInDays * 86400e3),
  });
  const appId = `app_${randomUUID().replaceAll('-', '')}`;
  await db.insert(applications).values({
    id: appId,
    corpId,
    grantId,
    name: `App ${appId.slice(-6)}`,
    concurrency: 1,
    conversationId: sessionId,
    keyHash: randomUUID(),
    keyHint: 'sk_…test',
  });
  return appId;
}

/** The corporation's hosted experience, allowing `origins` to embed its digital humans. */
export async function allowOrigins(email: string, origins: string[]) {
  const db = await getDb();
  const corpId = await corpIdOf(email);
  const values = {
    corpId,
    endUrl: 'https://shop.example/thanks',
    title: 'Welcome',
    content: 'Talk to us',
    buttonText: 'Start',
    errorText: 'Sorry',
    allowedOrigins: origins,
  };
  await db
    .insert(hostedExperiences)
    .values(values)
    .onConflictDoUpdate({ target: hostedExperiences.corpId, set: { allowedOrigins: origins } });
}
