import { backgroundListEndpoint } from '@/features/catalogue/endpoints';
import { backgroundsFor } from '@/features/catalogue/server/backgrounds';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/background/list – built-in scenes (the character's styles first), then the caller's uploads
export const GET = apiRoute(backgroundListEndpoint, ({ db, input, identity }) =>
  backgroundsFor(db, identity.corpId, input.characterCode || undefined),
);
