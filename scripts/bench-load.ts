// `npm run bench:load`: the load table of issue 19 §3 in one run. Serves our production build (one instance, PGlite,
// a throw-away DATA_DIR, port 3217) and a bare Next app of the same Next version (scripts/bench-bare, built once into
// a temporary folder, port 3218) through the same server script, registers an account, publishes a session, then
// loads each route with autocannon on loopback beside its bare counterpart, alternating ours and bare:
//
//   share link   GET /p/:sl, 200 connections        bare: a page rendered per request (/dynamic)
//   session list POST conversation/query, 200       bare: a route handler answering the same JSON
//   characters   GET character/list, 20             bare: a route handler answering the same JSON
//   pricing      GET /pricing, 20                   bare: a statically generated page
//
// and prints req/s, p50/p99, errors and timeouts (10 s) of each run, the ratio ours/bare, and the machine's load
// average beside each row (the load generator shares the machine, so figures are only comparable within a run).
// Options: --skip-build, --duration=S (default 10), --runs=N (default 2), --only=share,list,characters,pricing,
// --port=N (ours; the bare app gets N+1), --cpu-prof=DIR (our server writes a V8 CPU profile there when it stops),
// --baseline=DIR (also serves the build in NEXT_DIST_DIR=DIR, e.g. an earlier commit's, on N+2 and measures it in
// the same run: figures of two runs on a busy machine do not compare).
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { client, createSessions, ensureBuild, freshAccount } from './bench-support';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DURATION = Number(option('duration') ?? 10);
const RUNS = Number(option('runs') ?? 2);
const ONLY = option('only')?.split(',');
const PORT = Number(option('port') ?? 3217);
const CPU_PROF = option('cpu-prof');
const BASELINE_DIST = option('baseline');
const TIMEOUT_S = 10;
// A desktop browser's agent, so that the device routing keeps desktop pages where they are, for ours and bare alike.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const BARE_SOURCE = path.resolve('scripts/bench-bare');
// Outside the repository: inside it, Turbopack would take the repository for the bare app's root and compile our
// instrumentation.ts into it.
const BARE_HOME = path.join(
  tmpdir(),
  `dh-bench-bare-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`,
);
const BARE_DIR = path.join(BARE_HOME, 'site');
const BARE_DATA = path.join(BARE_HOME, 'data');

/** The deepest folder holding both paths (Turbopack compiles nothing outside its root). */
function commonRoot(a: string, b: string) {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i += 1;
  return left.slice(0, i).join(path.sep) || path.sep;
}

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** The bare app, built with the repository's Next once (again only when its sources changed). */
function ensureBareBuild() {
  const buildId = path.join(BARE_DIR, '.next/BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestMtime(BARE_SOURCE)) return;
  rmSync(BARE_DIR, { recursive: true, force: true });
  mkdirSync(BARE_DIR, { recursive: true });
  cpSync(BARE_SOURCE, BARE_DIR, { recursive: true });
  const modules = realpathSync('node_modules');
  symlinkSync(modules, path.join(BARE_DIR, 'node_modules'));
  console.log('Building the bare Next app (scripts/bench-bare) …');
  const next = path.resolve('node_modules/next/dist/bin/next');
  const { status } = spawnSync(process.execPath, [next, 'build'], {
    cwd: BARE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      BENCH_BARE_ROOT: commonRoot(BARE_DIR, modules),
    },
  });
  if (status !== 0) throw new Error('the bare app did not build');
}

interface Target {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  /** A cheap check that the answer is the one we mean (an envelope with code 0, the runtime page, …). */
  verify: (body: string) => boolean;
}

interface Measured {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  wrong: number;
}

