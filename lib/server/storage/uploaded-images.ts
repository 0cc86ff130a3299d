import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { CONTROL_CHARACTERS } from '@/lib/contract/control-characters';
import {
  FILES_PATH_PREFIX,
  IMAGE_MAX_BYTES,
  type UploadPurpose,
  type UploadedImage,
} from '@/lib/contract/images';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { MultipartOptions } from '@/lib/server/http/multipart';
import { log } from '@/lib/server/log';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import { checkImage, imageTooLarge } from './image-check';
import { newFileKey } from './file-key';
import { fileStore } from './store';
import { storedFiles } from './tables';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { toPage, type PageQuery } from '@/lib/contract/paging';

/** The body of an image upload: the image and the form's few hundred bytes of boundaries and headers. */
export const IMAGE_UPLOAD_BODY: MultipartOptions = {
  maxBytes: IMAGE_MAX_BYTES + 16 * 1024,
  tooLarge: imageTooLarge,
};

/** Enough for a person choosing and replacing images; a script filling the disk is stopped early. */
const UPLOAD_LIMITS = [
  { keyPrefix: 'upload:user:10m', points: 60, duration: 600 },
  { keyPrefix: 'upload:user:1d', points: 500, duration: 86_400 },
];

type Row = typeof storedFiles.$inferSelect;

function toUploadedImage(row: Row): UploadedImage {
  return {
    id: row.id,
    url: `${FILES_PATH_PREFIX}${row.key}`,
    name: row.name,
    size: row.size,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name for people: the last part of what the browser sent, without control characters, 200 at most. */
function displayName(sent: string, extension: string): string {
  const base = sent.split(/[\\/]/).pop()!.replace(new RegExp(CONTROL_CHARACTERS, 'g'), '').trim();
  return base.slice(0, 200) || `image.${extension}`;
}

/** Checks the image by its content, stores the bytes, then records them for the caller's corporation. */
export async function uploadImage(
  db: Db,
  owner: { userId: string; corpId: string },
  purpose: UploadPurpose,
  file: File,
): Promise<UploadedImage> {
  await consumeAll(UPLOAD_LIMITS.map((spec) => [spec, owner.userId]));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = await checkImage(bytes);
  const key = newFileKey(image.extension);
  await fileStore().put(key, bytes, image.mimeType);
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        id: randomUUID(),
        corpId: owner.corpId,
        key,
        purpose,
        name: displayName(file.name, image.extension),
        mimeType: image.mimeType,
        size: bytes.byteLength,
        width: image.width,
        height: image.height,
      })
      .returning();
    return toUploadedImage(row!);
  } catch (error) {
    await fileStore()
      .delete(key)
      .catch(() => {});
    throw error;
  }
}

const live = (corpId: string, purpose: UploadPurpose) =>
  and(eq(storedFiles.corpId, corpId), eq(storedFiles.purpose, purpose), isNull(storedFiles.deletedAt));

/** The corporation's images of one purpose, newest first. */
export async function pageUploadedImages(db: Db, corpId: string, purpose: UploadPurpose, page: PageQuery) {
  const { rows, total } = await selectPage(
    page,
    db
      .select({ row: storedFiles, total: windowTotal() })
      .from(storedFiles)
      .where(live(corpId, purpose))
      .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
      .$dynamic(),
    () => db.$count(storedFiles, live(corpId, purpose)),
  );
  return toPage(
    rows.map((r) => toUploadedImage(r.row)),
    total,
    page,
  );
}

/**
 * Marks the corporation's image deleted (the row stays, so a session that used it can say what is gone) and
 * removes its bytes. Another corporation's id, or one already deleted, is not found.
 */
export async function deleteUploadedImage(
  db: Db,
  corpId: string,
  purpose: UploadPurpose,
  id: string,
): Promise<null> {
  const [row] = await db
    .update(storedFiles)
    .set({ deletedAt: new Date() })
    .where(and(eq(storedFiles.id, id), live(corpId, purpose)))
    .returning({ key: storedFiles.key });
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  // The row already answers 404 for the key; bytes left behind by a failing store are only unused space.
  await fileStore()
    .delete(row.key)
    .catch((error: unknown) => log.warn({ err: error, key: row.key }, 'stored file not deleted'));
  return null;
}
