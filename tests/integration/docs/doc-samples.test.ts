import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as ticketRoute } from '@/app/api/open/v1/ticket/route';
import { API_SNIPPET, inlineSnippet, launcherSnippet } from '@/features/deploy/components/sdk/sdk-snippets';
import { hostedPageCredentials } from '@/features/deploy/server/tenant/hosted-page';
import { verifyVisitorToken } from '@/features/deploy/server/tenant/visitor-token';
import { signatureHeader } from '@/features/deploy/server/webhooks/signature';
import { codeBlocks, type CodeBlock } from '@/features/docs/server/code-blocks';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { application } from '@/tests/integration/deploy/application-rows';
import { tenantSecret } from '@/tests/integration/deploy/tenant-support';

// Every code sample of the guides (content/docs) runs here as a reader would run it: the token samples mint URLs
// whose tokens must open the hosted page, the webhook samples must accept what the platform signs and refuse the
// rest. Go is not installed on the test machines: its samples are checked for shape only (see below).

const run = promisify(execFile);
const ORIGIN = 'https://platform.example';
const blocks = codeBlocks();
const runnable = (slug: string) => blocks.filter((b) => b.slug === slug && b.meta.includes('runnable'));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doc-samples-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs one sample with its language's tool; Java runs from source (JEP 330), so no build step. */
async function runSample(block: CodeBlock, env: Record<string, string>): Promise<string> {
  const base = path.join(dir, `${block.slug}-${block.locale}-${block.lang}`);
  const options = { env: { ...process.env, ...env }, timeout: 60_000 };
  switch (block.lang) {
    case 'js': {
      await writeFile(`${base}.mjs`, block.code);
      return (await run(process.execPath, [`${base}.mjs`], options)).stdout;
    }
    case 'python': {
      await writeFile(`${base}.py`, block.code);
      return (await run('python3', [`${base}.py`], options)).stdout;
    }
    case 'java': {
      const className = /public class (\w+)/.exec(block.code)![1]!;
      const javaDir = `${base}-java`;
      await rm(javaDir, { recursive: true, force: true });
      await import('node:fs/promises').then((fs) => fs.mkdir(javaDir));
      await writeFile(path.join(javaDir, `${className}.java`), block.code);
      return (await run('java', [path.join(javaDir, `${className}.java`)], options)).stdout;
    }
    case 'sh':
      return (await run('bash', ['-euo', 'pipefail', '-c', block.code], options)).stdout;
    default:
      throw new Error(`No runner for ${block.lang}`);
  }
}

