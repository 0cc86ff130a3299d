import ky, { HTTPError, type KyInstance } from 'ky';
import { SESSION_END_CODES, isSuccessCode } from '@/lib/contract/codes';
import type { Envelope } from '@/lib/contract/envelope';
import { ApiError } from './api-error';
import { buildUrl, servicePath, toQuery } from './request-url';
import { xhrUpload, type UploadProgress } from './xhr-upload';

/**
 * Spec §7 gives two readings of the timeout, 20 s and 300 000 ms. Ordinary calls use 20 s, so a stalled call
 * fails while the user still waits for it; the 5 minutes are for uploads, whose body may take that long to send.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

export interface ApiClientOptions {
  /** The service base URL and service name, from /config.json. */
  getConfig: () => Promise<{ serviceBaseUrl: string; serviceName: string }>;
  getLang: () => string;
  /** SDK and server callers hold a token; the web app leaves this out and relies on its httpOnly cookie. */
  getToken?: () => string | null | undefined;
  getIdentity?: () => { userId?: string; corpId?: string } | null | undefined;
  /** 50102 / 1000005 (and a 401 code): show the message, clear the session, go to /login. */
  onSessionEnd: (code: number, message: string) => void;
  /** HTTP 401 or 403: log out. */
  onUnauthorized: (status: number) => void;
  /** Shows a message to the user (an empty answer). */
  notify: (message: string) => void;
  messages: { unknownError: string; loginExpired: string };
  /** Sent with every call, e.g. the web app's `x-dh-client: web`. */
  headers?: Record<string, string>;
  origin?: string;
  fetch?: typeof fetch;
  /** Overrides REQUEST_TIMEOUT_MS (tests, or a caller that knows better). */
  timeoutMs?: number;
  /** Overrides UPLOAD_TIMEOUT_MS. */
  uploadTimeoutMs?: number;
}

export interface UploadOptions {
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

type Payload = Record<string, unknown>;

export interface ApiClient {
  get<T>(path: string, payload?: Payload): Promise<Envelope<T>>;
  delete<T>(path: string, payload?: Payload): Promise<Envelope<T>>;
  post<T>(path: string, payload?: Payload): Promise<Envelope<T>>;
  put<T>(path: string, payload?: Payload): Promise<Envelope<T>>;
  /** A POST answered with bytes (an audio clip); a JSON answer is an envelope and handled as one. */
  postBlob(path: string, payload?: Payload): Promise<Blob>;
  /** A GET answered with bytes (a download: an export, a template); a JSON answer is an envelope. */
  getBlob(path: string, payload?: Payload): Promise<Blob>;
  /**
   * Spec §7: a form upload sends its payload as is (no userId/corpId added), reporting progress. Browsers send it
   * through XMLHttpRequest; elsewhere (an SDK on a server) through fetch, without progress.
   */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<Envelope<T>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    credentials: 'same-origin',
    throwHttpErrors: false,
    headers: options.headers,
    fetch: options.fetch,
  });
  const origin = () => options.origin ?? globalThis.location?.origin ?? 'http://localhost';

  async function url(path: string, query: Payload = {}): Promise<string> {
    const { serviceBaseUrl, serviceName } = await options.getConfig();
    const token = options.getToken?.();
    return buildUrl(
      serviceBaseUrl,
      servicePath(path, serviceName),
      { ...toQuery(query), ...(token ? { token } : {}), lang: options.getLang() },
      origin(),
    );
  }

  const identity = () => {
    const id = options.getIdentity?.();
    return id ? { userId: id.userId, corpId: id.corpId } : {};
  };

  /** Spec §8 "Response handling", applied to every answer. */
  function settle<T>(status: number, body: unknown): Envelope<T> {
    if (status === 401 || status === 403) {
      options.onUnauthorized(status);
      throw new ApiError('http', options.messages.loginExpired, undefined, body, status);
    }
    const envelope = body as Envelope<T> | null;
    if (!envelope || typeof envelope !== 'object' || !('code' in envelope)) {
      const message = (envelope as { message?: string } | null)?.message || options.messages.unknownError;
      options.notify(message);
      throw new ApiError('empty', message, undefined, undefined, status);
    }
    const code = envelope.code;
    const message = envelope.message ?? envelope.msg ?? '';
    if (isSuccessCode(code)) return envelope;
    const numeric = Number(code);
    if (SESSION_END_CODES.includes(numeric) || numeric === 401) {
      const shown =
        numeric === 401 ? message || options.messages.loginExpired : options.messages.loginExpired;
      options.onSessionEnd(numeric, shown);
      throw new ApiError('session', shown, code, envelope.data, status);
    }
    throw new ApiError('code', message, code, envelope.data, status);
  }

  async function request(method: 'get' | 'delete' | 'post' | 'put', path: string, payload?: Payload) {
    const withIdentity = { ...identity(), ...payload };
    const queryOnly = method === 'get' || method === 'delete';
    try {
      return await http(await url(path, queryOnly ? withIdentity : {}), {
        method,
        json: queryOnly ? undefined : withIdentity,
      });
    } catch (error) {
      if (error instanceof HTTPError) throw error;
      // Spec §8: network failures reject silently; the caller decides whether to say anything.
      throw new ApiError('network', error instanceof Error ? error.message : 'network error');
    }
  }

  async function send<T>(method: 'get' | 'delete' | 'post' | 'put', path: string, payload?: Payload) {
    const response = await request(method, path, payload);
    return settle<T>(response.status, await readJson(response));
  }

  async function blob(method: 'get' | 'post', path: string, payload?: Payload): Promise<Blob> {
    const response = await request(method, path, payload);
    if (response.ok && isFileBody(response.headers)) return response.blob();
    const envelope = settle<unknown>(response.status, await readJson(response));
    // A success envelope where bytes were promised is as unusable as an empty answer.
    options.notify(options.messages.unknownError);
    throw new ApiError('empty', options.messages.unknownError, envelope.code, envelope.data, response.status);
  }

  async function upload<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}) {
    const timeoutMs = options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS;
    const target = await url(path);
    let answer: { status: number; text: string };
    try {
      if (typeof XMLHttpRequest === 'undefined') {
        const response = await http(target, { method: 'post', body: form, timeout: timeoutMs, signal });
        answer = { status: response.status, text: await response.text().catch(() => '') };
      } else {
        answer = await xhrUpload({
          url: target,
          body: form,
          headers: options.headers,
          timeoutMs,
          onProgress,
          signal,
        });
      }
    } catch (error) {
      throw new ApiError('network', error instanceof Error ? error.message : 'network error');
    }
    return settle<T>(answer.status, parseJson(answer.text));
  }

  return {
    get: (path, payload) => send('get', path, payload),
    delete: (path, payload) => send('delete', path, payload),
    post: (path, payload) => send('post', path, payload),
    put: (path, payload) => send('put', path, payload),
    postBlob: (path, payload) => blob('post', path, payload),
    getBlob: (path, payload) => blob('get', path, payload),
    upload,
  };
}

/**
 * Bytes, not an envelope: any answer that is not JSON, and a JSON answer the server sends as a download
 * (`Content-Disposition: attachment`, e.g. the JSON export of conversation records). The envelope never comes as
 * an attachment, so a refusal still reads as one.
 */
function isFileBody(headers: Headers): boolean {
  const type = headers.get('content-type') ?? '';
  if (!type.includes('json')) return true;
  return /^\s*attachment\b/i.test(headers.get('content-disposition') ?? '');
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text().catch(() => ''));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
