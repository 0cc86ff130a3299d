import 'server-only';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from './config';
import type { FileStore } from './file-store';
import { isFileKey } from './file-key';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** An S3-compatible bucket (AWS, MinIO, R2, OSS, COS…), every request signed with AWS Signature V4. */
export function s3FileStore(config: S3Config, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // A few quick retries of 5xx answers; aws4fetch's default (10) would hold an upload for minutes.
    retries: 2,
    initRetryMs: 100,
  });

  const objectUrl = (key: string) => {
    if (!isFileKey(key)) throw new Error('not a storage key');
    const base = new URL(config.endpoint);
    const prefix = base.pathname.replace(/\/+$/, '');
    if (config.forcePathStyle) base.pathname = `${prefix}/${config.bucket}/${key}`;
    else {
      base.hostname = `${config.bucket}.${base.hostname}`;
      base.pathname = `${prefix}/${key}`;
    }
    return base.href;
  };

  async function send(method: string, key: string, init: RequestInit = {}) {
    const request = await client.sign(objectUrl(key), { method, ...init });
    return fetchImpl(request);
  }

  // The store's answer is logged by the caller; its body may name the bucket, so it is not passed on.
  const failure = (action: string, status: number) => new Error(`S3 ${action} failed with HTTP ${status}`);

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
      await response.body?.cancel();
      if (!response.ok) throw failure('PUT', response.status);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw failure('GET', response.status);
      }
      const length = Number(response.headers.get('content-length'));
      return { body: response.body, size: Number.isFinite(length) && length >= 0 ? length : null };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw failure('DELETE', response.status);
    },
  };
}
