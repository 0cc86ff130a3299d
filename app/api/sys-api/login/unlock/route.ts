import { NextResponse } from 'next/server';
import { withBasePath } from '@/lib/config/base-path';
import { loginUnlockEndpoint } from '@/features/accounts/endpoints';
import { deviceCookie } from '@/features/accounts/server/device-cookie';
import { userIdFromUnlockToken } from '@/features/accounts/server/unlock-link';
import { apiRoute } from '@/lib/server/http/route';
import { rawAnswer } from '@/lib/server/http/raw-answer';

// GET /api/sys-api/login/unlock – the link mailed when strangers' failures lock the account: the browser opening it
// gets the owner's device cookie, which the account-wide lock does not hold back, and goes on to /login. A redirect,
// not an envelope: the wrapper passes it on as it is.
export const GET = apiRoute(loginUnlockEndpoint, async ({ request }) => {
  const userId = userIdFromUnlockToken(new URL(request.url).searchParams.get('t'));
  const response = new NextResponse(null, {
    status: 303,
    headers: {
      location: withBasePath('/login'),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
  if (userId) {
    const device = deviceCookie(userId);
    response.cookies.set(device.name, device.value, device.options);
  }
  return rawAnswer(response);
});
