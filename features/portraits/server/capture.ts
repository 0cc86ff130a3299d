import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { audit, userActor } from '@/lib/server/audit/audit';
import { corporations } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { log } from '@/lib/server/log';
import { PORTRAIT_PHOTO_MAX_BYTES, portraitPaths, refusalMessage, type MyPortrait } from '../contract';
import { checkPhoto, PhotoRefused, type AcceptedPhoto } from './photo-checks';
import { photoAnswer } from './photo-answer';
import type { PortraitPorts, PortraitRow } from './ports';

// A customer's portraits: capture (photo checked, stored privately, row in review with its rig and the consent),
// the list, retake, rename, delete. The corporation and the maker come from the token, never from the request.

interface Owner {
  userId: string;
  corpId: string;
}

const fileTooLarge = () =>
  new ApiFailure(ApiCode.validation, 'imageTooLarge', {
    data: { fields: [{ field: 'file', message: 'tooLong' }] },
    params: { max: `${PORTRAIT_PHOTO_MAX_BYTES / 1024 / 1024} MB` },
  });

export const PORTRAIT_UPLOAD_BODY: MultipartOptions = {
  maxBytes: PORTRAIT_PHOTO_MAX_BYTES + 16 * 1024,
  tooLarge: fileTooLarge,
};

/** A photo analysis takes about a second of CPU: a person takes a few dozen, a script is stopped. */
const CHECK_LIMITS = [{ keyPrefix: 'portrait:photo:user:1h', points: 60, duration: 3_600 }];

/** Where the runtime and the page load a portrait's photo (private: the corporation's token or cookie). */
const photoUrl = (id: string) => `/api${portraitPaths.photo}?id=${encodeURIComponent(id)}`;

