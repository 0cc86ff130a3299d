import { mobileCodeEndpoint } from '@/features/accounts/endpoints';
import { sendMobileBindCode } from '@/features/accounts/server/mobile-binding';
import { apiRoute } from '@/lib/server/http/route';

// POST /api/sys-api/user/mobile/code – texts a code to the number the logged-in user wants to bind
export const POST = apiRoute(mobileCodeEndpoint, ({ db, identity, input, lang, ip }) =>
  sendMobileBindCode(db, identity.userId, input, { lang, ip }),
);
