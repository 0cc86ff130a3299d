import 'server-only';
import type { AnalyticsChoices } from '@/features/analytics/contract';
import type { Db } from '@/lib/server/db/client';
import type { AnalyticsPorts } from './ports';

/** `GET /management/analytics/choices`: the corporation's sessions and applications the page can be narrowed to. */
export async function analyticsChoices(
  db: Db,
  corpId: string,
  ports: Pick<AnalyticsPorts, 'sessionChoices' | 'applicationChoices'>,
): Promise<AnalyticsChoices> {
  const [sessions, applications] = await Promise.all([
    ports.sessionChoices(db, corpId),
    ports.applicationChoices(db, corpId),
  ]);
  return { sessions, applications };
}
