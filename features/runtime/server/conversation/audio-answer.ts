import 'server-only';
import { bytesResponse } from '@/lib/server/http/byte-range';

const CLIP_PATH = /\/([0-9a-f]{64})\.wav$/;

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * `GET /api/bot/audio/<clipId>.wav`: a sentence's clip, only one this server made. A clip's id is the hash of
 * what made it, so its bytes never change: cached for good, and served by ranges for the players that ask so.
 */
export async function clipAnswer(
  request: Request,
  find: (clipId: string) => Promise<Uint8Array | undefined>,
): Promise<Response> {
  const clipId = CLIP_PATH.exec(new URL(request.url).pathname)?.[1];
  const audio = clipId ? await find(clipId) : undefined;
  if (!audio) return notFound();
  return bytesResponse(request, new Uint8Array(audio), {
    'content-type': 'audio/wav',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
}
