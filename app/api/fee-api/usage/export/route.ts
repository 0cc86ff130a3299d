import { usageExportEndpoint } from '@/features/billing/endpoints/usage';
import { exportUsage } from '@/features/billing/server/metering/export';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/fee-api/usage/export – the daily, per-application, per-session records or the call details as .xlsx
export const GET = apiRoute(usageExportEndpoint, ({ db, identity, input, lang }) =>
  exportUsage(db, identity.corpId, input, lang),
);
