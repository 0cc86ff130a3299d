import { sendSmsEndpoint } from '@/features/accounts/endpoints';
import { sendSmsCode } from '@/features/accounts/server/send-codes';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/sms/send – sends a login code by SMS (image captcha required)
export const POST = apiRoute(sendSmsEndpoint, ({ db, input, lang, ip }) =>
  sendSmsCode(db, input, { lang, ip }),
);
