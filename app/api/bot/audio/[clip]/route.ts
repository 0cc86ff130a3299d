import { audioClipEndpoint } from '@/features/runtime/endpoints';
import { clipAnswer } from '@/features/runtime/server/conversation/audio-answer';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';
import { findClip } from '../../_compose/runtime-ports';

// GET /api/bot/audio/<clipId>.wav – a sentence's clip (public, immutable, Range requests answer 206)
export const GET = apiRoute(audioClipEndpoint, async ({ request }) =>
  rawAnswer(await clipAnswer(request, findClip)),
);
