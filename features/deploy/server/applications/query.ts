import 'server-only';
import type { z } from 'zod';
import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contract/paging';
import type { ApplicationDto, pageApplicationRequest } from '@/features/deploy/contract/applications';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { DeployPorts } from '../ports';
import { applications } from '../tables';
import { appsWithGrants, describeApps } from './dto';
import { pageOffset, toPage } from '@/lib/contract/paging';

type Ports = Pick<DeployPorts, 'sessionNames' | 'inUse'>;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `pageApplication`: the corporation's applications, newest first; never their keys. */
export async function pageApplications(
  db: Db,
  corpId: string,
  query: z.output<typeof pageApplicationRequest>,
  ports: Ports,
): Promise<Page<ApplicationDto>> {
  const filters: SQL[] = [eq(applications.corpId, corpId)];
  if (query.keyword) filters.push(ilike(applications.name, likePattern(query.keyword)));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    appsWithGrants(db, where).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return toPage(await describeApps(db, corpId, rows, ports), total?.n ?? 0, query);
}

/** `queryByAppId`: one of the corporation's applications; another's answers as one that does not exist. */
export async function applicationById(
  db: Db,
  corpId: string,
  appId: string,
  ports: Ports,
): Promise<ApplicationDto> {
  const rows = await appsWithGrants(db, and(eq(applications.id, appId), eq(applications.corpId, corpId)));
  if (rows.length === 0) throw new ApiFailure(ApiCode.notFound, 'applicationNotFound');
  return (await describeApps(db, corpId, rows, ports))[0]!;
}

/** The names of those of `ids` that are the corporation's applications (for analytics' breakdown). */
export async function applicationNames(
  db: Db,
  corpId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applications.id, name: applications.name })
    .from(applications)
    .where(and(eq(applications.corpId, corpId), inArray(applications.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The corporation's applications by name, at most `limit` (for a filter's choices). */
export async function applicationChoices(db: Db, corpId: string, limit = 200) {
  return db
    .select({ id: applications.id, name: applications.name })
    .from(applications)
    .where(eq(applications.corpId, corpId))
    .orderBy(applications.name)
    .limit(limit);
}

/** The corporation's applications, oldest first, with their keys' hints (the account's basics). */
export async function applicationKeys(db: Db, corpId: string) {
  const rows = await db
    .select({ appId: applications.id, name: applications.name, appKeyHint: applications.keyHint })
    .from(applications)
    .where(eq(applications.corpId, corpId))
    .orderBy(applications.createdAt, applications.id);
  return rows;
}
