import 'server-only';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { readBytes } from '@/lib/server/storage/file-store';
import { fileStore } from '@/lib/server/storage/store';

/**
 * A portrait's stored photo as the answer's bytes (the capture keeps a PNG or a JPEG), under the caller's cache
 * rule; 404 when there is none. The owner's and the runtime's photo addresses differ only in who may ask.
 */
export async function photoAnswer(key: string | null | undefined, cacheControl: string) {
  const stored = key ? await fileStore().get(key) : null;
  if (!stored) throw new ApiFailure(ApiCode.notFound, 'notFound');
  const bytes = await readBytes(stored);
  return rawAnswer(
    new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': bytes[0] === 0x89 ? 'image/png' : 'image/jpeg',
        'content-length': String(bytes.byteLength),
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}
