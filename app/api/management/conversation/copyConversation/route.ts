import { lockSessionLimits } from '@/app/_compose/plans-ports';
import { copySessionEndpoint } from '@/features/sessions/endpoints';
import { copySession } from '@/features/sessions/server/sessions/create';
import { ApiCode } from '@/lib/contract/codes';
import { ApiFailure } from '@/lib/server/http/failure';
import { apiRoute } from '@/lib/server/http/route';
import { sessionCatalogue } from '@/app/_compose/session-catalogue';

// GET /api/management/conversation/copyConversation – a copy named "<name> (copy)", subject to the limits
export const GET = apiRoute(copySessionEndpoint, async ({ db, identity, input, lang, webClient }) => {
  // The spec makes this write a GET, which a link on another site could send with the login cookie; the app's
  // own calls carry the web-client header, which no link or image can.
  if (identity.viaCookie && !webClient) throw new ApiFailure(ApiCode.badOrigin, 'badOrigin');
  return copySession(db, sessionCatalogue, identity, input.conversationId, lang, lockSessionLimits);
});
