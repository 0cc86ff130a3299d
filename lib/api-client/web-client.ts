import { withBasePath, withoutBasePath } from '@/lib/config/base-path';
import { loadClientConfig } from '@/lib/config/client-config';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@/lib/contract/endpoint';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';
import { deviceOfPath, devicePath } from '@/lib/routing/device-path.mjs';
import { createApiClient, type ApiClient } from './client';
import { clearUserData, readUserData } from './user-storage';

/** The client's own texts, translated by the page that configures it. */
export interface ApiLanguageMessages {
  unknownError: string;
  loginExpired: string;
  loggedInElsewhere: string;
}

interface WebClientHooks {
  notify: (message: string) => void;
  messages: ApiLanguageMessages;
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

const loginPath = () => devicePath('/login', deviceOfPath(withoutBasePath(window.location.pathname)));

/** The login page says why the session ended (`reason`) and returns to this page after login. */
function endSession(message: string, reason: 'expired' | 'elsewhere') {
  hooks.notify(message);
  clearUserData();
  const here = withoutBasePath(window.location.pathname) + window.location.search;
  const target = `${loginPath()}?${new URLSearchParams({ reason, redirect: here })}`;
  // A short pause lets the message be seen before the page changes; a full load drops all client state.

  setTimeout(() => window.location.assign(withBasePath(target)), 1200);
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
      code === 1000005
        ? endSession(hooks.messages.loggedInElsewhere, 'elsewhere')
        : endSession(hooks.messages.loginExpired, 'expired'),
    onUnauthorized: () => endSession(hooks.messages.loginExpired, 'expired'),
    notify: (message) => hooks.notify(message),
    get messages() {
      return hooks.messages;
    },
  });
  return client;
}

/** The data of a successful GET through the web client (failures reject with an ApiError). */
export async function webGet<T>(path: string, payload?: object): Promise<T> {
  return (await webApiClient().get<T>(path, payload as Record<string, unknown> | undefined)).data;
}

/** The data of a successful POST through the web client (failures reject with an ApiError). */
export async function webPost<T>(path: string, payload?: object): Promise<T> {
  return (await webApiClient().post<T>(path, payload as Record<string, unknown> | undefined)).data;
}

/** The data of a successful DELETE through the web client (failures reject with an ApiError). */
export async function webDelete<T>(path: string, payload?: object): Promise<T> {
  return (await webApiClient().delete<T>(path, payload as Record<string, unknown> | undefined)).data;
}

/** The bytes of a successful POST answered with a file (an audio clip); envelope failures reject with an ApiError. */
export function webPostBlob(path: string, payload?: object): Promise<Blob> {
  return webApiClient().postBlob(path, payload as Record<string, unknown> | undefined);
}

/** The bytes of a successful GET answered with a file (a download); envelope failures reject with an ApiError. */
export function webGetBlob(path: string, payload?: object): Promise<Blob> {
  return webApiClient().getBlob(path, payload as Record<string, unknown> | undefined);
}

/** The data of a successful form upload through the web client, with progress (failures reject with an ApiError). */
export async function webUpload<T>(
  path: string,
  form: FormData,
  options?: Parameters<ApiClient['upload']>[2],
): Promise<T> {
  return (await webApiClient().upload<T>(path, form, options)).data;
}

/**
 * Calls an endpoint of a feature's contract through the web client: its method and path come from the contract, the
 * input and the answer's type from its schemas (failures reject with an ApiError). Uploads go through `webUpload`.
 */
export async function webCall<E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: EndpointInput<E> extends undefined ? [input?: undefined] : [input: EndpointInput<E>]
): Promise<EndpointOutput<E>> {
  const payload = input as Record<string, unknown> | undefined;
  const client = webApiClient();
  const call = {
    GET: client.get,
    DELETE: client.delete,
    POST: client.post,
    PUT: client.put,
  }[endpoint.method];
  return (await call.call(client, endpoint.path, payload)).data as EndpointOutput<E>;
}
