import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userModels } from '@/features/catalogue/server/user-models/tables';
import { FACE_MESH_POINTS, type PortraitRig } from '@/components/digital-human/portrait/rig';
import { users } from '@/lib/server/auth/tables';
import { getDb } from '@/lib/server/db/client';
import { newFileKey } from '@/lib/server/storage/file-key';
import { fileStore } from '@/lib/server/storage/store';
import { IMAGES } from '@/tests/integration/storage/images';

// Portraits straight into the table, as the capture (features/portraits) would leave them: a plausible rig (468
// points on an elliptical grid over a face box), a photo in the file store, the consent recorded by the maker.

/** 468 points on rows of an ellipse inside the box, with a gentle depth: the shape of a face mesh, not a face. */
export function plausibleRig(imageUrl: string, width = 512, height = 640): PortraitRig {
  const box: [number, number, number, number] = [width * 0.25, height * 0.2, width * 0.5, height * 0.6];
  const [bx, by, bw, bh] = box;
  const cx = bx + bw / 2;
  const cy = by + bh / 2;
  const rows = 18;
  const perRow = FACE_MESH_POINTS / rows; // 26
  const mesh: [number, number, number][] = [];
  for (let r = 0; r < rows; r++) {
    const v = -1 + (2 * (r + 0.5)) / rows;
    const half = Math.sqrt(1 - v * v);
    for (let c = 0; c < perRow; c++) {
      const u = (-1 + (2 * c) / (perRow - 1)) * half;
      mesh.push([cx + (u * bw) / 2, cy + (v * bh) / 2, -20 * (1 - u * u - v * v)]);
    }
  }
  return { imageUrl, width, height, mesh, box };
}

/** The user id and corporation of an account registered under this email. */
export async function accountIds(email: string) {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, corpId: users.corpId })
    .from(users)
    .where(eq(users.email, email));
  if (!user?.corpId) throw new Error(`no account for ${email}`);
  return { userId: user.id, corpId: user.corpId };
}

/** A portrait of the account's corporation in the given status (review by default), its photo stored. */
export async function seedPortrait(
  owner: { userId: string; corpId: string },
  options: { status?: string; name?: string; withoutConsent?: boolean } = {},
) {
  const db = await getDb();
  const id = randomUUID();
  const photoKey = newFileKey('png');
  await fileStore().put(photoKey, IMAGES.png.bytes, 'image/png');
  const name = options.name ?? `Portrait ${id.slice(0, 6)}`;
  await db.insert(userModels).values({
    id,
    corpId: owner.corpId,
    name,
    gender: 'female',
    languages: ['zh', 'en'],
    styles: ['portrait'],
    status: options.status ?? 'review',
    look: plausibleRig(`/api/portraits/${id}/photo`),
    photoKey,
    consent: options.withoutConsent
      ? null
      : {
          personName: '李雷',
          typedName: '李雷',
          termsVersion: '2026-11',
          acceptedAt: new Date().toISOString(),
          recordedBy: owner.userId,
        },
    createdBy: owner.userId,
  });
  return { id, name, photoKey };
}