/** The photo checked; a refusal is the `file` field's translated reason. */
async function acceptedPhoto(file: File, owner: Owner): Promise<AcceptedPhoto> {
  if (file.size > PORTRAIT_PHOTO_MAX_BYTES) throw fileTooLarge();
  await consumeAll(CHECK_LIMITS.map((spec) => [spec, owner.userId]));
  try {
    return await checkPhoto(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    const reason = error instanceof PhotoRefused ? error.reason : null;
    if (!reason) log.info({ err: error }, 'portrait photo not decodable');
    throw new ApiFailure(ApiCode.validation, reason ? 'photoRefused' : 'imageTypeInvalid', {
      data: {
        fields: [{ field: 'file', message: reason ? refusalMessage(reason) : 'invalid' }],
        ...(reason ? { reason } : {}),
      },
    });
  }
}

async function storePhoto(photo: AcceptedPhoto) {
  const key = newFileKey('jpg');
  await fileStore().put(key, photo.jpeg, 'image/jpeg');
  return key;
}

const rigOf = (id: string, photo: AcceptedPhoto) => ({
  imageUrl: photoUrl(id),
  width: photo.width,
  height: photo.height,
  mesh: photo.mesh,
  box: photo.box,
});

const toDto = (row: PortraitRow): MyPortrait => ({
  id: row.id,
  name: row.name,
  status: row.status as MyPortrait['status'],
  rejectReason: row.rejectReason,
  consent: row.consent
    ? {
        personName: row.consent.personName,
        typedName: row.consent.typedName,
        termsVersion: row.consent.termsVersion,
        acceptedAt: row.consent.acceptedAt,
      }
    : null,
  hasPhoto: row.photoKey !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function forget(key: string | null) {
  if (!key) return;
  await fileStore()
    .delete(key)
    .catch((error: unknown) => log.warn({ err: error, key }, 'portrait photo not deleted'));
}

/** How many portraits the corporation may keep (its paid packages) and how many it has, deleted ones not counted. */
export async function portraitAllowanceOf(db: Db, ports: PortraitPorts, corpId: string) {
  const [allowed, used] = await Promise.all([
    ports.allowance.allowance(corpId, db),
    ports.rows.count(db, corpId),
  ]);
  return { allowed, used };
}

/** A new portrait: within the allowance, the photo accepted, stored, and the row in review with the consent. */
export async function createPortrait(
  db: Db,
  ports: PortraitPorts,
  owner: Owner,
  input: { name: string; personName: string; typedName: string; termsVersion: string; file: File },
  requestId: string,
  now = new Date(),
): Promise<MyPortrait> {
  const { allowed, used } = await portraitAllowanceOf(db, ports, owner.corpId);
  if (used >= allowed)
    throw new ApiFailure(ApiCode.limitReached, 'portraitAllowanceReached', { params: { max: allowed } });
  const photo = await acceptedPhoto(input.file, owner);
  const id = randomUUID();
  const photoKey = await storePhoto(photo);
  const consent = {
    personName: input.personName,
    typedName: input.typedName,
    termsVersion: input.termsVersion,
    acceptedAt: now.toISOString(),
    recordedBy: owner.userId,
  };
  try {
    await db.transaction(async (tx) => {
      // Checked again under the corporation's row lock: two captures at once cannot both take the last place (the
      // check above only spares a refused customer the photo's analysis).
      await tx
        .select({ id: corporations.id })
        .from(corporations)
        .where(eq(corporations.id, owner.corpId))
        .for('update');
      const place = await portraitAllowanceOf(tx, ports, owner.corpId);
      if (place.used >= place.allowed)
        throw new ApiFailure(ApiCode.limitReached, 'portraitAllowanceReached', {
          params: { max: place.allowed },
        });
      await ports.rows.insert(tx, {
        id,
        corpId: owner.corpId,
        name: input.name,
        look: rigOf(id, photo),
        photoKey,
        consent,
        createdBy: owner.userId,
      });
      await audit(tx, {
        actor: userActor(owner),
        corpId: owner.corpId,
        action: 'portrait.create',
        object: { type: 'portrait', id },
        after: { status: 'review', personName: input.personName, termsVersion: input.termsVersion },
        requestId,
      });
    });
  } catch (error) {
    await forget(photoKey);
    throw error;
  }
  const row = await ports.rows.find(db, owner.corpId, id);
  return toDto(row!);
}

export async function myPortraits(
  db: Db,
  ports: PortraitPorts,
  corpId: string,
  query: { pageIndex: number; pageSize: number },
) {
  const page = await ports.rows.list(db, corpId, query);
  return { ...page, list: page.list.map(toDto) };
}

/** A new photo for one of the corporation's portraits: checked, stored, and the portrait goes back to review. */
export async function retakePortrait(
  db: Db,
  ports: PortraitPorts,
  owner: Owner,
  input: { id: string; file: File },
  requestId: string,
  now = new Date(),
): Promise<MyPortrait> {
  if (!(await ports.rows.find(db, owner.corpId, input.id)))
    throw new ApiFailure(ApiCode.notFound, 'notFound');
  const photo = await acceptedPhoto(input.file, owner);
  const photoKey = await storePhoto(photo);
  const before = await db
    .transaction(async (tx) => {
      const row = await ports.rows.retake(
        tx,
        owner.corpId,
        input.id,
        { photoKey, look: rigOf(input.id, photo) },
        now,
      );
      if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
      await audit(tx, {
        actor: userActor(owner),
        corpId: owner.corpId,
        action: 'portrait.retake',
        object: { type: 'portrait', id: input.id },
        before: { status: row.status },
        after: { status: 'review' },
        requestId,
      });
      return row;
    })
    .catch(async (error: unknown) => {
      await forget(photoKey);
      throw error;
    });
  await forget(before.photoKey);
  return toDto((await ports.rows.find(db, owner.corpId, input.id))!);
}

export async function renamePortrait(
  db: Db,
  ports: PortraitPorts,
  corpId: string,
  input: { id: string; name: string },
  now = new Date(),
): Promise<MyPortrait> {
  if (!(await ports.rows.rename(db, corpId, input.id, input.name, now)))
    throw new ApiFailure(ApiCode.notFound, 'notFound');
  return toDto((await ports.rows.find(db, corpId, input.id))!);
}

export async function deletePortrait(
  db: Db,
  ports: PortraitPorts,
  owner: Owner,
  id: string,
  requestId: string,
) {
  const removed = await db.transaction(async (tx) => {
    const row = await ports.rows.remove(tx, owner.corpId, id);
    if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
    await audit(tx, {
      actor: userActor(owner),
      corpId: owner.corpId,
      action: 'portrait.delete',
      object: { type: 'portrait', id },
      requestId,
    });
    return row;
  });
  await forget(removed.photoKey);
  return { id };
}

/** The photo of one of the corporation's portraits: private, never cached by a shared cache. */
export async function myPortraitPhoto(db: Db, ports: PortraitPorts, corpId: string, id: string) {
  const row = await ports.rows.find(db, corpId, id);
  return photoAnswer(row?.photoKey, 'private, no-store');
}
