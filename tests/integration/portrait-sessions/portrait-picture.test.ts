import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as robotImage } from '@/app/api/conversation-api/robot/image/route';
import { GET as digitalListRoute } from '@/app/api/management/digital/getList/route';
import { portraitCode, type DigitalHumanDto } from '@/features/catalogue/contract/user-models';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import type { Page } from '@/lib/contract/paging';
import { getDb } from '@/lib/server/db/client';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { accountIds, seedPortrait } from '@/tests/integration/portraits-review/seed-portrait';
import { addSession, sessionBody } from '@/tests/integration/sessions/sessions-support';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call, ORIGIN, randomIp } from '@/tests/integration/support/api';

// Issue 24: a session that shows a portrait has the portrait in its still pictures too — the PNG its phone list and
// its share card show is the photo, framed as the runtime frames it, under the "AI" mark.

async function picture(path: string, token: string) {
  const url = new URL(path, ORIGIN);
  url.searchParams.set('token', token);
  const headers = new Headers({ host: 'localhost:3000', 'x-forwarded-for': randomIp() });
  const response = await robotImage(new Request(url, { headers }));
  expect(response.status).toBe(200);
  const png = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  return { etag: response.headers.get('etag'), info, pixel };
}

const solidPng = async (width: number, height: number, background: string) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );

describe('the picture of a session showing a portrait', () => {
  it('is the approved photo under the AI mark, the stand-in once withdrawn, and follows a retake', async () => {
    const account = await loggedInAccount();
    const owner = await accountIds(account.email);
    const portrait = await seedPortrait(owner, { status: 'ready' });
    const base = sessionBody();
    const added = await addSession(account.token, {
      detailDto: { ...base.detailDto, modelId: portraitCode(portrait.id) },
    });
    const session = added.body.data;
    const url = session.detailDto.samplePictureUrl!;
    // A photo of one colour in place of the seeded one-pixel image, which scaling would blur into the margin.
    await fileStore().put(portrait.photoKey, await solidPng(64, 80, '#20a040'), 'image/png');

    const shown = await picture(url, account.token);
    expect([shown.info.width, shown.info.height]).toEqual([
      session.detailDto.videoWidth,
      session.detailDto.videoHeight,
    ]);
    // The photo covers the frame; the mark's dark plate sits top right.
    expect(shown.pixel(shown.info.width / 2, shown.info.height / 2)).toEqual([0x20, 0xa0, 0x40]);
    const unit = Math.max(shown.info.width, shown.info.height) / 100;
    expect(shown.pixel(shown.info.width - unit * 4.4, unit * 1.6)[0]).toBeLessThan(60);

    // The list that offers it to the owner's pictures says how to frame it.
    const list = await call<Page<DigitalHumanDto>>(digitalListRoute, '/management/digital/getList', {
      token: account.token,
      query: { source: 'own', pageIndex: '1', pageSize: '10' },
    });
    expect(list.body.data.list[0]?.framing).toMatchObject({ width: 512, height: 640 });

    // Withdrawn: the drawn stand-in's picture, under a new ETag.
    const db = await getDb();
    await db.update(userModels).set({ status: 'review' }).where(eq(userModels.id, portrait.id));
    const standIn = await picture(url, account.token);
    expect(standIn.etag).not.toBe(shown.etag);
    expect(standIn.pixel(standIn.info.width - unit * 4.4, unit * 1.6)[0]).toBeGreaterThan(60);

    // Approved again with a retaken photo: a new picture, though the session itself did not change.
    const retake = newFileKey('png');
    await fileStore().put(retake, await solidPng(64, 80, '#336699'), 'image/png');
    await db
      .update(userModels)
      .set({ status: 'ready', photoKey: retake })
      .where(eq(userModels.id, portrait.id));
    const retaken = await picture(url, account.token);
    expect(retaken.etag).not.toBe(shown.etag);
    expect(retaken.etag).not.toBe(standIn.etag);
    expect(retaken.pixel(retaken.info.width / 2, retaken.info.height / 2)).toEqual([0x33, 0x66, 0x99]);
  });
});
