import { auditListEndpoint } from '@/features/operator/endpoints';
import { listAudit } from '@/features/operator/server/audit-list';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/operator/audit – the audit log, filtered and paged. There is no route that changes or deletes entries.
export const GET = apiRoute(auditListEndpoint, ({ db, input }) => listAudit(db, input));
