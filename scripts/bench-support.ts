// What the benchmarks of the served build (`npm run bench:api`, `npm run bench:load`) share: an API client for the served build,
// and a fresh account made through the public API as an SDK caller would make one (the mail code read from the
// throw-away DATA_DIR's outbox; the bench servers run with CAPTCHA=off).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PASSWORD = 'Bench#2026ok';

export interface Envelope<T = unknown> {
  code: number | string;
  message: string;
  data: T;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, tries = 240): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gave up waiting for ${what}`);
}

export type ApiClient = ReturnType<typeof client>;

export function client(origin: string) {
  return async <T>(method: 'GET' | 'POST', apiPath: string, body?: unknown, token?: string) => {
    const url = new URL(`/api${apiPath}`, origin);
    if (token) url.searchParams.set('token', token);
    if (method === 'GET' && body)
      for (const [key, value] of Object.entries(body)) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const text = await response.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = { code: response.status, message: text.slice(0, 80), data: undefined as T };
    }
    return { status: response.status, envelope, text };
  };
}

/** A fresh account through the public API; resolves to its API token. */
export async function freshAccount(api: ApiClient, dataDir: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const sent = await api('POST', '/sys-api/email/code', { email, purpose: 'register' });
  if (sent.envelope.code !== 0) throw new Error(`email code: ${JSON.stringify(sent.envelope)}`);
  const outbox = path.join(dataDir, 'outbox');
  const emailCode = await waitFor('the mailed code', async () => {
    const file = readdirSync(outbox)
      .filter((name) => name.includes(email) && name.endsWith('.json'))
      .at(-1);
    return file
      ? (JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { code: string }).code
      : undefined;
  });
  const registered = await api('POST', '/sys-api/register', {
    email,
    emailCode,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: 'Bench Ltd',
  });
  if (registered.envelope.code !== 0) throw new Error(`register: ${JSON.stringify(registered.envelope)}`);
  const login = await api<{ token: string }>('POST', '/sys-api/login', {
    username: email,
    password: PASSWORD,
    captchaId: 'bench',
    captchaCode: 'bench',
  });
  if (!login.envelope.data?.token) throw new Error(`login: ${JSON.stringify(login.envelope)}`);
  return login.envelope.data.token;
}

/** The trial's sessions: quick-created from the first characters of the list (its sample comes on its own). */
export async function createSessions(api: ApiClient, token: string) {
  const list = await api<{ list: { characterCode: string }[] }>(
    'GET',
    '/conversation-api/character/list',
    { pageIndex: 1, pageSize: 100000 },
    token,
  );
  const codes = list.envelope.data?.list?.map((c) => c.characterCode) ?? [
    'c01-lin-business',
    'c02-wang-business',
  ];
  for (const characterCode of codes.slice(0, 2)) {
    const created = await api(
      'POST',
      '/management/conversation/createConversation',
      { characterCode },
      token,
    );
    if (created.envelope.code !== 0) console.warn(`createConversation: ${created.envelope.message}`);
  }
}

/** scripts/build.mjs in Node's own ES module loader, which its CommonJS imports need (tsx's would not do). */
export function ensureBuild() {
  const script = "const { ensureBuild } = await import('./scripts/build.mjs'); ensureBuild();";
  const { status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error('the build failed');
}
