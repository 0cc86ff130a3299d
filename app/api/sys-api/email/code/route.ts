import { sendEmailCodeRequest } from '@/lib/contract/accounts';
import { sendEmailCode } from '@/lib/server/accounts/send-codes';
import { apiRoute } from '@/lib/server/api/route';

// POST /api/sys-api/email/code – mails a six-digit code for registering or resetting the password
export const POST = apiRoute({ input: sendEmailCodeRequest, auth: 'none' }, ({ db, input, lang, ip }) =>
  sendEmailCode(db, input, { lang, ip }),
);
