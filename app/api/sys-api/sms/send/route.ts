import { sendSmsRequest } from '@/lib/contract/accounts';
import { sendSmsCode } from '@/lib/server/accounts/send-codes';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/sms/send – sends a login code by SMS (image captcha required)
export const POST = apiRoute({ input: sendSmsRequest, auth: 'none' }, ({ db, input, lang, ip }) =>
  sendSmsCode(db, input, { lang, ip }),
);
