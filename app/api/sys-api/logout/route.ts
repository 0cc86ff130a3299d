import { logoutEndpoint } from '@/lib/contract/platform-endpoints';
import { revokeToken } from '@/lib/server/auth/tokens';
import { withEffects } from '@/lib/server/http/response-effects';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/logout – revokes the token and clears the session cookies (also when the token is already dead)
export const POST = apiRoute(logoutEndpoint, async ({ db, identity }) => {
  if (identity) await revokeToken(db, identity.tokenId, 'logout');
  return withEffects(null, { webSession: 'end' });
});
