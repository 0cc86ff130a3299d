import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { JWK } from 'jose';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { LicenceGrant } from '../contract';
import { deviceThumbprint } from '../licence/verify';
import { licenceStatus } from './licences';
import { platformPublicJwk, signLicence } from './platform-key';
import type { OfflineSessionsPort } from './ports';
import { offlineDevices, offlineLicences } from './tables';

// A device slot takes a device's key once: by its activation code (the device online, or the code typed on it), or
// by the owner pasting the device's public key in the console (the device never online). Either way the answer is
// the licence token bound to that key.

type LicenceRow = typeof offlineLicences.$inferSelect;
type DeviceRow = typeof offlineDevices.$inferSelect;

/** The token for a device of a licence, with the package version of the session as it is now. */
export async function grantFor(
  db: Db,
  licence: LicenceRow,
  device: DeviceRow,
  sessionsPort: OfflineSessionsPort,
): Promise<LicenceGrant> {
  const session = await sessionsPort.find(db, licence.sessionId);
  if (!session?.published) throw new ApiFailure(ApiCode.conflict, 'offlineSessionNotPublished');
  const packageVersion = String(session.revision);
  const token = await signLicence(db, {
    lic: licence.id,
    dev: device.id,
    sid: licence.sessionId,
    pkg: packageVersion,
    cnf: { jkt: device.thumbprint! },
    exp: Math.floor(licence.expiresAt.getTime() / 1000),
  });
  return {
    token,
    licenceId: licence.id,
    sessionId: licence.sessionId,
    expiresAt: licence.expiresAt.toISOString(),
    packageVersion,
    platformKey: await platformPublicJwk(db),
  };
}

async function activateSlot(
  db: Db,
  slot: { code: string } | { deviceId: string; corpId: string },
  key: JWK,
  name: string,
  sessionsPort: OfflineSessionsPort,
): Promise<LicenceGrant> {
  const thumbprint = await deviceThumbprint(key).catch(() => {
    throw new ApiFailure(ApiCode.validation, 'offlineDeviceKeyInvalid', {
      data: { fields: [{ field: 'devicePublicKey', message: 'deviceKeyInvalid' }] },
    });
  });
  const [found] = await db
    .select({ device: offlineDevices, licence: offlineLicences })
    .from(offlineDevices)
    .innerJoin(offlineLicences, eq(offlineLicences.id, offlineDevices.licenceId))
    .where(
      'code' in slot
        ? eq(offlineDevices.code, slot.code)
        : and(eq(offlineDevices.id, slot.deviceId), eq(offlineDevices.corpId, slot.corpId)),
    );
  // An unknown code and a used one read alike to a guesser; the console (by hand) names the slot it shows.
  if (!found) {
    throw 'code' in slot
      ? new ApiFailure(ApiCode.codeInvalid, 'offlineCodeInvalid')
      : new ApiFailure(ApiCode.notFound, 'notFound');
  }
  if (found.device.activatedAt || found.device.revokedAt) {
    throw new ApiFailure(ApiCode.codeInvalid, 'offlineCodeUsed');
  }
  const status = licenceStatus(found.licence);
  if (status !== 'active') {
    throw new ApiFailure(
      ApiCode.conflict,
      status === 'revoked' ? 'offlineLicenceRevoked' : 'offlineLicenceExpired',
    );
  }
  const [device] = await db
    .update(offlineDevices)
    .set({
      publicJwk: { kty: key.kty, crv: key.crv, x: key.x },
      thumbprint,
      name,
      activatedAt: new Date(),
      lastSeenAt: new Date(),
    })
    // Once: a second activation racing this one finds the slot taken.
    .where(and(eq(offlineDevices.id, found.device.id), isNull(offlineDevices.activatedAt)))
    .returning();
  if (!device) throw new ApiFailure(ApiCode.codeInvalid, 'offlineCodeUsed');
  return grantFor(db, found.licence, device, sessionsPort);
}

export const activateDevice = (
  db: Db,
  input: { code: string; devicePublicKey: JWK; deviceName: string },
  sessionsPort: OfflineSessionsPort,
) => activateSlot(db, { code: input.code }, input.devicePublicKey, input.deviceName, sessionsPort);

export const activateDeviceByHand = (
  db: Db,
  corpId: string,
  input: { deviceId: string; devicePublicKey: JWK; deviceName: string },
  sessionsPort: OfflineSessionsPort,
) =>
  activateSlot(
    db,
    { deviceId: input.deviceId, corpId },
    input.devicePublicKey,
    input.deviceName,
    sessionsPort,
  );
