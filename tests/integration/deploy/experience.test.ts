import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as queryRoute } from '@/app/api/management/hostedExperience/query/route';
import { POST as saveRoute } from '@/app/api/management/hostedExperience/save/route';
import {
  experiencePaths,
  type ExperienceSaveRequest,
  type HostedExperienceDto,
} from '@/features/deploy/contract/experience';
import { allowedOriginsOf } from '@/features/deploy/server/experience/allowed-origins';
import { sessions } from '@/features/sessions/server/tables';
import { ApiCode } from '@/lib/contract/codes';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { addSession, sessionBody } from '@/tests/integration/sessions/sessions-support';

const GOOD: ExperienceSaveRequest = {
  endUrl: 'https://shop.example.com/thanks',
  title: 'Talk to Lin',
  content: 'Ask about opening hours and orders.',
  buttonText: 'Start talking',
  errorText: 'Sorry, something went wrong.',
  allowedOrigins: ['https://shop.example.com'],
};

const query = async (token: string) =>
  (await call<HostedExperienceDto>(queryRoute, experiencePaths.query, { token })).body;
const save = (token: string, body: Partial<ExperienceSaveRequest>, lang = 'en') =>
  call<HostedExperienceDto>(saveRoute, experiencePaths.save, {
    token,
    query: { lang },
    body: { ...GOOD, ...body },
  });
const fieldsOf = (body: { data: unknown }) =>
  Object.fromEntries(
    ((body.data as { fields?: { field: string; message: string }[] }).fields ?? []).map((f) => [
      f.field,
      f.message,
    ]),
  );

describe('the hosted experience', () => {
  it('starts from the first session’s texts with no embed domain, until it is saved', async () => {
    const { token } = await loggedInAccount();
    const empty = await query(token);
    expect(empty).toMatchObject({ code: 0 });
    expect(empty.data).toMatchObject({ saved: false, endUrl: '', buttonText: '', allowedOrigins: [] });

    const first = await addSession(token, {
      pageDto: { ...sessionBody().pageDto, promptTitle: 'First title', errorText: 'First error' },
    });
    expect(first.body.code).toBe(0);
    await addSession(token);
    // The oldest of the corporation's sessions (the sample a new corporation is given counts too).
    const db = await getDb();
    await db
      .update(sessions)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(sessions.id, first.body.data.conversationId));
    expect((await query(token)).data).toMatchObject({
      saved: false,
      title: 'First title',
      errorText: 'First error',
      updateTime: null,
    });
  });

  it('is saved whole, read back, and saved again over itself', async () => {
    const { token, user } = await loggedInAccount();
    const saved = await save(token, GOOD);
    expect(saved.body).toMatchObject({ code: 0, data: { ...GOOD, saved: true } });
    expect((await query(token)).data).toMatchObject({ ...GOOD, saved: true });

    const again = await save(token, { title: 'New title', allowedOrigins: [] });
    expect(again.body.data).toMatchObject({ title: 'New title', allowedOrigins: [] });
    expect(await allowedOriginsOf(await getDb(), user.corpId)).toEqual([]);
  });

  it('keeps each embed domain as its origin: lower-case, default port and path dropped, duplicates once', async () => {
    const { token, user } = await loggedInAccount();
    const saved = await save(token, {
      allowedOrigins: [
        'https://Shop.Example.com/help?x=1#top',
        'https://shop.example.com:443/',
        ' https://app.example.com:8443 ',
        'https://shop.example.com',
      ],
    });
    expect(saved.body.data.allowedOrigins).toEqual([
      'https://shop.example.com',
      'https://app.example.com:8443',
    ]);
    expect(await allowedOriginsOf(await getDb(), user.corpId)).toEqual([
      'https://shop.example.com',
      'https://app.example.com:8443',
    ]);
  });

  it('refuses each §5 rule on its field, in the caller’s language', async () => {
    const { token } = await loggedInAccount();
    const cases: [Partial<ExperienceSaveRequest>, Record<string, string>][] = [
      [{ endUrl: '' }, { endUrl: 'required' }],
      [{ endUrl: 'http://shop.example.com/thanks' }, { endUrl: 'httpsRequired' }],
      [{ endUrl: 'shop.example.com' }, { endUrl: 'httpsRequired' }],
      [{ endUrl: 'https://例子.com/谢谢' }, { endUrl: 'urlNoChinese' }],
      [{ endUrl: `https://example.com/${'a'.repeat(2000)}` }, { endUrl: 'tooLong' }],
      [
        { title: ' ', content: '', buttonText: '', errorText: '' },
        { title: 'required', content: 'required', buttonText: 'required', errorText: 'required' },
      ],
      [
        { title: 'x'.repeat(61), buttonText: 'x'.repeat(41) },
        { title: 'tooLong', buttonText: 'tooLong' },
      ],
      [{ allowedOrigins: ['http://shop.example.com'] }, { 'allowedOrigins.0': 'httpsRequired' }],
      [
        { allowedOrigins: ['https://ok.example.com', 'www.example.com'] },
        { 'allowedOrigins.1': 'httpsRequired' },
      ],
      [{ allowedOrigins: ['https://商店.example.com'] }, { 'allowedOrigins.0': 'urlNoChinese' }],
      [{ allowedOrigins: ['https://*.example.com'] }, { 'allowedOrigins.0': 'originInvalid' }],
      [{ allowedOrigins: ['https://user:pw@example.com'] }, { 'allowedOrigins.0': 'originInvalid' }],
      [{ allowedOrigins: [''] }, { 'allowedOrigins.0': 'required' }],
      [
        { allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`) },
        { allowedOrigins: 'tooMany' },
      ],
    ];
    for (const [body, fields] of cases) {
      const refused = await save(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe(ApiCode.validation);
      expect(fieldsOf(refused.body), JSON.stringify(body)).toEqual(fields);
    }
    expect((await query(token)).data.saved).toBe(false);
  });

  it('lets localhost sites embed over plain http outside production, for developers and the browser tests', async () => {
    const { token } = await loggedInAccount();
    const saved = await save(token, {
      allowedOrigins: ['http://embed.localhost:3203/page.html', 'http://localhost:5173'],
    });
    expect(saved.body.data.allowedOrigins).toEqual(['http://embed.localhost:3203', 'http://localhost:5173']);
  });

  it("is each corporation's own: another's save changes nothing here, and ids of another are refused", async () => {
    const one = await loggedInAccount();
    const other = await loggedInAccount();
    await save(one.token, GOOD);
    await save(other.token, { title: 'Other', allowedOrigins: ['https://other.example.org'] });
    expect((await query(one.token)).data).toMatchObject({
      title: GOOD.title,
      allowedOrigins: GOOD.allowedOrigins,
    });
    const db = await getDb();
    expect(await allowedOriginsOf(db, other.user.corpId)).toEqual(['https://other.example.org']);
    const foreign = await call(saveRoute, experiencePaths.save, {
      token: one.token,
      body: { ...GOOD, corpId: other.user.corpId },
    });
    expect(foreign.body.code).toBe(ApiCode.forbidden);
    expect(await allowedOriginsOf(db, other.user.corpId)).toEqual(['https://other.example.org']);
  });

  it('needs a login', async () => {
    expect((await call(queryRoute, experiencePaths.query)).body.code).toBe(ApiCode.unauthenticated);
    expect((await call(saveRoute, experiencePaths.save, { body: GOOD })).body.code).toBe(
      ApiCode.unauthenticated,
    );
  });
});
