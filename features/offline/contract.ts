import { z } from 'zod';
import { optionalNameField, textField } from '@/lib/contract/fields';

// Offline digital humans (issue 26 §2): licences of a published session, their devices and activation codes, and
// what a device sends (activation, status, transcripts). Messages are keys of the `Validation` namespace.

export const offlinePaths = {
  licences: '/management/offline/licences',
  create: '/management/offline/licences/create',
  revoke: '/management/offline/licences/revoke',
  revokeDevice: '/management/offline/devices/revoke',
  activateByHand: '/management/offline/devices/activate',
  activate: '/offline/activate',
  status: '/offline/status',
  transcripts: '/offline/transcripts',
  platformKey: '/offline/platformKey',
  packages: '/management/offline/packages',
  buildPackage: '/management/offline/packages/build',
  downloadPackage: '/management/offline/packages/download',
} as const;

/**
 * What every corporation may hold without buying (the trial's): one licence that is not revoked, for one device.
 * Billing's offline licence products add licences of more devices (server/grants.ts). A revoked licence frees its
 * place (the devices it held stop at their next call).
 */
export const OFFLINE_ALLOWANCE = { licences: 1, devicesPerLicence: 1 } as const;
/** The most devices one licence may ask for (a paid product's devices cap it further). */
export const DEVICES_PER_LICENCE_MAX = 100;
export const VALID_DAYS_RANGE = [1, 365] as const;
export const VALID_DAYS_DEFAULT = 30;

/** Activation codes: 12 Crockford base32 characters in groups of four (60 bits), typed on a kiosk's keyboard. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A code as people type it: case, spaces and dashes do not matter; O reads 0, I and L read 1. */
export function normalizeActivationCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
export const formatActivationCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
const activationCodeField = textField()
  .transform(normalizeActivationCode)
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[0-9A-HJKMNP-TV-Z]{12}$/, 'activationCodeInvalid'),
  );

/** A device's Ed25519 public key as a JWK: the object, or its JSON pasted in the console. */
const ed25519Jwk = z.object(
  {
    kty: z.literal('OKP', 'deviceKeyInvalid'),
    crv: z.literal('Ed25519', 'deviceKeyInvalid'),
    x: z.string('deviceKeyInvalid').regex(/^[A-Za-z0-9_-]{43}$/, 'deviceKeyInvalid'),
  },
  'deviceKeyInvalid',
);
export const devicePublicKeyField = ed25519Jwk;
/** The same key pasted in the console as the JSON the device shows. */
const pastedKeyField = textField({ multiline: true })
  .min(1, 'required')
  .max(2000, 'tooLong')
  .transform((value, ctx) => {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON: the key check below refuses it.
    }
    const key = ed25519Jwk.safeParse(parsed);
    if (key.success) return key.data;
    // One message on the field the owner pasted into, whichever member is wrong.
    ctx.addIssue({ code: 'custom', message: 'deviceKeyInvalid' });
    return z.NEVER;
  });
const deviceNameField = optionalNameField(60).optional().default('');

export const idRequest = z.object({ id: textField().min(1, 'required').max(100, 'tooLong') });

export const createLicenceRequest = z.object({
  sessionId: textField().min(1, 'required').max(100, 'tooLong'),
  label: optionalNameField(60).optional().default(''),
  validDays: z.coerce
    .number('invalid')
    .int('invalid')
    .min(VALID_DAYS_RANGE[0], 'outOfRange')
    .max(VALID_DAYS_RANGE[1], 'outOfRange')
    .default(VALID_DAYS_DEFAULT),
  /** Devices the licence runs on; by default the most a free place allows. */
  devices: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'outOfRange')
    .max(DEVICES_PER_LICENCE_MAX, 'outOfRange')
    .optional(),
});
export type CreateLicenceInput = z.input<typeof createLicenceRequest>;

export const activateRequest = z.object({
  code: activationCodeField,
  devicePublicKey: devicePublicKeyField,
  deviceName: deviceNameField,
});

/** The owner activates a device by hand: the slot, and the public key the device shows (JSON of its JWK). */
export const activateByHandRequest = z.object({
  deviceId: textField().min(1, 'required').max(100, 'tooLong'),
  devicePublicKey: pastedKeyField,
  deviceName: deviceNameField,
});
export type ActivateByHandInput = z.input<typeof activateByHandRequest>;

/** A device's call: a compact JWS its key made over `DeviceRequestClaims` (licence/device-request.ts). */
export const deviceRequest = z.object({
  request: textField({ trim: false }).min(1, 'required').max(1_000_000, 'tooLong'),
});

export const DEVICE_STATES = ['waiting', 'active', 'revoked'] as const;
export const LICENCE_STATUSES = ['active', 'revoked', 'expired'] as const;

