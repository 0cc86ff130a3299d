import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getFile } from '@/app/api/files/[...key]/route';
import { POST as deleteBackground } from '@/app/api/management/background/delete/route';
import { GET as backgroundPage } from '@/app/api/management/background/page/route';
import { POST as uploadBackground } from '@/app/api/management/background/upload/route';
import { POST as uploadPageImage } from '@/app/api/management/common/uploadImage/route';
import type { Page } from '@/lib/contract/paging';
import { ApiCode } from '@/lib/contract/codes';
import type { UploadedImage } from '@/lib/contract/images';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { IMAGES } from './images';
import { fetchFile, upload } from './upload-call';

let owner: string;
let other: string;

async function uploadAs(token: string, name: string) {
  const { body } = await upload<UploadedImage>(uploadBackground, '/management/background/upload', {
    token,
    file: { bytes: IMAGES.png.bytes, name },
  });
  expect(body.code).toBe(0);
  return body.data;
}

const page = (token: string, query: Record<string, string> = {}) =>
  call<Page<UploadedImage>>(backgroundPage, '/management/background/page', { token, query });

beforeAll(async () => {
  owner = (await loggedInAccount()).token;
  other = (await loggedInAccount()).token;
});

describe('uploaded backgrounds', () => {
  it('lists the corporation’s own backgrounds, newest first, paged; page images are not backgrounds', async () => {
    const first = await uploadAs(owner, 'first.png');
    const second = await uploadAs(owner, 'second.png');
    const third = await uploadAs(owner, 'third.png');
    await uploadAs(other, 'theirs.png');
    await upload(uploadPageImage, '/management/common/uploadImage', {
      token: owner,
      file: { bytes: IMAGES.gif.bytes, name: 'start.gif' },
    });

    const all = await page(owner);
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list.map((image) => image.id)).toEqual([third.id, second.id, first.id]);

    const second2 = await page(owner, { pageIndex: '2', pageSize: '2' });
    expect(second2.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(second2.body.data.list.map((image) => image.id)).toEqual([first.id]);

    expect((await page(owner, { pageSize: '101' })).body.code).toBe(ApiCode.validation);
    expect((await call(backgroundPage, '/management/background/page')).body.code).toBe(
      ApiCode.unauthenticated,
    );
  });

  it('deletes only the caller’s own backgrounds; a deleted file answers 404', async () => {
    const mine = await uploadAs(owner, 'mine.png');
    const theirs = await uploadAs(other, 'theirs.png');

    const foreign = await call(deleteBackground, '/management/background/delete', {
      token: owner,
      body: { id: theirs.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ApiCode.notFound);
    expect((await fetchFile(getFile, theirs.url)).status).toBe(200);

    const deleted = await call(deleteBackground, '/management/background/delete', {
      token: owner,
      body: { id: mine.id },
    });
    expect(deleted.body.code).toBe(0);
    expect((await fetchFile(getFile, mine.url)).status).toBe(404);
    expect((await page(owner)).body.data.list.map((image) => image.id)).not.toContain(mine.id);

    const again = await call(deleteBackground, '/management/background/delete', {
      token: owner,
      body: { id: mine.id },
    });
    expect(again.body.code).toBe(ApiCode.notFound);
    const missing = await call(deleteBackground, '/management/background/delete', { token: owner, body: {} });
    expect(missing.body.code).toBe(ApiCode.validation);
  });
});
