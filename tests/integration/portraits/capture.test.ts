import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as allowanceRoute } from '@/app/api/management/portrait/allowance/route';
import { POST as createRoute } from '@/app/api/management/portrait/create/route';
import { POST as deleteRoute } from '@/app/api/management/portrait/delete/route';
import { GET as photoRoute } from '@/app/api/management/portrait/photo/route';
import { GET as listRoute } from '@/app/api/management/portrait/query/route';
import { POST as renameRoute } from '@/app/api/management/portrait/rename/route';
import { POST as retakeRoute } from '@/app/api/management/portrait/retake/route';
import { GET as queueRoute } from '@/app/api/operator/portraits/route';
import { POST as rejectRoute } from '@/app/api/operator/portraits/reject/route';
import { portraitRigSchema } from '@/components/digital-human/portrait/rig';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import {
  PORTRAIT_TERMS_VERSION,
  type MyPortrait,
  type PortraitAllowance,
} from '@/features/portraits/contract';
import type { PortraitQueueRow } from '@/features/portraits-review/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { getDb } from '@/lib/server/db/client';
import { eq } from 'drizzle-orm';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { asOperator, signedInOperator } from '@/tests/integration/support/operators';
import { getBytes } from '@/tests/integration/certification/certification-support';
import { upload } from '@/tests/integration/storage/upload-call';
import { buyPortraits } from '@/tests/integration/collection/portrait-packages';

// The capture through its routes: a checked photo with consent becomes a portrait in review with its rig; a refused
// photo says why (translated); retake, rename, delete; another corporation never sees or touches a portrait. A
// corporation keeps as many portraits as its paid portrait packages allow: each test buys what it needs first.

