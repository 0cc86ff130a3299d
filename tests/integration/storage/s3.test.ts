import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getFile } from '@/app/api/files/[...key]/route';
import { POST as deleteBackground } from '@/app/api/management/background/delete/route';
import { GET as backgroundPage } from '@/app/api/management/background/page/route';
import { POST as uploadBackground } from '@/app/api/management/background/upload/route';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import type { UploadedImage } from '@/lib/contract/images';
import { resetFileStore } from '@/lib/server/storage/store';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { startFakeS3 } from './fake-s3';
import { IMAGES } from './images';
import { fetchFile, upload } from './upload-call';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let token: string;
const BACKGROUND = '/management/background/upload';

beforeAll(async () => {
  s3 = await startFakeS3();
  Object.assign(process.env, {
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'dh-files',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    S3_REGION: 'cn-north-1',
    S3_FORCE_PATH_STYLE: 'true',
  });
  resetFileStore();
  ({ token } = await loggedInAccount());
});

afterAll(async () => {
  for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'])
    delete process.env[name];
  delete process.env.S3_FORCE_PATH_STYLE;
  resetFileStore();
  await s3.close();
});

describe('image uploads on an S3-compatible store', () => {
  it('PUTs the bytes SigV4-signed to /bucket/key, serves them back, and DELETEs them', async () => {
    const { body } = await upload<UploadedImage>(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: IMAGES.bmp.bytes, name: 'hall.bmp', type: 'image/bmp' },
    });
    expect(body.code).toBe(0);
    const key = body.data.url.split('/').pop()!;

    const put = s3.seen.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/dh-files/${key}`);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-north-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(IMAGES.bmp.bytes).digest('hex'),
    );
    // The signature is the one the secret makes for this request: a store holding the secret accepts it.
    const expected = await new AwsV4Signer({
      method: 'PUT',
      url: `${s3.endpoint}/dh-files/${key}`,
      headers: {
        'content-type': 'image/bmp',
        'x-amz-content-sha256': put.headers['x-amz-content-sha256'] as string,
      },
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'cn-north-1',
      service: 's3',
      datetime: put.headers['x-amz-date'] as string,
    }).sign();
    expect(put.headers.authorization).toBe(expected.headers.get('authorization'));
    expect(put.headers['content-type']).toBe('image/bmp');
    expect(new Uint8Array(s3.objects.get(`/dh-files/${key}`)!.body)).toEqual(IMAGES.bmp.bytes);
    // Nothing went to the local disk.
    const local = await readdir(path.join(process.env.DATA_DIR!, 'files')).catch(() => []);
    expect(local).toEqual([]);

    const served = await fetchFile(getFile, body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/bmp');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(IMAGES.bmp.bytes);
    const get = s3.seen.find((request) => request.method === 'GET')!;
    expect(get.path).toBe(`/dh-files/${key}`);
    expect(get.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);

    const deleted = await call(deleteBackground, '/management/background/delete', {
      token,
      body: { id: body.data.id },
    });
    expect(deleted.body.code).toBe(0);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/dh-files/${key}` });
    expect(s3.objects.has(`/dh-files/${key}`)).toBe(false);
    expect((await fetchFile(getFile, body.data.url)).status).toBe(404);
  });

  it('answers a failing store with the generic error, keeps no row and says nothing of the store', async () => {
    s3.failWith(500);
    const before = s3.seen.length;
    const { status, body } = await upload(uploadBackground, BACKGROUND, {
      token,
      lang: 'en',
      file: { bytes: IMAGES.png.bytes, name: 'a.png' },
    });
    s3.failWith(null);
    expect(status).toBe(500);
    expect(body.code).toBe(ApiCode.internal);
    expect(body.message).toBe('Something went wrong on our side. Please retry later.');
    // Two quick retries, then the upload gives up.
    expect(s3.seen.length - before).toBe(3);
    const listed = await call<Page<UploadedImage>>(backgroundPage, '/management/background/page', { token });
    expect(listed.body.data.total).toBe(0);
  });
});
