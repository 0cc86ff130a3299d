import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { POST as activateRoute } from '@/app/api/offline/activate/route';
import { POST as createRoute } from '@/app/api/management/offline/licences/create/route';
import { GET as overviewRoute } from '@/app/api/management/offline/licences/route';
import { POST as statusRoute } from '@/app/api/offline/status/route';
import { POST as transcriptsRoute } from '@/app/api/offline/transcripts/route';
import type { LicenceGrant, OfflineOverview } from '@/features/offline/contract';
import { signDeviceRequest } from '@/features/offline/licence/device-request';
import type { SessionDto } from '@/features/sessions/contract';
import { loggedInAccount } from '@/tests/integration/support/accounts';
import { call } from '@/tests/integration/support/api';
import { addSession } from '@/tests/integration/sessions/sessions-support';

// A customer with a published session, and devices as an offline package would be: an Ed25519 key pair of its own.

export async function owner() {
  const account = await loggedInAccount();
  const added = await addSession(account.token);
  if (added.body.code !== 0) throw new Error(`session: ${JSON.stringify(added.body)}`);
  return { ...account, session: added.body.data as SessionDto };
}

export const overview = async (token: string) =>
  (await call<OfflineOverview>(overviewRoute, '/management/offline/licences', { token })).body;

export const createLicence = (token: string, body: object) =>
  call<{ id: string }>(createRoute, '/management/offline/licences/create', { token, body });

/** A licence for the owner's session, and its first device's activation code as the console shows it. */
export async function licenceWithCode(who: Awaited<ReturnType<typeof owner>>, validDays = 30) {
  const created = await createLicence(who.token, { sessionId: who.session.conversationId, validDays });
  if (created.body.code !== 0) throw new Error(`licence: ${JSON.stringify(created.body)}`);
  const listed = await overview(who.token);
  const licence = listed.data.licences.find((l) => l.id === created.body.data.id)!;
  return { licence, code: licence.devices[0]!.code };
}

export interface Device {
  publicJwk: JWK;
  privateJwk: JWK;
  grant?: LicenceGrant;
}

export async function newDevice(): Promise<Device> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return { publicJwk: await exportJWK(publicKey), privateJwk: await exportJWK(privateKey) };
}

export const activate = (code: string, device: Device, deviceName = 'Lobby screen') =>
  call<LicenceGrant>(activateRoute, '/offline/activate', {
    body: { code, devicePublicKey: device.publicJwk, deviceName },
  });

export async function activated(code: string): Promise<Device & { grant: LicenceGrant }> {
  const device = await newDevice();
  const answer = await activate(code, device);
  if (answer.body.code !== 0) throw new Error(`activate: ${JSON.stringify(answer.body)}`);
  return { ...device, grant: answer.body.data };
}

export const signed = (
  device: Device & { grant: LicenceGrant },
  extra: { body?: unknown; iat?: number; jti?: string } = {},
) =>
  signDeviceRequest(device.privateJwk, {
    licence: device.grant.token,
    jti: extra.jti ?? randomUUID(),
    iat: extra.iat ?? Math.floor(Date.now() / 1000),
    ...(extra.body === undefined ? {} : { body: extra.body }),
  });

export const status = (request: string) =>
  call<{ state: string; token: string | null; packageVersion: string | null; revokedAt: string | null }>(
    statusRoute,
    '/offline/status',
    { body: { request } },
  );

export const upload = (request: string) =>
  call<{ accepted: string[]; duplicates: string[]; refused: string[] }>(
    transcriptsRoute,
    '/offline/transcripts',
    {
      body: { request },
    },
  );

/** A conversation a device held: it started `minutesAgo` and lasted a minute, one FAQ answer. */
export function conversation(minutesAgo: number, question = 'When do you open?') {
  const start = Date.now() - minutesAgo * 60_000;
  return {
    uuid: randomUUID(),
    startedAt: new Date(start).toISOString(),
    endedAt: new Date(start + 60_000).toISOString(),
    turns: [
      { question, answer: 'We open at nine.', source: 'faq', at: new Date(start + 10_000).toISOString() },
    ],
  };
}
