import { captchaRequest } from '@/lib/contract/accounts';
import { createCaptcha } from '@/lib/server/accounts/captcha';
import { apiRoute } from '@/lib/server/api/route';

// GET /api/sys-api/captcha – a new image captcha (pass `captchaId` to refresh the one shown)
export const GET = apiRoute({ input: captchaRequest, auth: 'none' }, ({ db, input, ip }) =>
  createCaptcha(db, { replaces: input.captchaId, ip }),
);
