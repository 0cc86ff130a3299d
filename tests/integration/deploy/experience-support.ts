import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as saveRoute } from '@/app/api/management/hostedExperience/save/route';
import { experiencePaths, type ExperienceSaveRequest } from '@/features/deploy/contract/experience';
import { applications, resourceGrants } from '@/features/deploy/server/tables';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';

export const EXPERIENCE: ExperienceSaveRequest = {
  endUrl: 'https://shop.example.com/thanks',
  title: 'Talk to Acme',
  content: 'Our guide answers your questions.',
  buttonText: 'Start talking',
  errorText: 'Acme is sorry.',
  allowedOrigins: [],
};

export async function saveExperience(token: string, changes: Partial<ExperienceSaveRequest> = {}) {
  const saved = await call(saveRoute, experiencePaths.save, { token, body: { ...EXPERIENCE, ...changes } });
  if (saved.body.code !== 0) throw new Error(`save: ${JSON.stringify(saved.body)}`);
}

/** An application of the account's corporation serving `sessionId` (until the applications API exists here). */
export async function servingApplication(email: string, sessionId: string) {
  const db = await getDb();
  const [user] = await db.select({ corpId: users.corpId }).from(users).where(eq(users.email, email));
  const grantId = randomUUID();
  await db.insert(resourceGrants).values({
    id: grantId,
    corpId: user!.corpId,
    source: 'order',
    concurrency: 2,
    endsAt: new Date(Date.now() + 30 * 86400e3),
  });
  const appId = `app_${randomUUID().replaceAll('-', '')}`;
  await db.insert(applications).values({
    id: appId,
    corpId: user!.corpId,
    grantId,
    name: `App ${appId.slice(-6)}`,
    concurrency: 1,
    conversationId: sessionId,
    keyHash: randomUUID(),
    keyHint: 'sk_…test',
  });
  return appId;
}
