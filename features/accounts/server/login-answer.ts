import 'server-only';
import type { LoginResponse } from '@/features/accounts/contract';
import { withEffects } from '@/lib/server/http/response-effects';
import type { LoginOutcome } from './login';

/**
 * The answer to a login: the web app (`x-dh-client: web`) gets the token sealed in the web session's cookie and
 * none in the body; SDK and server callers get the token. Both get the device cookie.
 */
export function loginAnswer({ token, user, device }: LoginOutcome, webClient: boolean) {
  const body: LoginResponse = webClient ? { user } : { token, user };
  return withEffects(body, {
    webSession: webClient ? { token, userId: user.userId, corpId: user.corpId } : undefined,
    cookies: [device],
  });
}
