import { smsLoginEndpoint } from '@/features/accounts/endpoints';
import { DEVICE_COOKIE } from '@/features/accounts/server/device-cookie';
import { smsLogin } from '@/features/accounts/server/login';
import { loginAnswer } from '@/features/accounts/server/login-answer';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/login/sms – mobile number + SMS code; ends the account's earlier login
export const POST = apiRoute(smsLoginEndpoint, async ({ db, input, ip, webClient, cookie }) =>
  loginAnswer(await smsLogin(db, input, { ip, deviceCookie: cookie(DEVICE_COOKIE) }), webClient),
);
