import type { OrderExportRequest } from '@/features/billing/contract';
import { fileDate, saveFile } from '@/lib/api-client/save-file';
import { webPostBlob } from '@/lib/api-client/web-client';
import { exportOrderEndpoint } from '../endpoints';

// POST /management/orders/exportOrder – the orders under the list's filters as .xlsx.
export async function downloadOrders(filters: OrderExportRequest) {
  saveFile(await webPostBlob(exportOrderEndpoint.path, filters), `orders-${fileDate()}.xlsx`);
}
