import { loginRequest } from '@/features/accounts/contract';
import { passwordLogin } from '@/features/accounts/server/login';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/login – username (email) + password + image captcha; ends the account's earlier login
export const POST = apiRoute(
  { input: loginRequest, auth: 'none' },
  ({ db, input, ip, webClient, setSession, cookies }) =>
    passwordLogin(db, input, { ip, webClient, setSession, cookies }),
);
