import { sendEmailCodeEndpoint } from '@/features/accounts/endpoints';
import { sendEmailCode } from '@/features/accounts/server/send-codes';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/email/code – mails a six-digit code for registering or resetting the password
export const POST = apiRoute(sendEmailCodeEndpoint, ({ db, input, lang, ip }) =>
  sendEmailCode(db, input, { lang, ip }),
);
