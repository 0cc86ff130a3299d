import type { Envelope } from '@/lib/contract/envelope';
import { ORIGIN, randomIp } from '@/tests/integration/support/api';
import { loginWithPassword, registerAccount } from '@/tests/integration/support/accounts';

type Handler = (request: Request) => Promise<Response>;

export interface UploadOptions {
  /** The file to send as `file`; leave it out for a form without one. */
  file?: { bytes: Uint8Array; name: string; type?: string };
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  lang?: 'zh' | 'en';
  /** Extra form fields. */
  fields?: Record<string, string>;
}

/** A multipart/form-data POST straight into a route handler, as the browser's upload sends it. */
export async function upload<T = unknown>(handler: Handler, path: string, options: UploadOptions = {}) {
  const url = new URL(`/api${path}`, ORIGIN);
  if (options.token) url.searchParams.set('token', options.token);
  if (options.lang) url.searchParams.set('lang', options.lang);
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.file)
    form.append(
      'file',
      new File([options.file.bytes as Uint8Array<ArrayBuffer>], options.file.name, {
        type: options.file.type ?? '',
      }),
    );
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp(), ...options.headers });
  if (options.cookie) headers.set('cookie', options.cookie);
  const response = await handler(new Request(url, { method: 'POST', headers, body: form }));
  return {
    status: response.status,
    body: (await response.json()) as Envelope<T> & { message: string },
  };
}

/** Logs in as the web app and returns the Cookie header the browser would send back. */
export async function webLogin() {
  const account = await registerAccount();
  const { setCookies } = await loginWithPassword(account.email, account.password, {
    headers: { 'x-dh-client': 'web', origin: ORIGIN },
  });
  const cookie = [...setCookies.values()].map((line) => line.split(';')[0]).join('; ');
  return { ...account, cookie };
}

/** GET /api/files/<key> through its route handler. */
export async function fetchFile(
  handler: (request: Request, context: { params: Promise<{ key: string[] }> }) => Promise<Response>,
  url: string,
) {
  const key = url.replace(/^\/api\/files\//, '');
  return handler(new Request(new URL(url, ORIGIN)), { params: Promise.resolve({ key: key.split('/') }) });
}
