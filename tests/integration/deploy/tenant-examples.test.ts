import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlExample, nodeExample, shellSigning } from '@/features/deploy/components/tenant/examples';
import { hostedPageCredentials } from '@/features/deploy/server/tenant/hosted-page';
import { verifyVisitorToken } from '@/features/deploy/server/tenant/visitor-token';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { englishSession } from '@/tests/integration/runtime/conversation-support';
import { application } from './application-rows';
import { tenantSecret } from './tenant-support';

// The console's server examples, run as a customer would run them: the tokens they mint must open the page.

const run = promisify(execFile);
const ORIGIN = 'https://platform.example';
let dir: string;
beforeAll(async () => {
  // Inside the project, so the example's `import 'jose'` finds the project's copy.
  dir = await mkdtemp(path.join(process.cwd(), 'tests', 'integration', 'deploy', '.examples-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function customer() {
  const account = await loggedInAccount();
  const session = await englishSession(account.token);
  const appId = await application(account.email, session.conversationId, 30, 2);
  return { appId, secret: await tenantSecret(account.token) };
}

const tokenOf = (connectionUrl: string, appId: string) => {
  const url = new URL(connectionUrl);
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/collection/preview/${appId}`);
  return url.searchParams.get('token')!;
};

describe('the build-your-own examples', () => {
  it('Node (jose): mints a connection URL whose token opens the page once', async () => {
    const { appId, secret } = await customer();
    const file = path.join(dir, 'mint.mjs');
    await writeFile(file, nodeExample(ORIGIN, appId));
    const { stdout } = await run(process.execPath, [file], {
      env: { ...process.env, DH_TENANT_SECRET: secret },
    });
    const token = tokenOf(stdout.trim(), appId);
    const checked = await verifyVisitorToken(await getDb(), appId, token, { consume: false });
    expect(checked).toMatchObject({ ok: true, claims: { sub: 'visitor-42' } });
    if (checked.ok) expect(checked.claims.exp - checked.claims.iat).toBe(300);
    expect(await hostedPageCredentials(appId, { token })).toMatchObject({ ok: true });

    // Without the secret it says so instead of signing with nothing.
    await expect(
      run(process.execPath, [file], { env: { ...process.env, DH_TENANT_SECRET: '' } }),
    ).rejects.toThrow(/DH_TENANT_SECRET/);
  });

  it('curl (openssl in a shell): signs a token that opens the page once', async () => {
    const { appId, secret } = await customer();
    // The example's signing lines, then the connection URL it echoes (its curl call needs the real platform).
    const script = curlExample(ORIGIN, appId).split('\n\n# Or exchange')[0]!;
    expect(script.startsWith(shellSigning(appId))).toBe(true);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      env: { ...process.env, DH_TENANT_SECRET: secret },
    });
    const token = tokenOf(stdout.trim(), appId);
    expect(await hostedPageCredentials(appId, { token })).toMatchObject({ ok: true });
    expect(await hostedPageCredentials(appId, { token })).toEqual({ ok: false, reason: 'replayed' });
  });
});
