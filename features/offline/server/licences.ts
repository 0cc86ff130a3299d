import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { corporations } from '@/lib/server/auth/tables';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { Identity } from '@/lib/server/http/identity';
import { formatActivationCode, type OfflineLicenceDto, type OfflineOverview } from '../contract';
import { newActivationCode } from './codes';
import { choosePlace, grantsWithRoom, TRIAL_GRANT, type Grant } from './grants';
import type { OfflineGrantsPort, OfflineSessionsPort } from './ports';
import { offlineDevices, offlineLicences } from './tables';

// The console's side of licences: the corporation's list, a new licence (within the allowance), revoking a licence
// or one device. Every query names the caller's corporation: another's ids are not found.

const DAY_MS = 86_400_000;
type LicenceRow = typeof offlineLicences.$inferSelect;
type DeviceRow = typeof offlineDevices.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function licenceStatus(row: LicenceRow, now = new Date()): OfflineLicenceDto['status'] {
  if (row.status === 'revoked') return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

const deviceDto = (row: DeviceRow) => ({
  id: row.id,
  code: formatActivationCode(row.code),
  state: row.revokedAt ? ('revoked' as const) : row.activatedAt ? ('active' as const) : ('waiting' as const),
  name: row.name,
  activatedAt: iso(row.activatedAt),
  lastSeenAt: iso(row.lastSeenAt),
  revokedAt: iso(row.revokedAt),
});

const activeLicences = (corpId: string) =>
  and(eq(offlineLicences.corpId, corpId), eq(offlineLicences.status, 'active'));

/** The trial's grant and the paid ones, with the licences (not revoked) each holds. */
async function places(db: Db, corpId: string, grantsPort: OfflineGrantsPort) {
  const [paid, rows] = await Promise.all([
    grantsPort.paidGrants(db, corpId),
    db
      .select({ grantId: offlineLicences.grantId, held: sql<number>`count(*)::int` })
      .from(offlineLicences)
      .where(activeLicences(corpId))
      .groupBy(offlineLicences.grantId),
  ]);
  const grants: Grant[] = [TRIAL_GRANT, ...paid];
  const held = new Map(rows.map((row) => [row.grantId, Number(row.held)]));
  return { grants, held };
}

export async function offlineOverview(
  db: Db,
  corpId: string,
  sessionsPort: OfflineSessionsPort,
  grantsPort: OfflineGrantsPort,
): Promise<OfflineOverview> {
  const rows = await db
    .select()
    .from(offlineLicences)
    .where(eq(offlineLicences.corpId, corpId))
    .orderBy(desc(offlineLicences.createdAt), desc(offlineLicences.id));
  const devices =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(offlineDevices)
          .where(
            inArray(
              offlineDevices.licenceId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(offlineDevices.createdAt), asc(offlineDevices.id));
  const [names, sessions] = await Promise.all([
    sessionsPort.namesOf(db, corpId, [...new Set(rows.map((row) => row.sessionId))]),
    sessionsPort.publishedOf(db, corpId),
  ]);
  return {
    licences: rows.map((row) => ({
      id: row.id,
      sessionId: row.sessionId,
      sessionName: names.get(row.sessionId) ?? null,
      label: row.label,
      deviceLimit: row.deviceLimit,
      expiresAt: row.expiresAt.toISOString(),
      status: licenceStatus(row),
      revokedAt: iso(row.revokedAt),
      createdAt: row.createdAt.toISOString(),
      devices: devices.filter((device) => device.licenceId === row.id).map(deviceDto),
    })),
    sessions: sessions.map(({ id, name }) => ({ id, name })),
    allowance: await allowanceOf(db, corpId, grantsPort),
  };
}

async function allowanceOf(db: Db, corpId: string, grantsPort: OfflineGrantsPort) {
  const { grants, held } = await places(db, corpId, grantsPort);
  const free = grantsWithRoom(grants, held);
  return {
    licences: grants.reduce((sum, grant) => sum + grant.licences, 0),
    used: [...held.values()].reduce((sum, n) => sum + n, 0),
    devicesAvailable: Math.max(0, ...free.map((grant) => grant.devices)),
  };
}

export async function createLicence(
  db: Db,
  identity: Identity,
  input: { sessionId: string; label: string; validDays: number; devices?: number | undefined },
  ports: { sessions: OfflineSessionsPort; grants: OfflineGrantsPort },
): Promise<{ id: string }> {
  const sessionsPort = ports.sessions;
  const session = await sessionsPort.find(db, input.sessionId);
  if (!session || session.corpId !== identity.corpId) throw new ApiFailure(ApiCode.notFound, 'notFound');
  if (!session.published) throw new ApiFailure(ApiCode.conflict, 'offlineSessionNotPublished');
  return db.transaction(async (tx) => {
    // The corporation's row lock: two creations at once cannot both take the last place.
    await tx
      .select({ id: corporations.id })
      .from(corporations)
      .where(eq(corporations.id, identity.corpId))
      .for('update');
    const { grants, held } = await places(tx, identity.corpId, ports.grants);
    const place = choosePlace(grants, held, input.devices);
    if (place.kind === 'full')
      throw new ApiFailure(ApiCode.limitReached, 'offlineLicenceLimit', { params: { limit: place.limit } });
    if (place.kind === 'tooManyDevices')
      throw new ApiFailure(ApiCode.limitReached, 'offlineDevicesOverGrant', {
        params: { devices: input.devices ?? 0, max: place.max },
      });
    const id = randomUUID();
    await tx.insert(offlineLicences).values({
      id,
      corpId: identity.corpId,
      sessionId: session.id,
      label: input.label,
      deviceLimit: place.devices,
      grantId: place.grant.id,
      expiresAt: new Date(Date.now() + input.validDays * DAY_MS),
      createdBy: identity.userId,
    });
    await tx.insert(offlineDevices).values(
      Array.from({ length: place.devices }, () => ({
        id: randomUUID(),
        licenceId: id,
        corpId: identity.corpId,
        code: newActivationCode(),
      })),
    );
    return { id };
  });
}

export async function revokeLicence(db: Db, corpId: string, id: string): Promise<{ id: string }> {
  const [row] = await db
    .update(offlineLicences)
    .set({ status: 'revoked', revokedAt: sql`coalesce(${offlineLicences.revokedAt}, now())` })
    .where(and(eq(offlineLicences.id, id), eq(offlineLicences.corpId, corpId)))
    .returning({ id: offlineLicences.id });
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function revokeDevice(db: Db, corpId: string, id: string): Promise<{ id: string }> {
  const [row] = await db
    .update(offlineDevices)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(offlineDevices.id, id), eq(offlineDevices.corpId, corpId), isNull(offlineDevices.revokedAt)),
    )
    .returning({ id: offlineDevices.id });
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}
