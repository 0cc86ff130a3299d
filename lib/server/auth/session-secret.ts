import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/server/data-dir';

/** iron-session refuses shorter passwords. */
const SESSION_SECRET_MIN_LENGTH = 32;

let cached: { file: string; secret: string } | undefined;

const sessionSecretFile = () => path.join(dataDir(), 'session-secret');

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < SESSION_SECRET_MIN_LENGTH)
    throw new Error(
      `The session secret in ${file} is shorter than ${SESSION_SECRET_MIN_LENGTH} characters. ` +
        'Delete the file to have a new one generated (everyone must log in again), or set SESSION_SECRET.',
    );
  return secret;
}

/** Creates `file` holding `secret` unless it exists; a concurrent reader never sees it half-written. */
function createExclusively(file: string, secret: string) {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    // Some volumes have no hard links: write in place, still only if nobody else has.
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    } catch (inPlace) {
      if ((inPlace as NodeJS.ErrnoException).code !== 'EEXIST') throw inPlace;
    }
  } finally {
    unlinkSync(draft);
  }
}

function generatedSecret(file: string): string {
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  createExclusively(file, randomBytes(32).toString('base64url'));
  return readSecretFile(file);
}

/**
 * SESSION_SECRET when set (at least 32 characters); otherwise a secret generated on first start and kept in
 * DATA_DIR, so sessions survive restarts without any set-up. Start-up calls this first, so a bad secret stops the
 * server with this message instead of failing every request.
 */
export function sessionSecret(): string {
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < SESSION_SECRET_MIN_LENGTH)
      throw new Error(
        `SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters long (it has ${fromEnv.length}). ` +
          'Set a longer one, e.g. `openssl rand -base64 32`, or unset it to have one generated in DATA_DIR.',
      );
    return fromEnv;
  }
  const file = sessionSecretFile();
  if (cached?.file !== file) cached = { file, secret: generatedSecret(file) };
  return cached.secret;
}
