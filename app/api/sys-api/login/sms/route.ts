import { smsLoginRequest } from '@/lib/contract/accounts';
import { smsLogin } from '@/lib/server/accounts/login';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/login/sms – mobile number + SMS code; ends the account's earlier login
export const POST = apiRoute(
  { input: smsLoginRequest, auth: 'none' },
  ({ db, input, ip, webClient, setSession, cookies }) =>
    smsLogin(db, input, { ip, webClient, setSession, cookies }),
);
