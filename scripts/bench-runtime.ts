// `npm run bench:runtime`: the live conversation on one instance of the production build, against the local
// OpenAI-compatible model server of the tests. Prints p50/p95 from the request to the first event and to the first
// audio byte of a scripted answer (a scene), our overhead over the model's first token, and how many open
// conversations the instance holds with their heartbeats, and the memory (RSS) they take.
//
// It runs on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a throw-away
// database is created in it and dropped at the end), because the bench corporation must be a standard one — no API
// grants that — and RUNTIME_STANDARD_CONCURRENCY raises a standard corporation's slots above the --chats it opens.
// TRUST_PROXY=1 lets each simulated visitor come from its own address (X-Forwarded-For), as behind a proxy.
// Options: --skip-build, --turns=N (per measurement, default 100), --chats=N (default 200), --rounds=N of heartbeats.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { HEARTBEAT_INTERVAL_MS, type RuntimeEvent } from '@/features/runtime/contract';
import { defaultSessionValues } from '@/features/sessions/server/defaults/default-config';
import { startModelServer } from '@/tests/support/model-server';
import { startBuiltServer } from './built-server.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const TURNS = option('turns', 100);
const CHATS = option('chats', 200);
const ROUNDS = option('rounds', 3);
const PASSWORD = 'Bench#2026ok';
const SCENE_REPLY = 'Our opening hours are nine to six, Monday to Friday.';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
};
const row = (what: string, values: number[]) => ({
  what,
  n: values.length,
  'p50 ms': Math.round(percentile(values, 50) * 10) / 10,
  'p95 ms': Math.round(percentile(values, 95) * 10) / 10,
});
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ensureBuild() {
  const script = "const { ensureBuild } = await import('./scripts/build.mjs'); ensureBuild();";
  const { status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error('the build failed');
}

async function api<T>(origin: string, apiPath: string, body: unknown, token?: string) {
  const url = new URL(`/api${apiPath}`, origin);
  if (token) url.searchParams.set('token', token);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: T };
}

async function freshAccount(origin: string, dataDir: string) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  await api(origin, '/sys-api/email/code', { email, purpose: 'register' });
  const outbox = path.join(dataDir, 'outbox');
  let emailCode: string | undefined;
  for (let i = 0; i < 100 && !emailCode; i++) {
    const file = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.includes(email))
      .at(-1);
    if (file)
      emailCode = (JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as { code: string }).code;
    else await sleep(100);
  }
  const registered = await api<{ user: { corpId: string } }>(origin, '/sys-api/register', {
    email,
    emailCode,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: 'Bench Ltd',
  });
  // The bench server runs with CAPTCHA=off: any image code is accepted.
  const login = await api<{ token: string }>(origin, '/sys-api/login', {
    username: email,
    password: PASSWORD,
    captchaId: 'bench',
    captchaCode: 'bench',
  });
  return { token: login.data.token, corpId: registered.data.user.corpId };
}

/** One receiveEvent request: its events with the time each arrived, and the first audio byte of its first clip. */
async function receive(origin: string, body: unknown, ip: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/bot/receiveEvent?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const events: Array<RuntimeEvent & { at: number }> = [];
  let firstAudio: Promise<number> | null = null;
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
      const data = buffer.slice(0, cut).replace(/^data: /, '');
      buffer = buffer.slice(cut + 2);
      const event = { ...(JSON.parse(data) as RuntimeEvent), at: performance.now() - started };
      events.push(event);
      if (event.type === 'sentence' && event.audioUrl && !firstAudio) {
        const url = `${origin}${event.audioUrl}`;
        firstAudio = (async () => {
          const audio = await fetch(url);
          const reader = audio.body!.getReader();
          await reader.read();
          const at = performance.now() - started;
          await reader.cancel();
          return at;
        })();
      }
    }
  }
  return { events, firstAudioMs: firstAudio ? await firstAudio : NaN };
}

const at = (events: Array<RuntimeEvent & { at: number }>, type: RuntimeEvent['type']) =>
  events.find((event) => event.type === type)?.at ?? NaN;

