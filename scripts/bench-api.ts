// `npm run bench:api`: serves the production build on a free port with a throw-away DATA_DIR, registers a fresh
// account through the API (the mail code read from the outbox), creates its sessions, then fires REQUESTS requests,
// CONCURRENCY at a time, at the character list and at the session list, and prints p50/p95/p99 latency and
// requests per second for each. Options: --skip-build (reuse the current build), --requests=N, --concurrency=N.
import { client, createSessions, ensureBuild, freshAccount, type Envelope } from './bench-support';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = option('requests', 1000);
const CONCURRENCY = option('concurrency', 50);

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
