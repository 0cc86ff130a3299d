import { choicesCatalogue } from '@/app/_compose/session-choices';
import { dialogPlatformListEndpoint } from '@/features/sessions/endpoints/choices';
import { dialogPlatforms } from '@/features/sessions/server/choices/choices';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/conversation-api/dialogPlatform/list – the dialog engines a character can use in a language (spec §7)
export const GET = apiRoute(dialogPlatformListEndpoint, ({ db, input }) =>
  dialogPlatforms(db, choicesCatalogue, input),
);
