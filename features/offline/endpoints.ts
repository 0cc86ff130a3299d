import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import {
  activateByHandRequest,
  activateRequest,
  buildPackageRequest,
  createLicenceRequest,
  deviceRequest,
  idRequest,
  licenceGrant,
  offlineOverview,
  offlinePackageDto,
  offlinePackagesOverview,
  offlinePaths,
  platformKeyAnswer,
  statusAnswer,
  transcriptAnswer,
} from './contract';

// Offline digital humans (issue 26 §2): the owner's licences (console), and the calls of the devices that run an
// offline package (no login: the activation code, then the device's own key).

const tag = 'Offline digital humans';
const id = z.object({ id: z.string() });

export const offlineOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: offlinePaths.licences,
  summary:
    "The corporation's offline licences with their devices and activation codes, and the published sessions",
  tag,
  audience: 'customer',
  output: offlineOverview,
});

export const createLicenceEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.create,
  summary: 'A licence for a published session: valid `validDays` days, with one activation code per device',
  description:
    'Until billing sells licences a corporation holds one licence that is not revoked, for one device (42206 beyond it).',
  tag,
  audience: 'customer',
  input: createLicenceRequest,
  output: id,
  errors: [ApiCode.notFound, ApiCode.conflict, ApiCode.limitReached],
});

export const revokeLicenceEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.revoke,
  summary: 'Revokes a licence: its devices hear it at their next status call and stop',
  tag,
  audience: 'customer',
  input: idRequest,
  output: id,
  errors: [ApiCode.notFound],
});

export const revokeDeviceEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.revokeDevice,
  summary: 'Revokes one device of a licence (its slot is not given back)',
  tag,
  audience: 'customer',
  input: idRequest,
  output: id,
  errors: [ApiCode.notFound],
});

export const activateByHandEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.activateByHand,
  summary:
    'Activates a device that is never online: the owner pastes its public key (JWK) and gets its licence token',
  tag,
  audience: 'customer',
  input: activateByHandRequest,
  output: licenceGrant,
  errors: [ApiCode.notFound, ApiCode.codeInvalid, ApiCode.conflict],
});

export const activateEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.activate,
  summary:
    'A device activates with a code and its Ed25519 public key (JWK): the licence token bound to that key',
  description:
    'Each code activates one device once (42202 after). The token is a JWS (EdDSA) of the platform: claims `lic`, `dev`, `sid`, `pkg` (package version), `cnf.jkt` (the device key thumbprint) and `exp` (the licence expiry).',
  tag,
  audience: 'visitor',
  input: activateRequest,
  output: licenceGrant,
  errors: [ApiCode.codeInvalid, ApiCode.conflict, ApiCode.rateLimited],
});

export const deviceStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.status,
  summary:
    "A device's status call, signed by its key: revoked, expired, or a fresh token and the package version",
  description:
    '`request` is a compact JWS (EdDSA, typ `dh-offline-device+jwt`) by the device key over `{ licence, jti, iat }`: iat within 5 minutes, each jti once (40100 otherwise).',
  tag,
  audience: 'visitor',
  input: deviceRequest,
  output: statusAnswer,
  errors: [ApiCode.unauthenticated],
});

export const uploadTranscriptsEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.transcripts,
  summary: "A device's conversations, signed by its key; they join the owner's records (entry `offline`)",
  description:
    'The signed `body` is `{ conversations: [{ uuid, startedAt, endedAt, turns: [{ question, answer, source, at }] }] }` (at most 100). The same uuid twice is stored once; after a revocation only conversations that ended before it are stored.',
  tag,
  audience: 'visitor',
  input: deviceRequest,
  output: transcriptAnswer,
  errors: [ApiCode.unauthenticated],
});

export const platformKeyEndpoint = defineEndpoint({
  method: 'GET',
  path: offlinePaths.platformKey,
  summary: 'The public key (JWK set) that signs licence tokens: packages embed it to check licences offline',
  tag,
  audience: 'public',
  output: platformKeyAnswer,
});

export const offlinePackagesEndpoint = defineEndpoint({
  method: 'GET',
  path: offlinePaths.packages,
  summary:
    "The corporation's published sessions with their offline packages (version, size, built at) and whether each changed since",
  tag,
  audience: 'customer',
  output: offlinePackagesOverview,
});

export const buildPackageEndpoint = defineEndpoint({
  method: 'POST',
  path: offlinePaths.buildPackage,
  summary: "Builds a published session's offline package now, at the session's current revision",
  description:
    'The package is a zip of a static web app (the session, its FAQ with a search index, eSpeak NG in WebAssembly, the platform public key). Building the same revision again replaces its package; the newest 5 per session are kept. 20 builds an hour per corporation.',
  tag,
  audience: 'customer',
  input: buildPackageRequest,
  output: offlinePackageDto,
  errors: [ApiCode.notFound, ApiCode.conflict, ApiCode.rateLimited, ApiCode.notConfigured],
});

export const downloadPackageEndpoint = defineEndpoint({
  method: 'GET',
  path: offlinePaths.downloadPackage,
  summary: 'Downloads an offline package (a zip, as an attachment)',
  tag,
  audience: 'customer',
  input: idRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'application/zip',
  errors: [ApiCode.notFound],
});
