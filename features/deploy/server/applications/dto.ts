import 'server-only';
import { desc, eq, type SQL } from 'drizzle-orm';
import { resourceStatus, type ApplicationDto } from '@/features/deploy/contract/applications';
import type { Db } from '@/lib/server/db/client';
import { grantTerms } from '../grants/grants';
import type { DeployPorts } from '../ports';
import { applications, resourceGrants } from '../tables';

type AppRow = typeof applications.$inferSelect;
type GrantRow = typeof resourceGrants.$inferSelect;
export type AppWithGrant = { app: AppRow; grant: GrantRow };

/** Applications with their grants, newest first. */
export const appsWithGrants = (db: Db, where: SQL | undefined) =>
  db
    .select({ app: applications, grant: resourceGrants })
    .from(applications)
    .innerJoin(resourceGrants, eq(resourceGrants.id, applications.grantId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id));

/** The DTOs of the corporation's `rows`: the session names and the slots in use looked up once for all. */
export async function describeApps(
  db: Db,
  corpId: string,
  rows: AppWithGrant[],
  ports: Pick<DeployPorts, 'sessionNames' | 'inUse'>,
): Promise<ApplicationDto[]> {
  const sessionIds = rows.flatMap(({ app }) => (app.conversationId ? [app.conversationId] : []));
  const [names, inUse] = await Promise.all([
    sessionIds.length ? ports.sessionNames(db, corpId, sessionIds) : new Map<string, string>(),
    rows.length ? ports.inUse(db, corpId) : new Map<string, number>(),
  ]);
  return rows.map(({ app, grant }) => ({
    appId: app.id,
    name: app.name,
    concurrency: app.concurrency,
    conversationId: app.conversationId,
    conversationName: app.conversationId ? (names.get(app.conversationId) ?? null) : null,
    keyHint: app.keyHint,
    status: resourceStatus(grant),
    grant: grantTerms(grant),
    inUse: inUse.get(app.id) ?? 0,
    keyRotateTime: app.keyRotatedAt?.toISOString() ?? null,
    createTime: app.createdAt.toISOString(),
  }));
}
