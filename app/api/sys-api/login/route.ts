import { loginEndpoint } from '@/features/accounts/endpoints';
import { DEVICE_COOKIE } from '@/features/accounts/server/device-cookie';
import { passwordLogin } from '@/features/accounts/server/login';
import { loginAnswer } from '@/features/accounts/server/login-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/login – username (email) + password + image captcha; ends the account's earlier login
export const POST = apiRoute(loginEndpoint, async ({ db, input, ip, webClient, cookie }) =>
  loginAnswer(await passwordLogin(db, input, { ip, deviceCookie: cookie(DEVICE_COOKIE) }), webClient),
);
