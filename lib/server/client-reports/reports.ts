import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ReportWarningRequest } from '@/lib/contract/client-reports';
import type { Db } from '@/lib/server/db/client';
import { clientReports } from '@/lib/server/client-reports/tables';
import { consumeAll } from '@/lib/server/rate-limit/limiters';

/** A browser in an error loop must not flood the table: 20 reports a minute and 200 a day per client IP. */
const PER_IP_MINUTE = { keyPrefix: 'report-warning:ip:1m', points: 20, duration: 60 };
const PER_IP_DAY = { keyPrefix: 'report-warning:ip:1d', points: 200, duration: 24 * 3600 };

interface Reporter {
  ip: string;
  userId: string | null;
  userAgent: string | null;
}

export async function storeClientReport(db: Db, input: ReportWarningRequest, reporter: Reporter) {
  await consumeAll([
    [PER_IP_MINUTE, reporter.ip],
    [PER_IP_DAY, reporter.ip],
  ]);
  const id = randomUUID();
  await db.insert(clientReports).values({
    id,
    platform: input.content.platform,
    uuid: input.content.uuid,
    reportedAt: input.content.timestamp,
    text: input.content.text,
    userId: reporter.userId,
    ip: reporter.ip,
    userAgent: reporter.userAgent?.slice(0, 500) ?? null,
  });
  return { id };
}
