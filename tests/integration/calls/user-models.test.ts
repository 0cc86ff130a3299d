import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GET as digitalRoute } from '@/app/api/management/digital/getList/route';
import { GET as queryRoute } from '@/app/api/management/userModel/query/route';
import { GET as detailRoute } from '@/app/api/management/userModel/queryDetail/route';
import {
  portraitCode,
  userModelPaths,
  type DigitalHumanDto,
  type UserModelDto,
} from '@/features/catalogue/contract/user-models';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Page } from '@/lib/contract/paging';
import { getDb } from '@/lib/server/db/client';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { corpOf } from '@/tests/integration/deploy/applications-support';

// Spec §7 userModel/query, userModel/queryDetail and digital/getList: a corporation's own character models (made by
// the portrait issue; inserted here as it will) and every character it may use.

async function ownModel(corpId: string, name: string, status = 'ready') {
  const id = `um_${randomUUID().slice(0, 8)}`;
  await (await getDb()).insert(userModels).values({
    id,
    corpId,
    name,
    gender: 'female',
    languages: ['zh', 'en'],
    styles: ['business'],
    status,
  });
  return id;
}

const str = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const models = (token: string | undefined, q: Record<string, string | number> = {}) =>
  call<Page<UserModelDto>>(queryRoute, userModelPaths.query, { token, query: str(q) });
const detail = (token: string | undefined, id: string) =>
  call<UserModelDto>(detailRoute, userModelPaths.detail, { token, query: { id, lang: 'en' } });
const digital = (token: string | undefined, q: Record<string, string | number> = {}) =>
  call<Page<DigitalHumanDto>>(digitalRoute, userModelPaths.digitalList, { token, query: str(q) });

describe("a corporation's own character models", () => {
  it('are empty at first and only ever its own', async () => {
    const mine = await loggedInAccount();
    const other = await loggedInAccount();
    expect((await models(mine.token)).body.data).toMatchObject({ list: [], total: 0 });

    const corpId = await corpOf(mine.email);
    const ready = await ownModel(corpId, 'Anna at the desk');
    await ownModel(corpId, 'Second portrait', 'processing');
    const theirs = await ownModel(await corpOf(other.email), 'Not yours');

    const page = (await models(mine.token)).body.data;
    expect(page.total).toBe(2);
    expect(page.list.map((m) => m.name).sort()).toEqual(['Anna at the desk', 'Second portrait']);
    expect((await models(mine.token, { name: 'anna' })).body.data.list.map((m) => m.id)).toEqual([ready]);
    expect((await models(mine.token, { status: 'processing' })).body.data.total).toBe(1);

    expect((await detail(mine.token, ready)).body.data).toMatchObject({ id: ready, status: 'ready' });
    const foreign = await detail(mine.token, theirs);
    expect(foreign.body.code).toBe(ApiCode.notFound);
    expect(foreign.status).toBe(404);
  });

  it('refuses bad input and callers without a login', async () => {
    const { token } = await loggedInAccount();
    const bad = await models(token, { pageSize: 0, status: 'melted' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'pageSize', message: 'outOfRange' },
        { field: 'status', message: 'invalid' },
      ]),
    });
    const noId = await call(detailRoute, userModelPaths.detail, { token, query: { lang: 'en' } });
    expect(noId.body.code).toBe(ApiCode.validation);
    expect((await models(undefined)).body.code).toBe(ApiCode.unauthenticated);
    expect((await detail(undefined, 'um_x')).body.code).toBe(ApiCode.unauthenticated);
    expect((await digital(undefined)).body.code).toBe(ApiCode.unauthenticated);
  });
});

describe('every character a corporation may use', () => {
  it('lists the cast then its own ready models, filtered and paged', async () => {
    const mine = await loggedInAccount();
    const other = await loggedInAccount();
    const corpId = await corpOf(mine.email);
    const ready = await ownModel(corpId, 'Own presenter');
    await ownModel(corpId, 'Own unfinished', 'processing');

    const all = (await digital(mine.token, { pageSize: 100 })).body.data;
    const theirs = (await digital(other.token, { pageSize: 100 })).body.data;
    expect(all.total).toBe(theirs.total + 1);
    expect(all.list.filter((c) => c.source === 'own').map((c) => c.code)).toEqual([portraitCode(ready)]);
    expect(theirs.list.every((c) => c.source === 'platform')).toBe(true);

    const own = (await digital(mine.token, { source: 'own' })).body.data;
    expect(own.list).toEqual([
      expect.objectContaining({
        code: portraitCode(ready),
        name: { zh: 'Own presenter', en: 'Own presenter' },
      }),
    ]);
    const english = (await digital(mine.token, { language: 'en', gender: 'male', pageSize: 100 })).body.data;
    expect(english.total).toBeGreaterThan(0);
    expect(english.list.every((c) => c.languages.includes('en') && c.gender === 'male')).toBe(true);
    const finance = (await digital(mine.token, { style: 'finance', pageSize: 100 })).body.data;
    expect(finance.list.every((c) => c.styles.includes('finance'))).toBe(true);
    const byName = (await digital(mine.token, { name: 'own pres' })).body.data;
    expect(byName.list.map((c) => c.code)).toEqual([portraitCode(ready)]);

    const page2 = (await digital(mine.token, { pageIndex: 2, pageSize: 5 })).body.data;
    expect(page2.list).toEqual(all.list.slice(5, 10));

    const bad = await digital(mine.token, { gender: 'robot', source: 'stolen' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'gender', message: 'invalid' },
        { field: 'source', message: 'invalid' },
      ]),
    });
  });
});
