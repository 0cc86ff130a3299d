import { LOGGED_IN_HINT_COOKIE } from '@/lib/config/cookies';

/**
 * Marks `<html data-signed-in>` before first paint when the login hint cookie is set, so CSS draws the header's
 * console entry from the start: the pages are static and the same for everyone, and an entry that appeared only
 * once a script ran would push the header about. A string of its own so the proxy can allow it by hash on pages
 * rendered per request (lib/security/page-policy.ts).
 */
export const SIGNED_IN_SCRIPT = `try{if(/(?:^|;\\s*)${LOGGED_IN_HINT_COOKIE}=1/.test(document.cookie))document.documentElement.dataset.signedIn='1'}catch(e){}`;
