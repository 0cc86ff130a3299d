import 'server-only';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ApplicationDto,
  ApplicationWithKey,
  createApplicationRequest,
  updateApplicationRequest,
} from '@/features/deploy/contract/applications';
import { ApiCode } from '@/lib/contract/codes';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/unique-violation';
import { ApiFailure } from '@/lib/server/http/failure';
import { grantsOf } from '../grants/grants';
import { ensurePlanGrant } from '../grants/plan-grant';
import type { DeployPorts } from '../ports';
import { applications } from '../tables';
import { appsWithGrants, describeApps } from './dto';
import { appKeyHint, hashAppKey, newAppId, newAppKey } from './keys';

type Ports = Pick<DeployPorts, 'planConcurrency' | 'sessionNames' | 'inUse'>;

const NAME_INDEX = 'applications_corp_name_key';

const notFound = () => new ApiFailure(ApiCode.notFound, 'applicationNotFound');
const fieldFailure = (key: 'appNameTaken' | 'sessionUnknown' | 'grantUnavailable', field: string) =>
  new ApiFailure(ApiCode.validation, key, { data: { fields: [{ field, message: key }] } });
const overFree = (max: number) =>
  new ApiFailure(ApiCode.validation, 'concurrencyOverFree', {
    params: { max },
    data: { fields: [{ field: 'concurrency', message: 'concurrencyOverFree' }], max },
  });

/**
 * Creates, resizes and deletes applications one at a time per corporation: the corporation's row is locked first,
 * as the runtime does before it takes a slot, so two requests never both see the same free concurrency and a
 * deletion never misses a conversation starting under the application.
 */
async function lockCorporation(tx: Db, corpId: string) {
  await tx
    .select({ id: corporations.id })
    .from(corporations)
    .where(eq(corporations.id, corpId))
    .for('update');
}

/** The session an application serves: empty for none, else one of the corporation's. */
async function servedSession(tx: Db, corpId: string, conversationId: string | undefined, ports: Ports) {
  if (!conversationId) return null;
  const names = await ports.sessionNames(tx, corpId, [conversationId]);
  if (!names.has(conversationId)) throw fieldFailure('sessionUnknown', 'conversationId');
  return conversationId;
}

const renamed = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (isUniqueViolation(error, NAME_INDEX)) throw fieldFailure('appNameTaken', 'name');
    throw error;
  });

async function withKey(db: Db, corpId: string, appId: string, appKey: string, ports: Ports) {
  const rows = await appsWithGrants(db, eq(applications.id, appId));
  const [app] = await describeApps(db, corpId, rows, ports);
  return { ...app!, appKey } satisfies ApplicationWithKey;
}

/** `createApplication`: its concurrency comes from one active grant's free slots; the key is answered once. */
export async function createApplication(
  db: Db,
  corpId: string,
  input: z.output<typeof createApplicationRequest>,
  ports: Ports,
): Promise<ApplicationWithKey> {
  const appId = newAppId();
  const appKey = newAppKey();
  await renamed(
    db.transaction(async (tx) => {
      await lockCorporation(tx, corpId);
      await ensurePlanGrant(tx, corpId, ports.planConcurrency);
      const conversationId = await servedSession(tx, corpId, input.conversationId, ports);
      const active = (await grantsOf(tx, corpId)).filter((grant) => grant.active);
      const grant = input.grantId
        ? active.find((candidate) => candidate.id === input.grantId)
        : [...active].sort((a, b) => b.free - a.free)[0];
      if (input.grantId && !grant) throw fieldFailure('grantUnavailable', 'grantId');
      const free = grant?.free ?? 0;
      if (!grant || input.concurrency > free) throw overFree(free);
      await tx.insert(applications).values({
        id: appId,
        corpId,
        grantId: grant.id,
        name: input.name,
        concurrency: input.concurrency,
        conversationId,
        keyHash: hashAppKey(appKey),
        keyHint: appKeyHint(appKey),
      });
    }),
  );
  return withKey(db, corpId, appId, appKey, ports);
}

/**
 * `updateApplication`: name, concurrency, served session. More concurrency must fit its grant's free slots; less
 * is always allowed (conversations already running go on; new ones wait until the count is under it).
 */
export async function updateApplication(
  db: Db,
  corpId: string,
  input: z.output<typeof updateApplicationRequest>,
  ports: Ports,
): Promise<ApplicationDto> {
  await renamed(
    db.transaction(async (tx) => {
      await lockCorporation(tx, corpId);
      const [app] = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.id, input.appId), eq(applications.corpId, corpId)));
      if (!app) throw notFound();
      const conversationId =
        input.conversationId === undefined
          ? app.conversationId
          : await servedSession(tx, corpId, input.conversationId, ports);
      if (input.concurrency !== undefined && input.concurrency > app.concurrency) {
        const grant = (await grantsOf(tx, corpId)).find((candidate) => candidate.id === app.grantId);
        const max = app.concurrency + (grant?.free ?? 0);
        if (input.concurrency > max) throw overFree(max);
      }
      await tx
        .update(applications)
        .set({
          name: input.name ?? app.name,
          concurrency: input.concurrency ?? app.concurrency,
          conversationId,
          updatedAt: sql`now()`,
        })
        .where(eq(applications.id, app.id));
    }),
  );
  const [app] = await describeApps(
    db,
    corpId,
    await appsWithGrants(db, eq(applications.id, input.appId)),
    ports,
  );
  return app!;
}

/**
 * `delApplication`: refused while a conversation runs under it (ending a visitor's conversation is not the
 * owner's click to make by accident); a lapsed one stops counting within the lease, so it never blocks for long.
 */
export async function deleteApplication(db: Db, corpId: string, appId: string, ports: Ports): Promise<null> {
  await db.transaction(async (tx) => {
    await lockCorporation(tx, corpId);
    const [app] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, appId), eq(applications.corpId, corpId)));
    if (!app) throw notFound();
    const running = (await ports.inUse(tx, corpId)).get(appId) ?? 0;
    if (running > 0)
      throw new ApiFailure(ApiCode.conflict, 'applicationInUse', { params: { count: running } });
    await tx.delete(applications).where(eq(applications.id, appId));
  });
  return null;
}

/** `rotateKey`: a new APPKey, answered this once; the old one stops working with this write. */
export async function rotateAppKey(
  db: Db,
  corpId: string,
  appId: string,
  ports: Ports,
): Promise<ApplicationWithKey> {
  const appKey = newAppKey();
  const rotated = await db
    .update(applications)
    .set({
      keyHash: hashAppKey(appKey),
      keyHint: appKeyHint(appKey),
      keyRotatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(applications.id, appId), eq(applications.corpId, corpId)))
    .returning({ id: applications.id });
  if (rotated.length === 0) throw notFound();
  return withKey(db, corpId, appId, appKey, ports);
}
