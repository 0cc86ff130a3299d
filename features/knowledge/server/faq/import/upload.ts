import 'server-only';
import { IMPORT_MAX_BYTES, type ImportType } from '@/features/knowledge/contract';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { detectImportType } from './detect-type';

export const importTooLarge = () =>
  new ApiFailure(ApiCode.validation, 'importTooLarge', {
    data: { fields: [{ field: 'file', message: 'tooLong' }] },
  });

const typeInvalid = () =>
  new ApiFailure(ApiCode.validation, 'importTypeInvalid', {
    data: { fields: [{ field: 'file', message: 'invalid' }] },
  });

/** The multipart `file` of an import: at most 50 MB, and a workbook or CSV by its content. */
export async function checkImportUpload(file: File): Promise<{ bytes: Uint8Array; type: ImportType }> {
  if (file.size > IMPORT_MAX_BYTES) throw importTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectImportType(bytes);
  if (!type) throw typeInvalid();
  return { bytes, type };
}
