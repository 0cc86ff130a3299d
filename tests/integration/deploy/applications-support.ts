import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { POST as createRoute } from '@/app/api/management/application/createApplication/route';
import { DELETE as deleteRoute } from '@/app/api/management/application/delApplication/route';
import { POST as pageRoute } from '@/app/api/management/application/pageApplication/route';
import { GET as byIdRoute } from '@/app/api/management/application/queryByAppId/route';
import { GET as resourcesRoute } from '@/app/api/management/application/resources/route';
import { POST as rotateRoute } from '@/app/api/management/application/rotateKey/route';
import { GET as statRoute } from '@/app/api/management/application/statConcurrentByCorpId/route';
import { POST as updateRoute } from '@/app/api/management/application/updateApplication/route';
import { GET as openRoute } from '@/app/api/open/v1/application/route';
import type { Page } from '@/lib/contract/paging';
import type {
  ApplicationDto,
  ApplicationWithKey,
  ConcurrencyStat,
  CreateApplicationRequest,
  OpenApplicationDto,
  ResourceSummary,
  StatConcurrentRequest,
  UpdateApplicationRequest,
} from '@/features/deploy/contract/applications';
import { resourceGrants } from '@/features/deploy/server/tables';
import { chats } from '@/features/runtime/server/tables';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { call } from '@/tests/integration/support/api';

const P = '/management/application';

export const createApp = (token: string, body: CreateApplicationRequest, lang = 'en') =>
  call<ApplicationWithKey>(createRoute, `${P}/createApplication`, { token, body, query: { lang } });
export const updateApp = (token: string, body: UpdateApplicationRequest) =>
  call<ApplicationDto>(updateRoute, `${P}/updateApplication`, { token, body, query: { lang: 'en' } });
export const deleteApp = (token: string, appId: string) =>
  call<null>(deleteRoute, `${P}/delApplication`, { token, method: 'DELETE', query: { appId, lang: 'en' } });
export const pageApps = (token: string, body: object = {}) =>
  call<Page<ApplicationDto>>(pageRoute, `${P}/pageApplication`, { token, body });
export const appById = (token: string, appId: string) =>
  call<ApplicationDto>(byIdRoute, `${P}/queryByAppId`, { token, query: { appId } });
export const rotateKey = (token: string, appId: string) =>
  call<ApplicationWithKey>(rotateRoute, `${P}/rotateKey`, { token, body: { appId } });
export const resources = (token: string) =>
  call<ResourceSummary>(resourcesRoute, `${P}/resources`, { token });
export const stat = (token: string, query: StatConcurrentRequest = {}) =>
  call<ConcurrencyStat>(statRoute, `${P}/statConcurrentByCorpId`, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
export const openApp = (key: string | null, ip?: string) =>
  call<OpenApplicationDto>(openRoute, '/open/v1/application', {
    ...(key === null ? {} : { bearer: key }),
    ip,
    query: { lang: 'en' },
  });

export async function corpOf(email: string): Promise<string> {
  const db = await getDb();
  const [user] = await db.select({ corpId: users.corpId }).from(users).where(eq(users.email, email));
  return user!.corpId;
}

/** A bought grant of the corporation (what orders will create), ending `endsInDays` from now. */
export async function orderGrant(corpId: string, concurrency: number, endsInDays = 30) {
  const db = await getDb();
  const id = randomUUID();
  await db.insert(resourceGrants).values({
    id,
    corpId,
    source: 'order',
    concurrency,
    endsAt: new Date(Date.now() + endsInDays * 86400e3),
  });
  return id;
}

export async function moveGrantEnd(grantId: string, endsInDays: number) {
  const db = await getDb();
  await db
    .update(resourceGrants)
    .set({ endsAt: new Date(Date.now() + endsInDays * 86400e3) })
    .where(eq(resourceGrants.id, grantId));
}

/**
 * A conversation row as the runtime leaves it, `startMin`..`endMin` minutes from `base` (an end of null: running,
 * its lease held). Rows given one base share their instants exactly.
 */
export async function chatRow(
  corpId: string,
  appId: string | null,
  startMin: number,
  endMin: number | null,
  base = new Date(),
) {
  const db = await getDb();
  const id = randomUUID();
  const minutes = (m: number) => new Date(base.getTime() + m * 60e3);
  await db.insert(chats).values({
    id,
    corpId,
    sessionId: 'session-x',
    sessionRevision: 1,
    entry: appId ? 'app' : 'share',
    appId,
    secretHash: randomUUID(),
    status: endMin === null ? 'active' : 'ended',
    startedAt: minutes(startMin),
    leaseUntil: endMin === null ? sql`now() + interval '15 seconds'` : minutes(endMin),
    endedAt: endMin === null ? null : minutes(endMin),
    endReason: endMin === null ? null : 'user',
  });
  return id;
}

export async function endChatRow(chatId: string) {
  const db = await getDb();
  await db
    .update(chats)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(eq(chats.id, chatId));
}