async function load(
  origin: string,
  target: Target,
  connections: number,
  duration: number,
): Promise<Measured> {
  const result = await autocannon({
    url: `${origin}${target.path}`,
    method: target.method ?? 'GET',
    headers: {
      'user-agent': USER_AGENT,
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    body: target.body,
    connections,
    duration,
    timeout: TIMEOUT_S,
    verifyBody: (body) => target.verify(String(body ?? '')),
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrong: result.mismatches,
  };
}

/**
 * Requests still queued when autocannon stops keep the server busy: wait until it answers a cheap request again, so
 * that each run starts on an idle server.
 */
async function drained(origin: string, probe: string) {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(`${origin}${probe}`, { signal: AbortSignal.timeout(1000) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      return;
    } catch {
      // still busy
    }
  }
}

const load1 = () => loadavg()[0]!.toFixed(2);
const envelopeOk = (body: string) => body.startsWith('{"code":0,');

interface Prepared {
  token: string;
  shareCode: string;
  characters: string;
  listed: string;
}

/** A fresh account on one of our servers, with a published session to share. */
async function prepare(origin: string, dataDir: string): Promise<Prepared> {
  const api = client(origin);
  const token = await freshAccount(api, dataDir);
  await createSessions(api, token);
  const listed = await api<{ list: { conversationId: string; shareCode: string; status: string }[] }>(
    'POST',
    '/management/conversation/query',
    { pageIndex: 1, pageSize: 20 },
    token,
  );
  const session = listed.envelope.data?.list?.[0];
  if (!session) throw new Error(`no session to share: ${listed.text.slice(0, 200)}`);
  if (session.status !== 'published') {
    const published = await api('POST', '/management/conversation/setStatus', {
      conversationId: session.conversationId,
      status: 'published',
    });
    if (published.envelope.code !== 0) throw new Error(`publish: ${published.envelope.message}`);
  }
  const characters = await api(
    'GET',
    '/conversation-api/character/list',
    { pageIndex: 1, pageSize: 100000 },
    token,
  );
  return { token, shareCode: session.shareCode, characters: characters.text, listed: listed.text };
}

const LIST_BODY = JSON.stringify({ pageIndex: 1, pageSize: 20 });

/** Our four targets on one of our servers. */
const ourTargets = ({ token, shareCode }: Prepared): Record<string, Target> => ({
  share: { path: `/p/${shareCode}`, verify: (body) => body.includes(shareCode) },
  list: {
    method: 'POST',
    path: `/api/management/conversation/query?token=${token}`,
    body: LIST_BODY,
    verify: envelopeOk,
  },
  characters: {
    path: `/api/conversation-api/character/list?token=${token}&pageIndex=1&pageSize=100000`,
    verify: envelopeOk,
  },
  pricing: { path: '/pricing', verify: (body) => body.includes('</html>') },
});

const BARE_TARGETS: Record<string, Target> = {
  share: { path: '/dynamic', verify: (body) => body.includes('bare dynamic page') },
  list: { method: 'POST', path: '/api/json/sessions', body: LIST_BODY, verify: envelopeOk },
  characters: { path: '/api/json/characters', verify: envelopeOk },
  pricing: { path: '/', verify: (body) => body.includes('bare Next page') },
};

const ROWS = [
  { key: 'share', traffic: 'share link /p/:sl', connections: 200, goal: '0 errors, p99 ≤ 1000 ms' },
  {
    key: 'list',
    traffic: 'session list (conversation/query)',
    connections: 200,
    goal: '0 errors, p99 ≤ 1000 ms',
  },
  { key: 'characters', traffic: 'character list', connections: 20, goal: '≥ 0.5× bare' },
  { key: 'pricing', traffic: 'marketing page /pricing', connections: 20, goal: '≥ 0.5× bare' },
];

interface Side {
  side: string;
  origin: string;
  probe: string;
  targets: Record<string, Target>;
}

async function main() {
  if (!args.includes('--skip-build')) ensureBuild();
  ensureBareBuild();
  const ours = await startBuiltServer({
    name: 'bench-load',
    port: PORT,
    env: { LOG_LEVEL: 'warn' },
    nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
  });
  mkdirSync(BARE_DATA, { recursive: true });
  const bare = await startBuiltServer({
    name: 'bench-bare',
    port: PORT + 1,
    dir: BARE_DIR,
    probe: '/',
    env: { BENCH_BARE_DATA: BARE_DATA },
  });
  // Another build of ours (an earlier commit's, built with NEXT_DIST_DIR) measured in the same run.
  const baseline = BASELINE_DIST
    ? await startBuiltServer({
        name: 'bench-baseline',
        port: PORT + 2,
        env: { LOG_LEVEL: 'warn', NEXT_DIST_DIR: BASELINE_DIST },
      })
    : null;
  try {
    const prepared = await prepare(ours.origin, ours.dataDir);
    // The bare handlers answer the very bodies ours answered.
    writeFileSync(path.join(BARE_DATA, 'characters.json'), prepared.characters);
    writeFileSync(path.join(BARE_DATA, 'sessions.json'), prepared.listed);
    console.log(
      `character list ${Buffer.byteLength(prepared.characters)} B, ` +
        `session list ${Buffer.byteLength(prepared.listed)} B, share link /p/${prepared.shareCode}`,
    );
    const sides: Side[] = [
      { side: 'ours', origin: ours.origin, probe: '/robots.txt', targets: ourTargets(prepared) },
      ...(baseline
        ? [
            {
              side: `baseline (${BASELINE_DIST})`,
              origin: baseline.origin,
              probe: '/robots.txt',
              targets: ourTargets(await prepare(baseline.origin, baseline.dataDir)),
            },
          ]
        : []),
      { side: 'bare', origin: bare.origin, probe: '/', targets: BARE_TARGETS },
    ];
    const rows = ROWS.filter((row) => !ONLY || ONLY.includes(row.key));

    const report: Record<string, unknown>[] = [];
    for (const row of rows) {
      // Warm each up (compiled code paths, caches, pooled connections) before anything counts.
      for (const { origin, probe, targets } of sides) {
        await load(origin, targets[row.key]!, Math.min(row.connections, 20), 2);
        await drained(origin, probe);
      }
      for (let run = 1; run <= RUNS; run += 1) {
        for (const { side, origin, probe, targets } of sides) {
          const before = load1();
          const measured = await load(origin, targets[row.key]!, row.connections, DURATION);
          await drained(origin, probe);
          const line = { traffic: row.traffic, side, run, connections: row.connections, ...measured };
          report.push({ ...line, load1: `${before}→${load1()}` });
          console.log(JSON.stringify(report.at(-1)));
        }
      }
    }

    console.log(`\nbench:load — ${DURATION} s per run, ${RUNS} runs, timeout ${TIMEOUT_S} s\n`);
    console.table(report);
    const of = (traffic: string, side: string) =>
      report.filter((r) => r.traffic === traffic && r.side === side) as unknown as Measured[];
    const rate = (list: Measured[]) => list.reduce((sum, m) => sum + m['req/s'], 0) / list.length;
    const summary = rows.flatMap((row) =>
      sides
        .filter(({ side }) => side !== 'bare')
        .map(({ side }) => {
          const o = of(row.traffic, side);
          const b = of(row.traffic, 'bare');
          return {
            traffic: `${row.traffic}, ${row.connections} concurrent`,
            side,
            'req/s': o.map((m) => m['req/s']).join(' / '),
            'p50 ms': o.map((m) => m['p50 ms']).join(' / '),
            'p99 ms': o.map((m) => m['p99 ms']).join(' / '),
            failed: o.map((m) => m.errors + m.timeouts + m.non2xx + m.wrong).join(' / '),
            timeouts: o.map((m) => m.timeouts).join(' / '),
            'bare req/s': b.map((m) => m['req/s']).join(' / '),
            'bare p99 ms': b.map((m) => m['p99 ms']).join(' / '),
            ratio: `${(rate(o) / rate(b)).toFixed(2)}×`,
            goal: row.goal,
          };
        }),
    );
    console.log('\nSummary (ratio = mean req/s of the side / bare)\n');
    console.table(summary);
    mkdirSync('perf-report', { recursive: true });
    writeFileSync(
      'perf-report/bench-load.json',
      JSON.stringify(
        { at: new Date().toISOString(), duration: DURATION, runs: RUNS, report, summary },
        null,
        2,
      ),
    );
  } finally {
    ours.stop();
    bare.stop();
    baseline?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
