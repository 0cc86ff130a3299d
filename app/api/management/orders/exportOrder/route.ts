import { exportOrderEndpoint } from '@/features/billing/endpoints';
import { exportOrders } from '@/features/billing/server/orders/export-orders';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/orders/exportOrder – the filtered orders as an .xlsx workbook
export const POST = apiRoute(exportOrderEndpoint, ({ db, input, identity, lang }) =>
  exportOrders(db, identity.corpId, input, lang),
);
