import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getFile } from '@/app/api/files/[...key]/route';
import { POST as uploadBackground } from '@/app/api/management/background/upload/route';
import { POST as uploadPageImage } from '@/app/api/management/common/uploadImage/route';
import { ApiCode } from '@/lib/contract/codes';
import { IMAGE_MAX_BYTES, type UploadedImage } from '@/lib/contract/images';
import { ORIGIN, call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { EXE_BYTES, IMAGES, pngDeclaring } from './images';
import { fetchFile, upload, webLogin } from './upload-call';

const BACKGROUND = '/management/background/upload';
let token: string;

beforeAll(async () => {
  ({ token } = await loggedInAccount());
});

describe('image uploads on the local disk', () => {
  it.each(Object.entries(IMAGES))('accepts a %s and serves the same bytes and type', async (ext, image) => {
    const { status, body } = await upload<UploadedImage>(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: image.bytes, name: `scene.${ext}`, type: image.mimeType },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      name: `scene.${ext}`,
      size: image.bytes.byteLength,
      mimeType: image.mimeType,
      width: 1,
      height: 1,
    });
    expect(body.data.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{32}\.(png|gif|bmp|jpg)$/);

    const served = await fetchFile(getFile, body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(image.mimeType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(image.bytes);
  });

  it('takes a .jpeg name and keys the file by what its content is', async () => {
    const { body } = await upload<UploadedImage>(uploadPageImage, '/management/common/uploadImage', {
      token,
      file: { bytes: IMAGES.jpg.bytes, name: 'C:\\photos\\start page.jpeg', type: 'image/jpeg' },
    });
    expect(body.code).toBe(0);
    expect(body.data.name).toBe('start page.jpeg');
    expect(body.data.url).toMatch(/\.jpg$/);
  });

  it('writes the bytes under DATA_DIR/files and leaves no temporary file', async () => {
    const { body } = await upload<UploadedImage>(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: IMAGES.png.bytes, name: 'a.png' },
    });
    const key = body.data.url.split('/').pop()!;
    const folder = path.join(process.env.DATA_DIR!, 'files', key.slice(0, 2));
    expect(await readdir(folder)).toContain(key);
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a renamed .exe and a text file named .png: invalid file format, zh and en', async () => {
    const exe = await upload(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: EXE_BYTES, name: 'scene.png', type: 'image/png' },
    });
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe(ApiCode.validation);
    expect(exe.body.message).toBe('文件格式不正确，请上传 jpg、jpeg、png、gif 或 bmp 格式的图片');
    expect(exe.body.data).toEqual({ fields: [{ field: 'file', message: 'invalid' }] });

    const text = await upload(uploadBackground, BACKGROUND, {
      token,
      lang: 'en',
      file: { bytes: new TextEncoder().encode('not an image at all\n'), name: 'x.png', type: 'image/png' },
    });
    expect(text.body.code).toBe(ApiCode.validation);
    expect(text.body.message).toBe('Invalid file format. Please upload a jpg, jpeg, png, gif or bmp image.');
  });

  it('refuses a PNG signature on a broken file', async () => {
    const { body } = await upload(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: IMAGES.png.bytes.slice(0, 12), name: 'cut.png' },
    });
    expect(body.code).toBe(ApiCode.validation);
  });

  it('refuses a few hundred bytes of PNG that declare 30000×30000 pixels, zh and en (issue 19 §2.10)', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(1000);
    const zh = await upload(uploadBackground, BACKGROUND, { token, file: { bytes: bomb, name: 'bomb.png' } });
    expect(zh.body.code).toBe(ApiCode.validation);
    expect(zh.body.message).toBe('图片尺寸过大：每边不能超过 8192 像素，总计不能超过 40 百万像素');
    const en = await upload(uploadPageImage, '/management/common/uploadImage', {
      token,
      lang: 'en',
      file: { bytes: bomb, name: 'bomb.png' },
    });
    expect(en.body.code).toBe(ApiCode.validation);
    expect(en.body.message).toBe(
      'The image is too large: at most 8192 pixels on a side and 40 megapixels in all',
    );
    // Within the side limit but over 40 megapixels; then the largest sizes that pass.
    const wide = await upload(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: pngDeclaring(8000, 6000), name: 'wide.png' },
    });
    expect(wide.body.code).toBe(ApiCode.validation);
    for (const [width, height] of [
      [8192, 4096],
      [3840, 2160],
    ] as const) {
      const ok = await upload<UploadedImage>(uploadBackground, BACKGROUND, {
        token,
        file: { bytes: pngDeclaring(width, height), name: 'ok.png' },
      });
      expect(ok.body.code).toBe(0);
      expect(ok.body.data).toMatchObject({ width, height });
    }
  });

  it('refuses 2 MB + 1 byte with "file too large", naming 2 MB', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(IMAGES.png.bytes);
    const zh = await upload(uploadBackground, BACKGROUND, { token, file: { bytes: big, name: 'big.png' } });
    expect(zh.body.code).toBe(ApiCode.validation);
    expect(zh.body.message).toBe('文件过大，图片不能超过 2 MB');
    const en = await upload(uploadBackground, BACKGROUND, {
      token,
      lang: 'en',
      file: { bytes: new Uint8Array(IMAGE_MAX_BYTES * 3), name: 'huge.png' },
    });
    expect(en.body.message).toBe('File too large: an image may be at most 2 MB.');
    // Exactly 2 MB is allowed: the limit is "at most".
    const exact = new Uint8Array(IMAGE_MAX_BYTES);
    exact.set(IMAGES.png.bytes);
    const ok = await upload(uploadBackground, BACKGROUND, { token, file: { bytes: exact, name: 'max.png' } });
    expect(ok.body.code).toBe(0);
  });

  it('stops reading a body sent without Content-Length once it passes the limit', async () => {
    const boundary = 'dh-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    // 8 MB in 64 KiB chunks, made only as the server pulls them: what it pulls is what it read.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= IMAGE_MAX_BYTES * 4) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const url = new URL(`/api${BACKGROUND}`, ORIGIN);
    url.searchParams.set('token', token);
    const response = await uploadBackground(
      new Request(url, {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    const answer = (await response.json()) as { code: number; message: string };
    expect(answer.code).toBe(ApiCode.validation);
    expect(answer.message).toBe('文件过大，图片不能超过 2 MB');
    expect(sent).toBeLessThan(IMAGE_MAX_BYTES + 256 * 1024);
  });

  it('refuses an empty file and a form without a file', async () => {
    const empty = await upload(uploadBackground, BACKGROUND, {
      token,
      file: { bytes: new Uint8Array(), name: 'empty.png' },
    });
    expect(empty.body.code).toBe(ApiCode.validation);
    expect(empty.body.message).toBe('文件为空，请重新选择');
    const none = await upload(uploadBackground, BACKGROUND, { token, fields: { note: 'no file' } });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe(ApiCode.validation);
    expect(none.body.data).toEqual({ fields: [{ field: 'file', message: 'required' }] });
  });

  it('asks for multipart/form-data, not JSON', async () => {
    const { status, body } = await call(uploadBackground, BACKGROUND, { token, body: { file: 'x' } });
    expect(status).toBe(415);
    expect(body.code).toBe(ApiCode.unsupportedMediaType);
  });

  it('answers 40100 without a login and reads no body', async () => {
    const { status, body } = await upload(uploadBackground, BACKGROUND, {
      file: { bytes: IMAGES.png.bytes, name: 'a.png' },
    });
    expect(status).toBe(401);
    expect(body.code).toBe(ApiCode.unauthenticated);
  });

  it('takes the web session cookie from its own origin and refuses it from another', async () => {
    const web = await webLogin();
    const file = { bytes: IMAGES.gif.bytes, name: 'a.gif' };
    const own = await upload(uploadBackground, BACKGROUND, {
      cookie: web.cookie,
      headers: { origin: ORIGIN, 'x-dh-client': 'web' },
      file,
    });
    expect(own.body.code).toBe(0);
    const foreign = await upload(uploadBackground, BACKGROUND, {
      cookie: web.cookie,
      headers: { origin: 'https://evil.example' },
      file,
    });
    expect(foreign.body.code).toBe(ApiCode.badOrigin);
  });

  it('refuses a corpId that is not the caller’s', async () => {
    const { body } = await upload(uploadBackground, BACKGROUND, {
      token,
      fields: { corpId: 'someone-else' },
      file: { bytes: IMAGES.png.bytes, name: 'a.png' },
    });
    expect(body.code).toBe(ApiCode.forbidden);
  });

  it('limits uploads per user: the 61st in ten minutes waits, another user does not', async () => {
    const busy = await loggedInAccount();
    const send = (who: string) =>
      upload(uploadBackground, BACKGROUND, { token: who, file: { bytes: IMAGES.gif.bytes, name: 'a.gif' } });
    for (let i = 0; i < 60; i++) expect((await send(busy.token)).body.code).toBe(0);
    const refused = await send(busy.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ApiCode.rateLimited);
    expect(refused.body.message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    expect((await send(token)).body.code).toBe(0);
  });

  it('answers 404 for a key that was never issued or is not a key at all', async () => {
    for (const url of [
      '/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png',
      '/api/files/..%2F..%2Fdb',
      '/api/files/../../etc/passwd',
    ]) {
      const response = await fetchFile(getFile, url);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
