import { useMutation } from '@tanstack/react-query';
import type { TtsSynthesisRequest } from '@/features/speech/contract';
import { ttsSynthesisEndpoint } from '@/features/speech/endpoints';
import { webPostBlob } from '@/lib/api-client/web-client';

// POST /management/ttsModel/ttsSynthesis – a voice's audition as a WAV clip (refusals reject with an ApiError).
export const fetchAudition = (request: TtsSynthesisRequest): Promise<Blob> =>
  webPostBlob(ttsSynthesisEndpoint.path, request);

/** Clips are cached by the server, so the same settings come back at once; each call is a fresh mutation. */
export const useAudition = () => useMutation({ mutationFn: fetchAudition });
