import 'server-only';
import type { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import type { statusAnswer } from '../contract';
import { grantFor } from './activation';
import { authenticateDevice } from './device-calls';
import type { OfflineSessionsPort } from './ports';

// A device online again asks whether it may go on: revoked (it stops), expired, or active with a fresh token
// carrying the package version to run (a newer one means: download the package again).

export async function deviceStatus(
  db: Db,
  jws: string,
  sessionsPort: OfflineSessionsPort,
): Promise<z.input<typeof statusAnswer>> {
  const { licence, device, revokedAt } = await authenticateDevice(db, jws);
  if (revokedAt) {
    return { state: 'revoked', revokedAt: revokedAt.toISOString(), token: null, packageVersion: null };
  }
  if (licence.expiresAt.getTime() <= Date.now()) {
    return { state: 'expired', revokedAt: null, token: null, packageVersion: null };
  }
  const grant = await grantFor(db, licence, device, sessionsPort);
  return { state: 'active', revokedAt: null, token: grant.token, packageVersion: grant.packageVersion };
}
