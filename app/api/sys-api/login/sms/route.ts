import { smsLoginRequest } from '@/features/accounts/contract';
import { smsLogin } from '@/features/accounts/server/login';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/login/sms – mobile number + SMS code; ends the account's earlier login
export const POST = apiRoute(
  { input: smsLoginRequest, auth: 'none' },
  ({ db, input, ip, webClient, setSession, cookies }) =>
    smsLogin(db, input, { ip, webClient, setSession, cookies }),
);
