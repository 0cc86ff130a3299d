import 'server-only';
import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { ConcurrencyStat, statConcurrentRequest } from '@/features/deploy/contract/applications';
import type { Db } from '@/lib/server/db/client';
import { grantsOf } from '../grants/grants';
import { ensurePlanGrant } from '../grants/plan-grant';
import type { DeployPorts } from '../ports';
import { applications } from '../tables';
import { bucketStarts, fillPeaks, levelsByPool, statWindow } from './stat-series';

/**
 * `statConcurrentByCorpId`: concurrency in use over the last hours, the peak of each bucket, for the corporation
 * and per application (plus the conversations without one), with what is in use now and what was granted.
 */
export async function statConcurrent(
  db: Db,
  corpId: string,
  query: z.output<typeof statConcurrentRequest>,
  ports: Pick<DeployPorts, 'planConcurrency' | 'inUse' | 'levels'>,
  now: Date = new Date(),
): Promise<ConcurrencyStat> {
  const window = statWindow(now, query.hours, query.bucketMinutes);
  await ensurePlanGrant(db, corpId, ports.planConcurrency);
  const [grants, apps, inUse, levels] = await Promise.all([
    grantsOf(db, corpId),
    db
      .select({ id: applications.id, name: applications.name, concurrency: applications.concurrency })
      .from(applications)
      .where(eq(applications.corpId, corpId))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    ports.inUse(db, corpId),
    ports.levels(db, corpId, window),
  ]);
  const active = grants.filter((grant) => grant.active);
  const total = active.reduce((sum, grant) => sum + grant.concurrency, 0);
  const assigned = active.reduce((sum, grant) => sum + grant.assigned, 0);
  const pools = levelsByPool(levels);
  const peaksOf = (pool: string) => fillPeaks(pools.get(pool) ?? [], window.buckets);
  return {
    buckets: bucketStarts(window),
    bucketMinutes: query.bucketMinutes,
    peaks: peaksOf('*'),
    series: [
      ...apps.map((app) => ({
        appId: app.id,
        name: app.name,
        concurrency: app.concurrency,
        peaks: peaksOf(app.id),
        inUse: inUse.get(app.id) ?? 0,
      })),
      {
        appId: null,
        name: null,
        concurrency: Math.max(0, total - assigned),
        peaks: peaksOf(''),
        inUse: inUse.get('') ?? 0,
      },
    ],
    inUse: [...inUse.values()].reduce((sum, n) => sum + n, 0),
    total,
    assigned,
  };
}
