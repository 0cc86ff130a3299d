import { registerRequest } from '@/lib/contract/accounts';
import { register } from '@/lib/server/accounts/register';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/register – creates the corporation and its first user from an email code
export const POST = apiRoute({ input: registerRequest, auth: 'none' }, ({ db, input, ip }) =>
  register(db, input, { ip }),
);
