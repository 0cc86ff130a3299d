import { ttsSynthesisRequest } from '@/features/sessions/contract';
import { auditionFor } from '@/features/sessions/server/catalogue/audition-answer';
import { audioRoute } from '@/features/sessions/server/catalogue/audio-route';

// POST /api/management/ttsModel/ttsSynthesis – the audition: a WAV clip of the voice, cached by its inputs
export const POST = audioRoute({ input: ttsSynthesisRequest }, async ({ identity, input, requestId }) => {
  const clip = await auditionFor(identity.userId, input, requestId);
  return {
    audio: clip.audio,
    mimeType: clip.mimeType,
    headers: { 'x-audio-duration-ms': String(clip.durationMs), 'x-tts-cache': clip.cached || 'miss' },
  };
});
