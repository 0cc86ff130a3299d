import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import { settleAfterResponse } from '@/lib/server/after-response';
import { getDb } from '@/lib/server/db/client';
import { captchas } from '@/features/accounts/server/tables';
import { outboxDir } from '@/lib/server/mail/outbox';
import { notificationMailJob } from '@/features/notifications/server/mail-job';
import { mailJob } from '@/lib/server/mail/mail-queue';
import { runQueuedJobs } from './jobs';

export const ORIGIN = 'http://localhost:3000';

type Handler = (request: Request) => Promise<Response> | Response;

export interface CallOptions {
  method?: string;
  /** Query parameters; `lang` defaults to zh like the server. */
  query?: Record<string, string>;
  /** A JSON value, or a raw string sent as is. */
  body?: unknown;
  token?: string;
  bearer?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T> & { message: string };
  headers: Headers;
  /** Set-Cookie lines by cookie name. */
  setCookies: Map<string, string>;
}

/** A fresh documentation-range address, so per-IP limits of one test never touch another's. */
export const randomIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export async function call<T = unknown>(handler: Handler, path: string, options: CallOptions = {}) {
  const url = new URL(`/api${path}`, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  if (options.token) url.searchParams.set('token', options.token);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({
    host: 'localhost:3000',
    // What scripts/serve.mjs hands Next: the socket's address, written over whatever the client sent.
    'x-forwarded-for': options.ip ?? randomIp(),
    ...options.headers,
  });
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  if (options.cookie) headers.set('cookie', options.cookie);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const response = await handler(new Request(url, { method, headers, body }));
  // What a real server does after answering (mail) has happened by the time the next step looks.
  await settleAfterResponse();
  const setCookies = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) setCookies.set(line.split('=')[0]!, line);
  return {
    status: response.status,
    body: (await response.json()) as CallResult<T>['body'],
    headers: response.headers,
    setCookies,
  } satisfies CallResult<T>;
}

/** The `name=value` pair of a Set-Cookie line, as the browser sends it back. */
export function cookiePair(setCookies: Map<string, string>, name: string): string {
  const line = setCookies.get(name);
  if (!line) throw new Error(`no ${name} cookie was set`);
  return line.split(';')[0]!;
}

/** The server-side answer of a captcha, as a person would read it off the image. */
export async function captchaAnswer(captchaId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(captchas).where(eq(captchas.id, captchaId));
  if (!row) throw new Error(`no captcha ${captchaId}`);
  return row.answer;
}

interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** The mails sent so far, once the mails already queued have gone (as the server's mail worker sends them). */
export async function outbox(to?: string): Promise<OutboxEntry[]> {
  await runQueuedJobs([mailJob, notificationMailJob]);
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxEntry),
  );
  return to ? entries.filter((entry) => entry.to === to) : entries;
}

export async function lastCodeSentTo(to: string): Promise<string> {
  const code = (await outbox(to)).at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;
