import { revokeToken } from '@/lib/server/auth/tokens';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/logout – revokes the token and clears the session cookies (also when the token is already dead)
export const POST = apiRoute({ auth: 'optional' }, async ({ db, identity, clearSession }) => {
  if (identity) await revokeToken(db, identity.tokenId, 'logout');
  clearSession();
  return null;
});
