import { resetPasswordRequest } from '@/lib/contract/accounts';
import { resetPassword } from '@/lib/server/accounts/register';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/password/reset – sets a new password with an email code and ends every open login
export const POST = apiRoute({ input: resetPasswordRequest, auth: 'none' }, ({ db, input, ip }) =>
  resetPassword(db, input, { ip }),
);
