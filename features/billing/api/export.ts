import type { OrderExportRequest } from '@/features/billing/contract';
import { webPostBlob } from '@/lib/api-client/web-client';
import { exportOrderEndpoint } from '../endpoints';

/** Hands bytes to the browser as a download named `fileName`. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// POST /management/orders/exportOrder – the orders under the list's filters as .xlsx.
export async function downloadOrders(filters: OrderExportRequest) {
  const day = new Date().toISOString().slice(0, 10);
  saveFile(await webPostBlob(exportOrderEndpoint.path, filters), `orders-${day}.xlsx`);
}
