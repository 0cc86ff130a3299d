import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { toPage, type Page, type PageQuery, pageOffset } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { readyPortraitPhotoKey } from './portrait-character';
import { userModels } from './tables';

// The capture's rows (features/portraits, composed in app/_compose/portraits-ports.ts): a customer's portraits in
// this catalogue's table, always within the caller's corporation (another's portrait is as absent as a missing one).

type Row = typeof userModels.$inferSelect;

export interface CapturedPortraitRow {
  id: string;
  name: string;
  status: Row['status'];
  rejectReason: string | null;
  consent: Row['consent'];
  photoKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const own = (corpId: string, id: string) => and(eq(userModels.id, id), eq(userModels.corpId, corpId));

export const portraitRows = {
  readyPhotoKey: readyPortraitPhotoKey,

  count: async (db: Db, corpId: string) =>
    (await db.select({ n: count() }).from(userModels).where(eq(userModels.corpId, corpId)))[0]?.n ?? 0,

  /** A new portrait in review: the accepted photo, its rig and the consent. */
  insert: async (
    db: Db,
    row: Pick<Row, 'id' | 'corpId' | 'name' | 'look' | 'photoKey' | 'consent' | 'createdBy'>,
  ) => {
    await db.insert(userModels).values({
      ...row,
      // A portrait speaks with the voice chosen for its session; these describe it in the character lists.
      gender: 'female',
      languages: ['zh', 'en'],
      styles: ['portrait'],
      status: 'review',
    });
  },

  list: async (db: Db, corpId: string, query: PageQuery): Promise<Page<CapturedPortraitRow>> => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(userModels)
        .where(eq(userModels.corpId, corpId))
        .orderBy(desc(userModels.createdAt), desc(userModels.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.select({ n: count() }).from(userModels).where(eq(userModels.corpId, corpId)),
    ]);
    return toPage(rows, total?.n ?? 0, query);
  },

  find: async (db: Db, corpId: string, id: string): Promise<CapturedPortraitRow | null> =>
    (await db.select().from(userModels).where(own(corpId, id)))[0] ?? null,

  /** A new photo: back to review, the earlier decision cleared. The row before, or null when not the corporation's. */
  retake: async (
    db: Db,
    corpId: string,
    id: string,
    photo: { photoKey: string; look: unknown },
    now: Date,
  ) => {
    const [before] = await db.select().from(userModels).where(own(corpId, id));
    if (!before) return null;
    await db
      .update(userModels)
      .set({
        ...photo,
        status: 'review',
        rejectReason: null,
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: now,
      })
      .where(own(corpId, id));
    return before;
  },

  rename: async (db: Db, corpId: string, id: string, name: string, now: Date) =>
    (
      await db
        .update(userModels)
        .set({ name, updatedAt: now })
        .where(own(corpId, id))
        .returning({ id: userModels.id })
    ).length > 0,

  /** The deleted row's photo key, or undefined when there was no such portrait. */
  remove: async (db: Db, corpId: string, id: string) =>
    (await db.delete(userModels).where(own(corpId, id)).returning({ photoKey: userModels.photoKey }))[0],
};
export type PortraitRows = typeof portraitRows;
