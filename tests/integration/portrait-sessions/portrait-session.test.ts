import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as portraitPhotoRoute } from '@/app/api/bot/portraitPhoto/route';
import { GET as digitalListRoute } from '@/app/api/management/digital/getList/route';
import { POST as quickCreateRoute } from '@/app/api/management/conversation/createConversation/route';
import { POST as updateRoute } from '@/app/api/management/conversation/updateConversation/route';
import { GET as userModelsRoute } from '@/app/api/management/userModel/query/route';
import { portraitCode } from '@/features/catalogue/contract/user-models';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import { portraitPaths } from '@/features/portraits/contract';
import type { SessionDto } from '@/features/sessions/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { signPass } from '@/lib/server/auth/signed-pass';
import { getDb } from '@/lib/server/db/client';
import { getBytes } from '@/tests/integration/certification/certification-support';
import { accountIds, seedPortrait } from '@/tests/integration/portraits-review/seed-portrait';
import { addSession, sessionBody } from '@/tests/integration/sessions/sessions-support';
import { IMAGES } from '@/tests/integration/storage/images';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';

// Issue 24 §1: "a portrait becomes a character of its corporation". A session names an approved portrait as
// `portrait:<model id>`; its runtime pages carry the rig with a photo address a visitor may load (a signed pass).

async function customer() {
  const account = await loggedInAccount();
  return { ...account, ids: await accountIds(account.email) };
}

const withPortrait = (id: string) => {
  const body = sessionBody();
  return { detailDto: { ...body.detailDto, modelId: portraitCode(id) } };
};

const photo = (query: Record<string, string>) =>
  getBytes(portraitPhotoRoute, portraitPaths.runtimePhoto, query, {});

/** The `t` of a runtime photo address. */
const passOf = (imageUrl: string) => new URL(imageUrl, 'http://localhost').searchParams.get('t') ?? '';

