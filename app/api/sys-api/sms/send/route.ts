import { sendSmsRequest } from '@/features/accounts/contract';
import { sendSmsCode } from '@/features/accounts/server/send-codes';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/sms/send – sends a login code by SMS (image captcha required)
export const POST = apiRoute({ input: sendSmsRequest, audience: 'public' }, ({ db, input, lang, ip }) =>
  sendSmsCode(db, input, { lang, ip }),
);
