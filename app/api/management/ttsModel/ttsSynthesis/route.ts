import { ttsSynthesisEndpoint } from '@/features/speech/endpoints';
import { auditionFor } from '@/features/speech/server/audition-answer';
import { audioAnswer } from '@/features/speech/server/audio-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/management/ttsModel/ttsSynthesis – the audition: a WAV clip of the voice, cached by its inputs
export const POST = apiRoute(ttsSynthesisEndpoint, async ({ identity, input, requestId }) => {
  const clip = await auditionFor(identity.userId, input, requestId);
  return audioAnswer({
    audio: clip.audio,
    mimeType: clip.mimeType,
    headers: { 'x-audio-duration-ms': String(clip.durationMs), 'x-tts-cache': clip.cached || 'miss' },
  });
});
