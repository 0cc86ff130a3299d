import { loadClientConfig } from '@/lib/config/client-config';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { createApiClient, type ApiClient } from './client';
import { clearUserData, readUserData } from './user-storage';

interface WebClientHooks {
  notify: (message: string) => void;
  messages: { unknownError: string; loginExpired: string; loggedInElsewhere: string };
}

// Until the providers mount, messages fall back to the spec's own Chinese texts.
let hooks: WebClientHooks = {
  notify: () => {},
  messages: {
    unknownError: '未知异常',
    loginExpired: '登录信息已过期，请重新登录',
    loggedInElsewhere: '账号已在其他地方登录',
  },
};

export function configureWebClient(next: WebClientHooks) {
  hooks = next;
}

const loginPath = () => (window.location.pathname.startsWith('/mobile') ? '/mobile/login' : '/login');

function endSession(message: string) {
  hooks.notify(message);
  clearUserData();
  // A short pause lets the message be seen before the page changes.
  setTimeout(() => window.location.assign(loginPath()), 1200);
}

let client: ApiClient | undefined;

/** The browser's one API client: the session travels in the httpOnly cookie, never as a token in script. */
export function webApiClient(): ApiClient {
  client ??= createApiClient({
    getConfig: loadClientConfig,
    // Tells the API to keep the session in the sealed httpOnly cookie instead of handing the token to script.
    headers: { [WEB_CLIENT_HEADER]: 'web' },
    getLang: () => document.documentElement.lang || 'zh',
    getIdentity: () => readUserData(),
    onSessionEnd: (code) =>
      endSession(code === 1000005 ? hooks.messages.loggedInElsewhere : hooks.messages.loginExpired),
    onUnauthorized: () => endSession(hooks.messages.loginExpired),
    notify: (message) => hooks.notify(message),
    get messages() {
      return hooks.messages;
    },
  });
  return client;
}
