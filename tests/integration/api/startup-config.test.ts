import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { checkConfiguration, prepareServer, prepareServerOrExit } from '@/server-startup';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dh-secret-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('SESSION_SECRET', () => {
  it('is generated on first start, kept in DATA_DIR and read again after a restart', async () => {
    vi.stubEnv('SESSION_SECRET', '');
    vi.stubEnv('DATA_DIR', dir);
    const secret = sessionSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(await readFile(file, 'utf8')).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(sessionSecret()).toBe(secret);
    vi.resetModules();
    const restarted = await import('@/lib/server/auth/session-secret');
    expect(restarted.sessionSecret()).toBe(secret);
  });

  it('refuses to start with one shorter than 32 characters', async () => {
    vi.stubEnv('SESSION_SECRET', 'too-short-a-secret');
    expect(() => checkConfiguration()).toThrow(
      /SESSION_SECRET must be at least 32 characters long \(it has 18\)/,
    );
    await expect(prepareServer()).rejects.toThrow(/SESSION_SECRET must be at least 32/);
  });

  it('stops the process with the reason instead of serving errors', async () => {
    vi.stubEnv('SESSION_SECRET', 'too-short-a-secret');
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    await prepareServerOrExit();
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('SESSION_SECRET must be at least 32'));
  });

  it('refuses to start with a generated secret file that was cut short', async () => {
    vi.stubEnv('SESSION_SECRET', '');
    vi.stubEnv('DATA_DIR', dir);
    await writeFile(path.join(dir, 'session-secret'), 'abc\n');
    expect(() => checkConfiguration()).toThrow(/session-secret is shorter than 32 characters/);
  });
});

describe('start-up checks', () => {
  it('refuses an SMS_PROVIDER it does not know', () => {
    vi.stubEnv('SMS_PROVIDER', 'nosuchvendor');
    expect(() => checkConfiguration()).toThrow('SMS_PROVIDER "nosuchvendor" is not one of: outbox');
  });

  it('refuses a large model set up by half, and a trusted outbound host written as a URL', () => {
    vi.stubEnv('LLM_A_BASE_URL', 'http://localhost:11434/v1');
    vi.stubEnv('LLM_A_MODEL', '');
    expect(() => checkConfiguration()).toThrow('LLM_A_MODEL is required with LLM_A_BASE_URL');
    vi.stubEnv('LLM_A_MODEL', 'qwen2.5');
    checkConfiguration();
    vi.stubEnv('OUTBOUND_ALLOW_HOSTS', 'https://models.internal');
    expect(() => checkConfiguration()).toThrow(/OUTBOUND_ALLOW_HOSTS lists "https:\/\/models.internal"/);
  });

  it('refuses an embeddings provider set up by half', () => {
    vi.stubEnv('EMBEDDINGS_BASE_URL', 'http://localhost:11434/v1');
    vi.stubEnv('EMBEDDINGS_MODEL', '');
    expect(() => checkConfiguration()).toThrow('EMBEDDINGS_MODEL is required with EMBEDDINGS_BASE_URL');
    vi.stubEnv('EMBEDDINGS_MODEL', 'bge-m3');
    checkConfiguration();
  });

  it('warns when the captcha is switched off', () => {
    const warn = vi.spyOn(log, 'warn');
    checkConfiguration();
    expect(warn).not.toHaveBeenCalled();
    vi.stubEnv('CAPTCHA', 'off');
    checkConfiguration();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^CAPTCHA=off/));
  });

  it('warns when it seeds the demo account on a production server', async () => {
    const warn = vi.spyOn(log, 'warn');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await (await getDb()).delete(users);
    vi.stubEnv('NODE_ENV', 'production');
    await prepareServer();
    expect(warn).toHaveBeenCalledWith(
      { email: 'demo@example.com' },
      expect.stringContaining('demo account was created and its password is published'),
    );
  });
});

describe('TRUST_PROXY', () => {
  it('refuses to start with anything but a number of proxies', () => {
    for (const value of ['', '0', '2']) {
      vi.stubEnv('TRUST_PROXY', value);
      expect(() => checkConfiguration()).not.toThrow();
    }
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(() => checkConfiguration()).toThrow(/TRUST_PROXY must be the number of reverse proxies/);
  });
});
