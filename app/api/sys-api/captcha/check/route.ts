import { captchaCheckEndpoint } from '@/features/accounts/endpoints';
import { verifyCaptcha } from '@/features/accounts/server/captcha';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/captcha/check – checks an answer; a wrong one burns the captcha, a right one keeps it for the form
export const POST = apiRoute(captchaCheckEndpoint, async ({ db, input }) => {
  await verifyCaptcha(db, input.captchaId, input.captchaCode, false);
  return null;
});
