import { resetPasswordEndpoint } from '@/features/accounts/endpoints';
import { resetPassword } from '@/features/accounts/server/register';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/password/reset – sets a new password with an email code and ends every open login
export const POST = apiRoute(resetPasswordEndpoint, ({ db, input, ip }) => resetPassword(db, input, { ip }));
