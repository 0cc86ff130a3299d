import 'server-only';
import path from 'node:path';
import { dataDir } from '@/lib/server/data-dir';

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: URL;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      region: string;
      forcePathStyle: boolean;
    };

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const FLAGS: Record<string, boolean> = { '': false, '0': false, false: false, '1': true, true: true };

/**
 * Local disk under DATA_DIR/files unless the four S3_* variables are all set. Half a configuration is an error
 * at start, not a silent fall-back to the disk of one instance.
 */
export function storageConfig(env: Record<string, string | undefined> = process.env): StorageConfig {
  const set = S3_REQUIRED.filter((name) => env[name]?.trim());
  if (set.length === 0) return { kind: 'local', root: path.join(dataDir(), 'files') };
  const missing = S3_REQUIRED.filter((name) => !set.includes(name));
  if (missing.length > 0)
    throw new Error(`S3 storage needs ${missing.join(', ')} too (set: ${set.join(', ')})`);
  let endpoint: URL;
  try {
    endpoint = new URL(env.S3_ENDPOINT!.trim());
  } catch {
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${env.S3_ENDPOINT}"`);
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${env.S3_ENDPOINT}"`);
  const bucket = env.S3_BUCKET!.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(bucket))
    throw new Error(`S3_BUCKET is not a bucket name: "${bucket}"`);
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (!(pathStyle in FLAGS))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${env.S3_FORCE_PATH_STYLE}"`);
  return {
    kind: 's3',
    endpoint,
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: FLAGS[pathStyle]!,
  };
}
