import 'server-only';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from './config';
import type { FileStore } from './file-store';
import { isFileKey } from './file-key';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Path style (`endpoint/bucket/key`, MinIO and most self-hosted stores) or virtual-host style (`bucket.endpoint/key`). */
export function s3ObjectUrl(config: S3Config, key: string): string {
  if (!isFileKey(key)) throw new Error('not a storage key');
  const url = new URL(config.endpoint);
  const prefix = url.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) url.pathname = `${prefix}/${config.bucket}/${key}`;
  else {
    url.hostname = `${config.bucket}.${url.hostname}`;
    url.pathname = `${prefix}/${key}`;
  }
  return url.href;
}

/** An S3-compatible bucket (AWS, MinIO, R2, OSS, COS…), every request signed with AWS Signature V4. */
export function s3FileStore(config: S3Config): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // Two quick retries of a 5xx or 429; aws4fetch's default (10, doubling) would hold an upload for minutes.
    retries: 2,
    initRetryMs: 100,
  });

  // The store's answer is logged by the caller; its body may name the bucket, so it is not passed on.
  const failure = (action: string, status: number) => new Error(`S3 ${action} failed with HTTP ${status}`);

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(s3ObjectUrl(config, key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD), so the store refuses altered bytes.
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      await response.body?.cancel();
      if (!response.ok) throw failure('PUT', response.status);
    },
    async get(key) {
      const response = await client.fetch(s3ObjectUrl(config, key), { method: 'GET' });
      if (response.status === 404 || !response.ok || !response.body) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        throw failure('GET', response.status);
      }
      const length = Number(response.headers.get('content-length') ?? NaN);
      return { body: response.body, size: Number.isFinite(length) && length >= 0 ? length : null };
    },
    async delete(key) {
      const response = await client.fetch(s3ObjectUrl(config, key), { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw failure('DELETE', response.status);
    },
  };
}
