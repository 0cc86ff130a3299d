import { z } from 'zod';
import { USER_MODEL_STATUSES } from '@/features/catalogue/contract/user-models';
import { requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// The capture of a customer's portrait (issue 24 §1): the photo with the depicted person's consent, checked on the
// server, stored privately and queued for an operator's review. What the page, the API client and the handlers
// share. Messages are keys of the `Validation` namespace.

/** Human's models the checks run: the face detector, the 468-point mesh and the irises (files in its models/). */
export const PORTRAIT_MODEL_FILES = { detector: 'blazeface', mesh: 'facemesh', iris: 'iris' } as const;

/**
 * Human's modules for a portrait's checks, the same on the server and in the camera's live checks: the face detector,
 * the 468-point mesh and the irises on, everything else off. `maxDetected`: how many faces a frame may report.
 */
export function portraitHumanModels(maxDetected: number) {
  return {
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        modelPath: `${PORTRAIT_MODEL_FILES.detector}.json`,
        rotation: false,
        maxDetected,
        minConfidence: 0.5,
      },
      mesh: { enabled: true, modelPath: `${PORTRAIT_MODEL_FILES.mesh}.json` },
      iris: { enabled: true, modelPath: `${PORTRAIT_MODEL_FILES.iris}.json` },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  } as const;
}

/** Why a photo cannot make a portrait, each with its own message (`Validation.photo_<reason>`). */
export const PHOTO_REFUSALS = [
  'noFace',
  'severalFaces',
  'faceTooSmall',
  'turned',
  'eyesClosed',
  'mouthOpen',
  'tooDark',
  'blurred',
] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];
export const refusalMessage = (reason: PhotoRefusal) => `photo_${reason}` as const;

/** The consent terms' version the form shows; a consent to another version is refused (the page is stale). */
export const PORTRAIT_TERMS_VERSION = '2026-11';

export const PORTRAIT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PORTRAIT_PHOTO_ACCEPT = 'image/jpeg,image/png';

/** Multipart sends the checkbox as text, the form as a boolean: either way it must be ticked. */
const ticked = z
  .union([z.boolean(), z.enum(['true', 'false', 'on'])], 'termsRequired')
  .refine((value) => value === true || value === 'true' || value === 'on', 'termsRequired')
  .transform(() => true as const);

/** A name compared as people write it: spaces and case do not matter. */
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** The portrait's name and the consent of the person it depicts. */
export const portraitFields = z
  .object({
    name: requiredText(40),
    /** Who the photo shows. */
    personName: requiredText(50),
    /** The person's name typed again as their signature: it must be the same name. */
    typedName: requiredText(50),
    termsAccepted: ticked,
    termsVersion: requiredText(20).refine((value) => value === PORTRAIT_TERMS_VERSION, 'termsOutdated'),
  })
  .refine((value) => sameName(value.personName, value.typedName), {
    message: 'typedNameMismatch',
    path: ['typedName'],
  });
export type PortraitFields = z.input<typeof portraitFields>;

/** The multipart body of a new portrait: the fields and the photo as `file`. */
export const createPortraitRequest = z.intersection(portraitFields, z.object({ file: z.file('required') }));

/** A new photo for an existing portrait (multipart `id` and `file`): checked again, reviewed again. */
export const retakePortraitRequest = z.object({ id: requiredText(100), file: z.file('required') });

export const renamePortraitRequest = z.object({ id: requiredText(100), name: requiredText(40) });
export const portraitIdRequest = z.object({ id: requiredText(100) });

/** The runtime's photo address: the pass its page signed (absent: 401, not ours or expired: 404). */
export const runtimePortraitPhotoRequest = z.object({ t: textField().max(300, 'tooLong').optional() });

export const myPortraitsQuery = z.object({ pageIndex: pageIndexField, pageSize: pageSizeField(100, 20) });

/** One of the corporation's portraits as its people see it. */
export const myPortrait = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(USER_MODEL_STATUSES),
  /** The reviewer's reason when rejected. */
  rejectReason: z.string().nullable(),
  consent: z
    .object({
      personName: z.string(),
      typedName: z.string(),
      termsVersion: z.string(),
      acceptedAt: z.string(),
    })
    .nullable(),
  hasPhoto: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyPortrait = z.infer<typeof myPortrait>;

/** How many portraits the corporation may keep (its paid portrait packages) and how many it has. */
export const portraitAllowanceRequest = z.object({});
export const portraitAllowance = z.object({ allowed: z.number().int(), used: z.number().int() });
export type PortraitAllowance = z.infer<typeof portraitAllowance>;

export const portraitPaths = {
  create: '/management/portrait/create',
  allowance: '/management/portrait/allowance',
  query: '/management/portrait/query',
  photo: '/management/portrait/photo',
  retake: '/management/portrait/retake',
  rename: '/management/portrait/rename',
  delete: '/management/portrait/delete',
  /** `GET /api/bot/portraitPhoto?t=<pass>`: an approved portrait's photo for the runtime page that shows it. */
  runtimePhoto: '/bot/portraitPhoto',
} as const;
