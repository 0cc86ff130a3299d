import { auditQuery } from '@/features/operator/contract';
import { listAudit } from '@/features/operator/server/audit-list';
import { apiRoute, operatorAudience } from '@/lib/server/http/route';

// GET /api/operator/audit – the audit log, filtered and paged. There is no route that changes or deletes entries.
export const GET = apiRoute(
  { input: auditQuery, audience: operatorAudience('audit.read') },
  ({ db, input }) => listAudit(db, input),
);