async function main() {
  if (!args.includes('--skip-build')) ensureBuild();
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const database = `bench_runtime_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  const model = await startModelServer();
  const server = await startBuiltServer({
    name: 'bench-runtime',
    env: {
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.href,
      LLM_A_BASE_URL: `${model.origin}/v1`,
      LLM_A_MODEL: 'bench-model',
      RUNTIME_STANDARD_CONCURRENCY: String(CHATS + 10),
      TRUST_PROXY: '1',
    },
  });
  try {
    const { origin } = server;
    const { token, corpId } = await freshAccount(origin, server.dataDir);
    const db = new pg.Client({ connectionString: url.href });
    await db.connect();
    await db.query(`update corporations set plan = 'standard' where id = $1`, [corpId]);
    await db.end();
    const values = defaultSessionValues({
      language: 'en',
      characterCode: 'c01-lin-business',
      ttsId: 'espeak:en-us-f3',
      // The served server has model A (its environment above), not this script's process.
      model: 'A',
    });
    const added = await api<{ shareCode: string }>(
      origin,
      '/management/conversation/add',
      {
        ...values,
        conversationName: 'Bench',
        maxConversation: 1000,
        sceneIsUsed: true,
        scene: [{ keywords: ['opening hours'], reply: SCENE_REPLY }],
      },
      token,
    );
    if (added.code !== 0) throw new Error(`add session: ${added.message}`);
    const shareCode = added.data.shareCode;
    let visitor = 0;
    const nextIp = () => {
      visitor++;
      return `198.18.${visitor >> 8}.${visitor & 255}`;
    };
    const open = async () => {
      const ip = nextIp();
      const started = await receive(origin, { type: 'start', entry: 'share', target: shareCode }, ip);
      const chat = started.events.find((event) => event.type === 'chat');
      if (chat?.type !== 'chat') throw new Error(`no chat: ${JSON.stringify(started.events[0])}`);
      return { chatId: chat.chatId, chatSecret: chat.chatSecret, ip, startMs: at(started.events, 'chat') };
    };

    // 1. A scripted answer: a scene's reply (its clips cached after the first turn, as a scene's are).
    const chat = await open();
    const scene = { firstEvent: [] as number[], firstText: [] as number[], firstAudio: [] as number[] };
    let coldSceneAudio = NaN;
    for (let i = 0; i < TURNS; i++) {
      const turn = await receive(
        origin,
        {
          type: 'text',
          chatId: chat.chatId,
          chatSecret: chat.chatSecret,
          text: 'What are your opening hours?',
        },
        chat.ip,
      );
      if (i === 0) coldSceneAudio = turn.firstAudioMs;
      scene.firstEvent.push(turn.events[0]!.at);
      scene.firstText.push(at(turn.events, 'text'));
      scene.firstAudio.push(turn.firstAudioMs);
    }

    // 2. A model answer: each one new (a new clip to synthesize), against the local model server.
    const modelChat = await open();
    const overhead = {
      beforeModel: [] as number[],
      afterFirstToken: [] as number[],
      firstAudio: [] as number[],
      firstText: [] as number[],
    };
    let tokensSoFar = 0;
    for (let i = 0; i < TURNS; i++) {
      const tokens = [`Item ${i} `, 'is in ', 'stock today. ', 'Anything ', 'else?'];
      model.script({ tokens, paced: false });
      const requests = model.requests.length;
      const started = performance.now();
      const received = model.requestReceived(requests + 1).then(() => performance.now() - started);
      const firstToken = model.tokensSent(tokensSoFar + 1).then(() => performance.now() - started);
      const turn = await receive(
        origin,
        {
          type: 'text',
          chatId: modelChat.chatId,
          chatSecret: modelChat.chatSecret,
          text: `Do you have item ${i}?`,
        },
        modelChat.ip,
      );
      tokensSoFar += tokens.length;
      const firstText = at(turn.events, 'text');
      overhead.beforeModel.push(await received);
      overhead.afterFirstToken.push(firstText - (await firstToken));
      overhead.firstText.push(firstText);
      overhead.firstAudio.push(turn.firstAudioMs);
    }

    // 3. Open conversations held with their heartbeats.
    const rssBefore = rssMb(server.pid);
    const chats: Awaited<ReturnType<typeof open>>[] = [];
    const startMs: number[] = [];
    const failures: string[] = [];
    for (let batch = 0; batch < CHATS; batch += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, CHATS - batch) }, async () => {
          try {
            const opened = await open();
            chats.push(opened);
            startMs.push(opened.startMs);
          } catch (error) {
            failures.push(String((error as Error).message));
          }
        }),
      );
    const rssOpen = rssMb(server.pid);
    const beats: number[] = [];
    let held = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const roundStarted = performance.now();
      held = 0;
      for (let batch = 0; batch < chats.length; batch += 50)
        await Promise.all(
          chats.slice(batch, batch + 50).map(async (open) => {
            const t0 = performance.now();
            const answer = await api(origin, '/bot/heartbeat', {
              chatId: open.chatId,
              chatSecret: open.chatSecret,
            });
            beats.push(performance.now() - t0);
            if (answer.code === 0) held++;
          }),
        );
      if (round < ROUNDS - 1)
        await sleep(Math.max(0, HEARTBEAT_INTERVAL_MS - (performance.now() - roundStarted)));
    }
    const rssAfter = rssMb(server.pid);

    console.log(`\nLive conversation on one instance (PostgreSQL), ${TURNS} turns per measurement\n`);
    console.table([
      row('scene: request → first event', scene.firstEvent),
      row('scene: request → first text', scene.firstText),
      row('scene: request → first audio byte', scene.firstAudio),
      row('model: request → model request received', overhead.beforeModel),
      row('model: model first token → our first text event', overhead.afterFirstToken),
      row('model: request → first text', overhead.firstText),
      row('model: request → first audio byte (new clip)', overhead.firstAudio),
      row('start: request → chat event', startMs),
      row('heartbeat', beats),
    ]);
    console.log(`first scene turn (clip synthesized): first audio byte at ${Math.round(coldSceneAudio)} ms`);
    console.log(
      `open conversations: ${chats.length} opened (${failures.length} refused${failures[0] ? `: ${failures[0]}` : ''}), ` +
        `${held} still held after ${ROUNDS} heartbeat rounds ${HEARTBEAT_INTERVAL_MS / 1000} s apart`,
    );
    console.log(
      `server RSS: ${rssBefore} MB before, ${rssOpen} MB with them open, ${rssAfter} MB after the heartbeats ` +
        `(${rssAfter - rssBefore} MB for ${chats.length} conversations)`,
    );
  } finally {
    server.stop();
    // The database is dropped once the server has let go of it.
    for (let i = 0; i < 50 && alive(server.pid); i++) await sleep(100);
    await model.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
