import { captchaRequest } from '@/features/accounts/contract';
import { createCaptcha } from '@/features/accounts/server/captcha';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/captcha – a new image captcha (pass `captchaId` to refresh the one shown)
export const GET = apiRoute({ input: captchaRequest, audience: 'public' }, ({ db, input, ip }) =>
  createCaptcha(db, { replaces: input.captchaId, ip }),
);
