import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import { pictureLayoutOf } from '@/features/sessions/contract';
import { sessions } from '@/features/sessions/server/tables';
import { sessionValues, type SessionRow } from '@/features/sessions/server/sessions/dto';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { readBytes } from '@/lib/server/storage/file-store';
import { fileStore } from '@/lib/server/storage/store';
import { storedFiles } from '@/lib/server/storage/tables';
import { cachedPicture, pictureKey, renderCounter } from './picture-cache';
import type { PictureSpec, RobotImagePorts } from './ports';
import { renderPng } from './render-png';

/** Bumped when the drawing changes, so cached pictures and ETags of an unchanged session are renewed. */
const DRAWING_VERSION = '1';

/**
 * Who may see the picture: anyone while the session is published (its share link shows it, and a share card's
 * image must be reachable by crawlers without a sign-in), otherwise only its own corporation — another
 * corporation's offline session answers like one that does not exist.
 */
async function visibleSession(db: Db, corpId: string | null, id: string): Promise<SessionRow> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  if (!row || (row.status !== 'published' && row.corpId !== corpId))
    throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

async function uploadedBackground(db: Db, corpId: string, fileId: string) {
  const [file] = await db
    .select({ key: storedFiles.key, mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.corpId, corpId), isNull(storedFiles.deletedAt)));
  return file ?? null;
}

/** The stored file as a data URL; a portrait's photo, stored without a type, is a PNG or a JPEG by its first byte. */
async function dataUrlOf(key: string, mimeType?: string): Promise<string | null> {
  const stored = await fileStore().get(key);
  if (!stored) return null;
  const bytes = Buffer.from(await readBytes(stored));
  const type = mimeType ?? (bytes[0] === 0x89 ? 'image/png' : 'image/jpeg');
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export interface RobotImageRequest {
  conversationId: string;
  revision?: number;
  /** Drawn smaller (same ratio); the video's own size without it. */
  width?: number;
}

/** `GET robot image`: the session's picture as a PNG, cached by its revision (ETag, and one render per revision). */
export async function robotImageResponse(
  db: Db,
  ports: RobotImagePorts,
  corpId: string | null,
  input: RobotImageRequest,
  ifNoneMatch: string | null,
): Promise<Response> {
  const row = await visibleSession(db, corpId, input.conversationId);
  const detail = sessionValues(row).detailDto;
  const choice = detail.backgroundDto;
  const upload =
    choice.type === 'upload' ? await uploadedBackground(db, row.corpId, choice.backgroundId) : null;
  const still = await ports.portraitStill(db, row.corpId, row.characterCode);
  // What the picture is drawn from beyond the session's own revision: the upload's and the portrait's bytes live
  // under their keys (a retake stores a new photo; a withdrawn portrait has none).
  const version = createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING_VERSION,
        row.characterCode,
        choice,
        upload?.key ?? null,
        still?.photoKey ?? null,
      ]),
    )
    .digest('base64url')
    .slice(0, 12);
  const etag = `"${row.revision}-${version}${input.width ? `-w${input.width}` : ''}"`;
  const cacheControl =
    row.status !== 'published'
      ? 'private, no-cache'
      : input.revision === row.revision
        ? 'public, max-age=86400'
        : 'public, no-cache';
  const headers = { etag, 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' };
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers });

  const png = await cachedPicture(
    pictureKey(row.id, row.revision, `${version}@${input.width ?? 0}`),
    async () => {
      renderCounter.count += 1;
      const background: PictureSpec['background'] =
        choice.type === 'builtin'
          ? { type: 'builtin', backgroundId: choice.backgroundId }
          : { type: 'upload', dataUrl: upload ? await dataUrlOf(upload.key, upload.mimeType) : null };
      const layout = pictureLayoutOf({ ...detail, ...PROPORTIONS[detail.proportion] });
      const photo = still ? await dataUrlOf(still.photoKey) : null;
      const svg = await ports.pictureSvg(db, {
        characterCode: row.characterCode,
        portrait: still && photo ? { photo, framing: still.framing } : null,
        background,
        layout,
      });
      return renderPng(svg, layout.videoWidth, input.width);
    },
  );
  return new Response(png as BodyInit, {
    status: 200,
    headers: { ...headers, 'content-type': 'image/png', 'content-length': String(png.byteLength) },
  });
}