const demo = (n: number) => readFileSync(`node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
let face: Uint8Array;
let dark: Uint8Array;

beforeAll(async () => {
  face = new Uint8Array(
    await sharp(demo(3)).extract({ left: 389, top: 144, width: 614, height: 736 }).jpeg().toBuffer(),
  );
  dark = new Uint8Array(await sharp(face).linear(0.2, 0).jpeg().toBuffer());
});

const CONSENT = {
  name: 'Anna at the desk',
  personName: 'Anna Li',
  typedName: 'anna li',
  termsAccepted: 'true',
  termsVersion: PORTRAIT_TERMS_VERSION,
};

const create = (
  token: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  lang: 'zh' | 'en' = 'en',
) =>
  upload<MyPortrait>(createRoute, '/management/portrait/create', {
    token,
    fields: { ...CONSENT, ...fields },
    file: { bytes, name: 'me.jpg', type: 'image/jpeg' },
    lang,
  });

/** A customer whose corporation paid for `portraits` single-portrait packages. */
async function customerWith(portraits: number) {
  const customer = await loggedInAccount();
  if (portraits) await buyPortraits(customer, portraits);
  return customer;
}

const allowance = async (token: string) =>
  (await call<PortraitAllowance>(allowanceRoute, '/management/portrait/allowance', { token })).body.data;

const list = async (token: string) =>
  (
    await call<Page<MyPortrait>>(listRoute, '/management/portrait/query', {
      token,
      query: { pageSize: '50' },
    })
  ).body.data;

describe('capture of a portrait', () => {
  it('makes a portrait in review from an accepted photo, with the consent and the rig of the stored photo', async () => {
    const customer = await customerWith(1);
    const made = await create(customer.token, face);
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      name: CONSENT.name,
      status: 'review',
      rejectReason: null,
      hasPhoto: true,
      consent: { personName: 'Anna Li', typedName: 'anna li', termsVersion: PORTRAIT_TERMS_VERSION },
    });
    expect((await list(customer.token)).list.map((p) => p.id)).toEqual([made.body.data.id]);

    const [row] = await (await getDb()).select().from(userModels).where(eq(userModels.id, made.body.data.id));
    const rig = portraitRigSchema.parse(row!.look);
    expect(rig.imageUrl).toBe(`/api/management/portrait/photo?id=${made.body.data.id}`);
    expect(row!.consent).toMatchObject({
      recordedBy: customer.user.userId,
      termsVersion: PORTRAIT_TERMS_VERSION,
    });

    const photo = await getBytes(
      photoRoute,
      '/management/portrait/photo',
      { id: made.body.data.id },
      customer,
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(new Uint8Array(await photo.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([rig.width, rig.height]);

    // The reviewers see it in their queue with the consent.
    const operator = await signedInOperator('reviewer');
    const queue = await call<Page<PortraitQueueRow>>(queueRoute, '/operator/portraits', {
      ...asOperator(operator.cookie),
      query: { pageSize: '100' },
    });
    expect(queue.body.data.list.find((p) => p.id === made.body.data.id)?.consent?.personName).toBe('Anna Li');
  }, 60_000);

  it('refuses a dark photo with its translated reason, and stores nothing', async () => {
    const customer = await customerWith(1);
    const en = await create(customer.token, dark);
    expect(en.body.code).toBe(ApiCode.validation);
    expect(en.body.data).toEqual({
      fields: [{ field: 'file', message: 'photo_tooDark' }],
      reason: 'tooDark',
    });
    const zh = await create(customer.token, demo(1), {}, 'zh');
    expect(zh.body.data).toMatchObject({ reason: 'severalFaces' });
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    const text = await create(customer.token, new TextEncoder().encode('not a photo'));
    expect(text.body.code).toBe(ApiCode.validation);
    expect((await list(customer.token)).total).toBe(0);
  }, 60_000);

  it('refuses a consent without the ticked terms, another name typed, or stale terms', async () => {
    const customer = await customerWith(1);
    const fields = (sent: Awaited<ReturnType<typeof create>>) =>
      (sent.body.data as unknown as { fields: { field: string; message: string }[] }).fields;
    expect(fields(await create(customer.token, face, { termsAccepted: 'false' }))).toContainEqual({
      field: 'termsAccepted',
      message: 'termsRequired',
    });
    expect(fields(await create(customer.token, face, { typedName: 'Someone Else' }))).toContainEqual({
      field: 'typedName',
      message: 'typedNameMismatch',
    });
    expect(fields(await create(customer.token, face, { termsVersion: '2020-01' }))).toContainEqual({
      field: 'termsVersion',
      message: 'termsOutdated',
    });
    expect((await list(customer.token)).total).toBe(0);
  }, 60_000);

  it('retakes a rejected portrait back into review, renames and deletes it', async () => {
    const customer = await customerWith(1);
    const made = (await create(customer.token, face)).body.data;
    const operator = await signedInOperator('reviewer');
    await call(rejectRoute, '/operator/portraits/reject', {
      ...asOperator(operator.cookie),
      body: { id: made.id, reason: 'Glasses reflect the light' },
    });
    expect((await list(customer.token)).list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Glasses reflect the light',
    });

    const refused = await upload(retakeRoute, '/management/portrait/retake', {
      token: customer.token,
      fields: { id: made.id },
      file: { bytes: dark, name: 'again.jpg', type: 'image/jpeg' },
    });
    expect(refused.body.data).toMatchObject({ reason: 'tooDark' });
    expect((await list(customer.token)).list[0]?.status).toBe('rejected');

    const retaken = await upload<MyPortrait>(retakeRoute, '/management/portrait/retake', {
      token: customer.token,
      fields: { id: made.id },
      file: { bytes: face, name: 'again.jpg', type: 'image/jpeg' },
    });
    expect(retaken.body.data).toMatchObject({ status: 'review', rejectReason: null });

    const renamed = await call<MyPortrait>(renameRoute, '/management/portrait/rename', {
      token: customer.token,
      body: { id: made.id, name: 'Anna, studio' },
    });
    expect(renamed.body.data.name).toBe('Anna, studio');

    expect(
      (
        await call(deleteRoute, '/management/portrait/delete', {
          token: customer.token,
          body: { id: made.id },
        })
      ).body.code,
    ).toBe(0);
    expect((await list(customer.token)).total).toBe(0);
  }, 90_000);

  it("never shows or lets another corporation touch a corporation's portrait", async () => {
    const owner = await customerWith(1);
    const other = await customerWith(1);
    const made = (await create(owner.token, face)).body.data;
    expect((await list(other.token)).total).toBe(0);
    const photo = await getBytes(photoRoute, '/management/portrait/photo', { id: made.id }, other);
    expect((await photo.json()).code).toBe(ApiCode.notFound);
    const rename = await call(renameRoute, '/management/portrait/rename', {
      token: other.token,
      body: { id: made.id, name: 'Mine now' },
    });
    expect(rename.body.code).toBe(ApiCode.notFound);
    const retake = await upload(retakeRoute, '/management/portrait/retake', {
      token: other.token,
      fields: { id: made.id },
      file: { bytes: face, name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(retake.body.code).toBe(ApiCode.notFound);
    const removed = await call(deleteRoute, '/management/portrait/delete', {
      token: other.token,
      body: { id: made.id },
    });
    expect(removed.body.code).toBe(ApiCode.notFound);
    expect((await list(owner.token)).list[0]).toMatchObject({
      id: made.id,
      name: CONSENT.name,
      status: 'review',
    });
  }, 60_000);

  it('gives the last place to one of two captures made at once', async () => {
    const customer = await customerWith(1);
    const answers = await Promise.all([create(customer.token, face), create(customer.token, face)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ApiCode.limitReached].sort());
    expect((await list(customer.token)).total).toBe(1);
    expect(await allowance(customer.token)).toEqual({ allowed: 1, used: 1 });
  });

  it('keeps as many portraits as the paid packages allow: none without one, a place freed by a delete', async () => {
    const customer = await loggedInAccount();
    expect(await allowance(customer.token)).toEqual({ allowed: 0, used: 0 });
    const none = await create(customer.token, face, {}, 'zh');
    expect(none.body.code).toBe(ApiCode.limitReached);
    expect(none.body.message).toMatch(/套餐上限（0 个）/);
    expect((await list(customer.token)).total).toBe(0);

    await buyPortraits(customer, 1);
    expect(await allowance(customer.token)).toEqual({ allowed: 1, used: 0 });
    const first = await create(customer.token, face);
    expect(first.body.code).toBe(0);
    expect(await allowance(customer.token)).toEqual({ allowed: 1, used: 1 });
    const second = await create(customer.token, face);
    expect(second.body.code).toBe(ApiCode.limitReached);
    expect(second.body.message).toBe(
      'Your corporation already has as many portraits as its packages allow (1).',
    );
    // Another corporation's package is not this one's, and a portrait deleted frees its place.
    await buyPortraits(await loggedInAccount(), 3);
    expect((await create(customer.token, face)).body.code).toBe(ApiCode.limitReached);
    await call(deleteRoute, '/management/portrait/delete', {
      token: customer.token,
      body: { id: first.body.data.id },
    });
    expect(await allowance(customer.token)).toEqual({ allowed: 1, used: 0 });
    expect((await create(customer.token, face)).body.code).toBe(0);
  }, 90_000);
});