describe('a portrait as the session character', () => {
  it('takes an approved portrait of the corporation, and its share link carries the rig and a photo visitors load', async () => {
    const { runtimePageData } = await import('@/app/_pages/runtime-session');
    const owner = await customer();
    const portrait = await seedPortrait(owner.ids, { status: 'ready', name: 'Lin at the desk' });

    const added = await addSession(owner.token, withPortrait(portrait.id), 'en');
    expect(added.body.code).toBe(0);
    const session = added.body.data;
    expect(session.detailDto.modelId).toBe(portraitCode(portrait.id));
    expect(session.detailDto.modelName).toBe('Lin at the desk');

    const page = await runtimePageData('share', session.shareCode);
    const rig = page?.session.portrait;
    expect(rig?.mesh).toHaveLength(468);
    expect(rig?.imageUrl).toMatch(/^\/api\/bot\/portraitPhoto\?t=/);
    // The drawing stays as the fallback: a character of the cast.
    expect(page?.session.character.characterCode).not.toContain('portrait:');

    const answered = await photo({ t: passOf(rig!.imageUrl) });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('cache-control')).toMatch(/^private/);
    expect(new Uint8Array(await answered.arrayBuffer())).toEqual(new Uint8Array(IMAGES.png.bytes));

    // The application page and the public preview carry it too.
    expect(
      (await runtimePageData('userPreview', session.conversationId))?.session.portrait?.imageUrl,
    ).toMatch(/^\/api\/bot\/portraitPhoto\?t=/);
  });

  it('answers the photo 401 without a pass, 404 with a forged or expired one and once the portrait is withdrawn', async () => {
    const { runtimePageData } = await import('@/app/_pages/runtime-session');
    const owner = await customer();
    const portrait = await seedPortrait(owner.ids, { status: 'ready' });
    const session = (await addSession(owner.token, withPortrait(portrait.id))).body.data;
    const pass = passOf((await runtimePageData('share', session.shareCode))!.session.portrait!.imageUrl);

    const missing = await photo({});
    expect(missing.status).toBe(401);
    expect((await missing.json()).code).toBe(ApiCode.unauthenticated);
    const [subject, expires] = pass.split('.');
    const forged = await photo({ t: `${subject}.${expires}.AAAA${pass.slice(-20)}` });
    expect(forged.status).toBe(404);
    expect((await forged.json()).message).toMatch(/过期/);
    const otherSubject = await photo({ t: pass.replace(subject!, 'someone-else') });
    expect(otherSubject.status).toBe(404);
    const expired = signPass('portrait-photo', portrait.id, 60, 60, new Date(Date.now() - 3 * 3600_000));
    expect((await photo({ t: expired })).status).toBe(404);

    // Rejected later: the photo is not served and the session falls back to its drawing.
    const db = await getDb();
    await db.update(userModels).set({ status: 'rejected' }).where(eq(userModels.id, portrait.id));
    expect((await photo({ t: pass })).status).toBe(404);
    const fallback = await runtimePageData('share', session.shareCode);
    expect(fallback?.session.portrait).toBeUndefined();
    expect(fallback?.session.character.characterCode).toBeTruthy();

    // Deleted: the same.
    await db.delete(userModels).where(eq(userModels.id, portrait.id));
    expect((await photo({ t: pass })).status).toBe(404);
    expect((await runtimePageData('share', session.shareCode))?.session.portrait).toBeUndefined();
  });

  it('refuses, translated, a portrait not approved yet and one of another corporation', async () => {
    const owner = await customer();
    const other = await customer();
    const inReview = await seedPortrait(owner.ids, { status: 'review' });
    const rejected = await seedPortrait(owner.ids, { status: 'rejected' });
    const theirs = await seedPortrait(other.ids, { status: 'ready' });

    const review = await addSession(owner.token, withPortrait(inReview.id), 'en');
    expect(review.status).toBe(400);
    expect(review.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'detailDto.modelId', message: 'portraitNotApproved' })],
    });
    expect(review.body.message).toMatch(/[a-z]/i);
    const reviewZh = await addSession(owner.token, withPortrait(rejected.id), 'zh');
    expect(reviewZh.status).toBe(400);
    expect(reviewZh.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'detailDto.modelId', message: 'portraitNotApproved' })],
    });

    const foreign = await addSession(owner.token, withPortrait(theirs.id), 'en');
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'detailDto.modelId', message: 'characterRequired' })],
    });

    // Nor can a saved session be changed to one.
    const session: SessionDto = (await addSession(owner.token)).body.data;
    const changed = await call(updateRoute, '/management/conversation/updateConversation', {
      token: owner.token,
      query: { lang: 'en' },
      body: { ...sessionBody(), ...withPortrait(theirs.id), conversationId: session.conversationId },
    });
    expect(changed.status).toBe(400);
  });

  it('quick-creates a session with an approved portrait, speaking with a voice of its gender, and refuses the rest', async () => {
    const owner = await customer();
    const other = await customer();
    const ready = await seedPortrait(owner.ids, { status: 'ready', name: 'Quick Lin' });
    const inReview = await seedPortrait(owner.ids, { status: 'review' });
    const theirs = await seedPortrait(other.ids, { status: 'ready' });
    const quick = (characterCode: string, lang = 'en') =>
      call<SessionDto>(quickCreateRoute, '/management/conversation/createConversation', {
        token: owner.token,
        query: { lang },
        body: { characterCode, language: 'en' },
      });

    const made = await quick(portraitCode(ready.id));
    expect(made.body.code).toBe(ApiCode.ok);
    expect(made.body.data.detailDto).toMatchObject({
      modelId: portraitCode(ready.id),
      modelName: 'Quick Lin',
    });
    // The seeded portrait is a woman's: an English voice of that gender.
    expect(made.body.data.detailDto.ttsId).toMatch(/^espeak:en-.*f\d$/);

    const review = await quick(portraitCode(inReview.id), 'zh');
    expect(review.status).toBe(400);
    expect(review.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'characterCode', message: 'portraitNotApproved' })],
    });
    expect(review.body.message).toMatch(/\p{Script=Han}/u);
    const foreign = await quick(portraitCode(theirs.id));
    expect(foreign.status).toBe(400);
    expect(foreign.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'characterCode', message: 'characterRequired' })],
    });
  });

  it('never shows a portrait to another corporation in its characters or models', async () => {
    const owner = await customer();
    const other = await customer();
    const portrait = await seedPortrait(owner.ids, { status: 'ready' });
    const list = (token: string) =>
      call<Page<{ code: string }>>(digitalListRoute, '/management/digital/getList', {
        token,
        query: { pageSize: '100' },
      });
    expect((await list(owner.token)).body.data.list.map((c) => c.code)).toContain(portraitCode(portrait.id));
    expect((await list(other.token)).body.data.list.map((c) => c.code)).not.toContain(
      portraitCode(portrait.id),
    );
    const models = await call<Page<{ id: string }>>(userModelsRoute, '/management/userModel/query', {
      token: other.token,
    });
    expect(models.body.data.list.map((m) => m.id)).not.toContain(portrait.id);
  });
});
