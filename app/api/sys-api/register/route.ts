import { accountTrial } from '@/app/_compose/plans-ports';
import { registerEndpoint } from '@/features/accounts/endpoints';
import { register } from '@/features/accounts/server/register';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/register – creates the corporation and its first user from an email code
export const POST = apiRoute(registerEndpoint, ({ db, input, ip }) =>
  register(db, input, { ip }, accountTrial),
);
