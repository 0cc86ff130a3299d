import 'server-only';
import { rawAnswer, type RawAnswer } from '@/lib/server/http/raw-answer';

export interface AudioAnswer {
  audio: Buffer;
  mimeType: string;
  /** Extra response headers, e.g. the clip's duration. */
  headers?: Record<string, string>;
}

/**
 * Audio bytes as a route's answer: the one wrapper still authenticates, parses the input and turns every failure
 * into the translated envelope; on success the clip goes out as it is, with caching the envelope never has.
 */
export function audioAnswer(answer: AudioAnswer): RawAnswer {
  const headers = new Headers({
    'content-type': answer.mimeType,
    'content-length': String(answer.audio.byteLength),
    // The same inputs always give the same clip, but a clip is the caller's own: no shared caches.
    'cache-control': 'private, max-age=3600',
    ...answer.headers,
  });
  return rawAnswer(new Response(new Uint8Array(answer.audio), { status: 200, headers }));
}
