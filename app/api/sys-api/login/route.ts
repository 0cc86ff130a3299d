import { loginRequest } from '@/lib/contract/accounts';
import { passwordLogin } from '@/lib/server/accounts/login';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/login – username (email) + password + image captcha; ends the account's earlier login
export const POST = apiRoute(
  { input: loginRequest, auth: 'none' },
  ({ db, input, ip, webClient, setSession, cookies }) =>
    passwordLogin(db, input, { ip, webClient, setSession, cookies }),
);
