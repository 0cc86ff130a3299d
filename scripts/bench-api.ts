// `npm run bench:api`: serves the production build on a free port with a throw-away DATA_DIR, registers a fresh
// account through the API (the mail code read from the outbox), creates its sessions, then fires REQUESTS requests,
// CONCURRENCY at a time, at the character list and at the session list, and prints p50/p95/p99 latency and
// requests per second for each. Options: --skip-build (reuse the current build), --requests=N, --concurrency=N.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = option('requests', 1000);
const CONCURRENCY = option('concurrency', 50);
const PASSWORD = 'Bench#2026ok';

interface Envelope<T = unknown> {
  code: number | string;
  message: string;
  data: T;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, tries = 240): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gave up waiting for ${what}`);
}

function client(origin: string) {
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
    return { status: response.status, envelope };
  };
}

/** A fresh account through the public API, as an SDK caller would make one. */
async function freshAccount(api: ReturnType<typeof client>, dataDir: string): Promise<string> {
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
  // The bench server runs with CAPTCHA=off: any image code is accepted.
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
async function createSessions(api: ReturnType<typeof client>, token: string) {
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

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function fire(name: string, send: () => Promise<{ status: number; envelope: Envelope }>) {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t0 = performance.now();
      try {
        const { status, envelope } = await send();
        latencies.push(performance.now() - t0);
        if (status !== 200 || envelope.code !== 0) {
          const key = `${status} ${envelope.code} ${envelope.message}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = String((error as Error).message);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  return {
    endpoint: name,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    failed,
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p95 ms': Math.round(percentile(sorted, 95)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    'req/s': Math.round(REQUESTS / seconds),
    firstFailure: [...failures.keys()][0] ?? '',
  };
}

/** scripts/build.mjs in Node's own ES module loader, which its CommonJS imports need (tsx's would not do). */
function ensureBuild() {
  const script = "const { ensureBuild } = await import('./scripts/build.mjs'); ensureBuild();";
  const { status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error('the build failed');
}

async function main() {
  if (!args.includes('--skip-build')) ensureBuild();
  const { origin, dataDir, stop } = await startBuiltServer({ name: 'bench-api', env: { LOG_LEVEL: 'warn' } });
  try {
    const api = client(origin);
    const token = await freshAccount(api, dataDir);
    await createSessions(api, token);
    const results = [
      await fire('GET /api/conversation-api/character/list', () =>
        api('GET', '/conversation-api/character/list', { pageIndex: 1, pageSize: 100000 }, token),
      ),
      await fire('POST /api/management/conversation/query', () =>
        api('POST', '/management/conversation/query', { pageIndex: 1, pageSize: 20 }, token),
      ),
    ];
    console.log(`\nAPI latency at ${CONCURRENCY} concurrent requests, ${REQUESTS} per endpoint\n`);
    console.table(results);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
