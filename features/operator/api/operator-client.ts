import { withBasePath, withoutBasePath } from '@/lib/config/base-path';
import { ApiCode } from '@/lib/contract/codes';
import type { AnyEndpoint, EndpointInput, EndpointOutput, HttpMethod } from '@/lib/contract/endpoint';
import type { Envelope } from '@/lib/contract/envelope';
import { WEB_CLIENT_HEADER } from '@/lib/contract/paths';

// The back office's own small API client: the operator cookie travels by itself, and a refused session goes to the
// operators' login, never the customers' (the console's web client would send it to /login).

export class OperatorApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }
}

const OPERATOR_LOGIN = '/operator/login';

async function request<T>(method: HttpMethod, path: string, payload?: object): Promise<T> {
  const inQuery = method === 'GET' || method === 'DELETE';
  const url = new URL(withBasePath(`/api${path}`), window.location.origin);
  url.searchParams.set('lang', document.documentElement.lang || 'zh');
  if (inQuery)
    for (const [key, value] of Object.entries(payload ?? {}))
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: {
      [WEB_CLIENT_HEADER]: 'web',
      ...(inQuery ? {} : { 'content-type': 'application/json' }),
    },
    body: inQuery ? undefined : JSON.stringify(payload ?? {}),
    credentials: 'same-origin',
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.code === ApiCode.ok) return body.data;
  if (body.code === ApiCode.unauthenticated && withoutBasePath(window.location.pathname) !== OPERATOR_LOGIN) {
    const here = withoutBasePath(window.location.pathname) + window.location.search;

    window.location.assign(withBasePath(`${OPERATOR_LOGIN}?redirect=${encodeURIComponent(here)}`));
  }
  throw new OperatorApiError(Number(body.code), body.message ?? body.msg ?? '', body.data);
}

export const operatorGet = <T>(path: string, query?: object) => request<T>('GET', path, query);
export const operatorPost = <T>(path: string, body?: object) => request<T>('POST', path, body);

/** Calls a back-office endpoint by its declaration (`features/operator/endpoints.ts`). */
export const operatorCall = <E extends AnyEndpoint>(
  endpoint: E,
  ...[input]: EndpointInput<E> extends undefined ? [input?: undefined] : [input: EndpointInput<E>]
): Promise<EndpointOutput<E>> =>
  request<EndpointOutput<E>>(endpoint.method, endpoint.path, input as object | undefined);
