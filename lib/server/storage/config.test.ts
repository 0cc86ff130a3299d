import path from 'node:path';
import { dataDir } from '@/lib/server/data-dir';
import { describe, expect, it } from 'vitest';
import { storageConfig } from './config';
import { s3ObjectUrl } from './s3-store';

const S3 = {
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'dh-files',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};
const KEY = `${'a'.repeat(32)}.png`;

describe('storage configuration', () => {
  it('is the local disk under DATA_DIR/files without S3 variables', () => {
    expect(storageConfig({ S3_REGION: 'cn-north-1' })).toEqual({
      kind: 'local',
      root: path.join(dataDir(), 'files'),
    });
  });

  it('is S3 with all four, region us-east-1 and virtual-host style by default', () => {
    expect(storageConfig(S3)).toMatchObject({
      kind: 's3',
      bucket: 'dh-files',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(storageConfig({ ...S3, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      region: 'cn-north-1',
      forcePathStyle: true,
    });
  });

  it('refuses half a configuration, a bad endpoint or flag, naming the variable', () => {
    expect(() => storageConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/needs S3_SECRET_ACCESS_KEY/);
    expect(() => storageConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => storageConfig({ ...S3, S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
    expect(() => storageConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('S3 object URLs', () => {
  const config = storageConfig(S3);
  if (config.kind !== 's3') throw new Error('expected S3');

  it('puts the bucket in the host name, or in the path when path style is forced', () => {
    expect(s3ObjectUrl(config, KEY)).toBe(`https://dh-files.s3.example.com/${KEY}`);
    expect(s3ObjectUrl({ ...config, forcePathStyle: true }, KEY)).toBe(
      `https://s3.example.com/dh-files/${KEY}`,
    );
    const behindPath = { ...config, endpoint: new URL('http://minio:9000/store/'), forcePathStyle: true };
    expect(s3ObjectUrl(behindPath, KEY)).toBe(`http://minio:9000/store/dh-files/${KEY}`);
  });

  it('takes only keys the server made', () => {
    expect(() => s3ObjectUrl(config, '../other-bucket/x.png')).toThrow();
  });
});
