import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { log } from '@/lib/server/log';
import { fileStore } from '@/lib/server/storage/store';
import type { SubmissionRow } from './submission-rows';

/**
 * The licence's bytes, for a caller already allowed to read them (its corporation, an operator). Private: never
 * cached by a shared cache, never sniffed into another type, shown inline (an image or pdf in the browser).
 */
export async function licenceResponse(row: SubmissionRow) {
  const stored = await fileStore().get(row.licenceKey);
  if (!stored) {
    log.warn({ key: row.licenceKey }, 'certification licence without bytes');
    throw new ApiFailure(ApiCode.notFound, 'notFound');
  }
  const headers: Record<string, string> = {
    'content-type': row.licenceMimeType,
    'content-disposition': 'inline',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
  if (stored.size !== null) headers['content-length'] = String(stored.size);
  return rawAnswer(new Response(stored.body, { status: 200, headers }));
}