/** Go has no toolchain here: the sample must be a whole program with the same claims and the same URL. */
function checkGoShape(code: string, needles: string[]) {
  expect(code).toMatch(/^package main$/m);
  expect(code).toMatch(/^func main\(\) \{$/m);
  for (const needle of needles) expect(code).toContain(needle);
  // Balanced braces and parentheses: a cut or pasted-over sample fails here at least.
  for (const [open, close] of ['{}', '()']) {
    expect(code.split(open!).length).toBe(code.split(close!).length);
  }
}

async function customer() {
  const account = await loggedInAccount();
  const session = await englishSession(account.token);
  const appId = await application(account.email, session.conversationId, 30, 2);
  return { appId, secret: await tenantSecret(account.token) };
}

const tokenOf = (stdout: string, appId: string) => {
  const url = new URL(stdout.trim().split('\n').at(-1)!);
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/collection/preview/${appId}`);
  return url.searchParams.get('token')!;
};

describe('the guides mark their samples', () => {
  it('every program in a guide is runnable, in both languages, and zh and en show the same code', () => {
    const programs = blocks.filter((b) => ['js', 'python', 'java', 'go', 'sh'].includes(b.lang));
    for (const block of programs) {
      // The SDK's browser snippet is compared with the console's below instead.
      if (block.meta.includes('sdk=api')) continue;
      expect(block.meta, `${block.slug}.${block.locale} ${block.lang}`).toContain('runnable');
    }
    for (const slug of ['tokens', 'webhooks']) {
      const code = (locale: string) =>
        runnable(slug)
          .filter((b) => b.locale === locale)
          .map((b) => b.code);
      expect(code('zh')).toEqual(code('en'));
      expect(code('en').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('the SDK guide shows the snippets the console generates', () => {
    const sdk = blocks.filter((b) => b.slug === 'sdk');
    const of = (kind: string) => sdk.filter((b) => b.meta.includes(`sdk=${kind}`)).map((b) => b.code);
    expect(of('launcher')).toEqual(Array(2).fill(launcherSnippet(ORIGIN, 'YOUR_APP_ID')));
    expect(of('inline')).toEqual(Array(2).fill(inlineSnippet(ORIGIN, 'YOUR_APP_ID')));
    expect(of('api')).toEqual(Array(2).fill(API_SNIPPET));
  });
});

describe('the build-your-own token samples', () => {
  const samples = runnable('tokens').filter((b) => b.locale === 'en');

  it.each(samples.filter((b) => b.lang !== 'go').map((b) => [b.lang, b] as const))(
    '%s: mints a connection URL whose token opens the hosted page once',
    async (_lang, block) => {
      const { appId, secret } = await customer();
      const stdout = await runSample(block, {
        DH_APP_ID: appId,
        DH_TENANT_SECRET: secret,
        DH_PLATFORM: ORIGIN,
      });
      const token = tokenOf(stdout, appId);
      const checked = await verifyVisitorToken(await getDb(), appId, token, { consume: false });
      expect(checked).toMatchObject({ ok: true, claims: { sub: 'visitor-42' } });
      if (checked.ok) expect(checked.claims.exp - checked.claims.iat).toBe(300);
      if (block.lang === 'sh') {
        // What the sample's curl line does: the token buys a ticket once.
        const { body } = await call(ticketRoute, '/open/v1/ticket', { body: { token } });
        expect(body).toMatchObject({ code: 0 });
      } else {
        expect(await hostedPageCredentials(appId, { token })).toMatchObject({ ok: true });
      }
      expect(await hostedPageCredentials(appId, { token })).toEqual({ ok: false, reason: 'replayed' });
    },
    120_000,
  );

  it('Go: a whole program with the same claims and URL (not compiled: no Go toolchain here)', () => {
    const go = samples.find((b) => b.lang === 'go')!;
    checkGoShape(go.code, [
      '"app": appID',
      '"exp": now + 300',
      '"jti":',
      '/collection/preview/%s?token=%s.%s.%s',
      'hmac.New(sha256.New, secret)',
    ]);
  });
});

describe('the webhook verification samples', () => {
  const SECRET = 'whsec_docs_example';
  const BODY = '{"id":"evt_1","type":"test","created":1,"data":{"message":"你好, hi"}}';
  const now = () => Math.floor(Date.now() / 1000);
  const samples = runnable('webhooks').filter((b) => b.locale === 'en');

  it.each(samples.filter((b) => b.lang !== 'go').map((b) => [b.lang, b] as const))(
    '%s: accepts what the platform signs; refuses a tampered body, another secret, an old timestamp, no header',
    async (_lang, block) => {
      const verdict = async (secret: string, header: string, body: string) =>
        (await runSample(block, { DH_WEBHOOK_SECRET: secret, DH_SIGNATURE: header, DH_BODY: body })).trim();
      const header = signatureHeader(SECRET, BODY, now());
      expect(await verdict(SECRET, header, BODY)).toBe('valid');
      expect(await verdict(SECRET, header, `${BODY} `)).toBe('invalid');
      expect(await verdict('whsec_other', header, BODY)).toBe('invalid');
      expect(await verdict(SECRET, signatureHeader(SECRET, BODY, now() - 301), BODY)).toBe('invalid');
      expect(await verdict(SECRET, '', BODY)).toBe('invalid');
    },
    120_000,
  );

  it('Go: a whole program doing the same checks (not compiled: no Go toolchain here)', () => {
    const go = samples.find((b) => b.lang === 'go')!;
    checkGoShape(go.code, [
      'hmac.New(sha256.New, []byte(secret))',
      'hmac.Equal',
      'toleranceS',
      '"X-DH-Signature"',
    ]);
  });
});
