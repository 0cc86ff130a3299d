import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './data-dir';

let cached: string | undefined;

/**
 * SESSION_SECRET when set (at least 32 characters); otherwise a secret generated on first start and kept in
 * DATA_DIR, so sessions survive restarts without any set-up.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    return (cached = fromEnv);
  }
  const file = path.join(dataDir(), 'session-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir(), { recursive: true });
    const generated = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, generated, { flag: 'wx', mode: 0o600 });
      cached = generated;
    } catch {
      cached = readFileSync(file, 'utf8').trim(); // another process won the race
    }
  }
  return cached;
}
