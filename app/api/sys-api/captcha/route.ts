import { captchaEndpoint } from '@/features/accounts/endpoints';
import { createCaptcha } from '@/features/accounts/server/captcha';
import { apiRoute } from '@/lib/server/http/route';

// GET /api/sys-api/captcha – a new image captcha (pass `captchaId` to refresh the one shown)
export const GET = apiRoute(captchaEndpoint, ({ db, input, ip }) =>
  createCaptcha(db, { replaces: input.captchaId, ip }),
);
