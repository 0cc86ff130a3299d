import { robotImagePorts } from '@/app/_compose/robot-image-ports';
import { robotImageEndpoint } from '@/features/sessions/endpoints';
import { robotImageResponse } from '@/features/sessions/server/robot-image/robot-image';
import { rawAnswer } from '@/lib/server/http/raw-answer';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/robot/image – the session's picture as a PNG (public while published)
export const GET = apiRoute(robotImageEndpoint, async ({ db, identity, input, request }) =>
  rawAnswer(
    await robotImageResponse(
      db,
      robotImagePorts,
      identity?.corpId ?? null,
      input,
      request.headers.get('if-none-match'),
    ),
  ),
);
