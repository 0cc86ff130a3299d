import 'server-only';
import type { z } from 'zod';
import type { reportWarningRequest } from '@/lib/contract/client-reports';
import { REPORT_MAX_BYTES } from '@/lib/contract/report-limits';
import type { Identity } from '@/lib/server/http/identity';
import type { Db } from '@/lib/server/db/client';
import { storeClientReport } from './reports';

// The one handler behind both paths of a browser's error report (spec §7: `/common/reportWarning` in the client
// rules, `management/common/reportWarning` in the management API's list).

interface ReportContext {
  db: Db;
  input: z.output<typeof reportWarningRequest>;
  ip: string;
  identity: Identity | null;
  request: Request;
}

export const handleReportWarning = ({ db, input, ip, identity, request }: ReportContext) =>
  storeClientReport(db, input, {
    ip,
    userId: identity?.userId ?? null,
    userAgent: request.headers.get('user-agent'),
  });

/** Reports are size-capped before parsing. */
export const reportWarningRouteOptions = { maxBodyBytes: REPORT_MAX_BYTES };