export const offlineDeviceDto = z.object({
  id: z.string(),
  /** The activation code, grouped (XXXX-XXXX-XXXX); void once used. */
  code: z.string(),
  state: z.enum(DEVICE_STATES),
  name: z.string(),
  activatedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type OfflineDeviceDto = z.infer<typeof offlineDeviceDto>;

export const offlineLicenceDto = z.object({
  id: z.string(),
  sessionId: z.string(),
  /** Null when the session was deleted since. */
  sessionName: z.string().nullable(),
  label: z.string(),
  deviceLimit: z.number(),
  expiresAt: z.string(),
  status: z.enum(LICENCE_STATUSES),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  devices: z.array(offlineDeviceDto),
});
export type OfflineLicenceDto = z.infer<typeof offlineLicenceDto>;

export const offlineOverview = z.object({
  licences: z.array(offlineLicenceDto),
  /** The published sessions a licence can be made for. */
  sessions: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * Licences the corporation may hold (the trial's one and every paid one), how many it holds, and the most devices
   * a new licence may have now (0 when no place is free).
   */
  allowance: z.object({ licences: z.number(), used: z.number(), devicesAvailable: z.number() }),
});
export type OfflineOverview = z.infer<typeof offlineOverview>;

const platformJwk = z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string() });

export const licenceGrant = z.object({
  /** The licence token (compact JWS, EdDSA) the device keeps and checks offline. */
  token: z.string(),
  licenceId: z.string(),
  sessionId: z.string(),
  expiresAt: z.string(),
  packageVersion: z.string(),
  platformKey: platformJwk,
});
export type LicenceGrant = z.infer<typeof licenceGrant>;

export const platformKeyAnswer = z.object({ keys: z.array(platformJwk) });

export const statusAnswer = z.object({
  /** `revoked`: stop; `expired`: the licence is over; `active`: the fresh token and the version to run. */
  state: z.enum(LICENCE_STATUSES),
  revokedAt: z.string().nullable(),
  token: z.string().nullable(),
  packageVersion: z.string().nullable(),
});

/** Where an offline answer came from (the package has no model nor documents). */
export const OFFLINE_SOURCES = ['faq', 'scene', 'script', 'none'] as const;
export const TRANSCRIPT_BATCH_MAX = 100;
export const TURNS_MAX = 200;

const instant = z.iso.datetime({ offset: true, message: 'invalid' });
export const offlineConversation = z.object({
  /** Made by the device; the same uuid sent again is stored once. */
  uuid: z.uuid('invalid'),
  startedAt: instant,
  endedAt: instant,
  turns: z
    .array(
      z.object({
        question: textField({ multiline: true }).max(2000, 'tooLong'),
        answer: textField({ multiline: true }).max(8000, 'tooLong'),
        source: z.enum(OFFLINE_SOURCES, 'invalid').default('none'),
        at: instant,
      }),
    )
    .max(TURNS_MAX, 'tooMany'),
});
export type OfflineConversation = z.infer<typeof offlineConversation>;
export const transcriptBatch = z.object({
  conversations: z.array(offlineConversation).min(1, 'required').max(TRANSCRIPT_BATCH_MAX, 'tooMany'),
});

export const transcriptAnswer = z.object({
  /** Stored now. */
  accepted: z.array(z.string()),
  /** Stored before (sent again). */
  duplicates: z.array(z.string()),
  /** Ended after the licence or device was revoked: not stored. */
  refused: z.array(z.string()),
});

// Offline packages (issue 26 §1): a published session built into a zip at one revision.

export const buildPackageRequest = z.object({
  sessionId: textField().min(1, 'required').max(100, 'tooLong'),
});
export type BuildPackageInput = z.input<typeof buildPackageRequest>;

export const OFFLINE_PACKAGE_LANGUAGES = ['zh', 'en', 'ja'] as const;

export const offlinePackageDto = z.object({
  id: z.string(),
  /** The session's revision it was built from: a device running it hears "newer" once the session changed. */
  version: z.number(),
  language: z.enum(OFFLINE_PACKAGE_LANGUAGES),
  /** The zip's size in bytes. */
  size: z.number(),
  /** The zip's SHA-256, hex. */
  sha256: z.string(),
  builtAt: z.string(),
});
export type OfflinePackageDto = z.infer<typeof offlinePackageDto>;

export const offlinePackagesOverview = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The session's revision now. */
      revision: z.number(),
      /** Newest first. */
      packages: z.array(offlinePackageDto),
      /** True when the session changed since its newest package was built (or it has none): build again. */
      stale: z.boolean(),
    }),
  ),
});
export type OfflinePackagesOverview = z.infer<typeof offlinePackagesOverview>;
