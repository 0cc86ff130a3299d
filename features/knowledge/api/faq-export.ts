import type { FaqExportRequest } from '@/features/knowledge/contract';
import { webGetBlob } from '@/lib/api-client/web-client';
import { faqExportEndpoint } from '../endpoints';
import { fileDate, saveFile } from '@/lib/api-client/save-file';

// GET /management/knowledge/faq/export – the items under the list's filters as .xlsx, in the template's columns.
export async function downloadFaqExport(filters: FaqExportRequest) {
  saveFile(await webGetBlob(faqExportEndpoint.path, filters), `faq-export-${fileDate()}.xlsx`);
}
