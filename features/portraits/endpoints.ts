import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  createPortraitRequest,
  myPortrait,
  myPortraitsQuery,
  portraitAllowance,
  portraitAllowanceRequest,
  portraitIdRequest,
  portraitPaths,
  renamePortraitRequest,
  retakePortraitRequest,
  runtimePortraitPhotoRequest,
} from './contract';

// A customer's own portraits (issue 24 §1): capture with consent, the list, the photo, retake, rename, delete.

const tag = 'Portraits';
const refusal =
  'A photo that cannot make a portrait is refused with 40000, the `file` field naming the reason (`photo_noFace`, `photo_severalFaces`, `photo_faceTooSmall`, `photo_turned`, `photo_eyesClosed`, `photo_mouthOpen`, `photo_tooDark`, `photo_blurred`) and `data.reason` the same without the prefix.';

export const createPortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitPaths.create,
  summary:
    'Make a portrait from a photo (multipart: name, personName, typedName, termsAccepted, termsVersion and the photo as `file`: jpg or png, at most 10 MB); it waits for review',
  description: `The photo is checked (one face, large enough, facing the camera, eyes open, mouth closed, lit, sharp). ${refusal} Beyond the corporation's allowance: 42206.`,
  tag,
  audience: 'customer',
  input: createPortraitRequest,
  multipart: true,
  output: myPortrait,
  errors: [ApiCode.limitReached, ApiCode.rateLimited],
});

export const myPortraitsEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitPaths.query,
  summary: "The corporation's portraits, newest first, with their review state and a rejection's reason",
  tag,
  audience: 'customer',
  input: myPortraitsQuery,
  output: pageOf(myPortrait),
});

export const portraitAllowanceEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitPaths.allowance,
  summary:
    'How many portraits the corporation may keep (one per unit of its completed portrait orders) and how many it has',
  description:
    'A new portrait is refused with 42206 once `used` reaches `allowed`; deleting one frees its place.',
  tag,
  audience: 'customer',
  input: portraitAllowanceRequest,
  output: portraitAllowance,
});

export const myPortraitPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitPaths.photo,
  summary: "The stored photo of one of the corporation's portraits (its bytes)",
  tag,
  audience: 'customer',
  input: portraitIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg',
  errors: [ApiCode.notFound],
});

export const retakePortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitPaths.retake,
  summary:
    'A new photo for a portrait (multipart: id and `file`): checked again, and the portrait is reviewed again',
  description: refusal,
  tag,
  audience: 'customer',
  input: retakePortraitRequest,
  multipart: true,
  output: myPortrait,
  errors: [ApiCode.notFound, ApiCode.rateLimited],
});

export const renamePortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitPaths.rename,
  summary: 'Rename a portrait',
  tag,
  audience: 'customer',
  input: renamePortraitRequest,
  output: myPortrait,
  errors: [ApiCode.notFound],
});

export const deletePortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitPaths.delete,
  summary: 'Delete a portrait and its photo',
  tag,
  audience: 'customer',
  input: portraitIdRequest,
  output: z.object({ id: z.string() }),
  errors: [ApiCode.notFound],
});

export const runtimePortraitPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitPaths.runtimePhoto,
  summary:
    "An approved portrait's photo for the runtime page showing a session with it (its bytes, `private, max-age=3600`)",
  description:
    'The runtime page (share link, application page, previews) puts a pass it signed in the address (`t`), valid for a few hours: without one 40100 (HTTP 401); a pass not ours or expired, or a portrait deleted or no longer approved, 40400 (HTTP 404).',
  tag,
  audience: 'visitor',
  input: runtimePortraitPhotoRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg',
  errors: [ApiCode.unauthenticated, ApiCode.notFound],
});
