import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage } from '@/lib/contract/paging';
import { audit, type AuditActor } from '@/lib/server/audit/audit';
import { users } from '@/lib/server/auth/tables';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ModerationRow, ReviewStatus } from '../contract';
import { authorNames } from './authors';
import { commentApproved } from './comments';
import { postHref, type CommunityNotifier } from './ports';
import { communityComments, communityPosts } from './tables';

// The moderators' side (spec §4, §6): the queue, approve or reject with a reason, and the post's flags. Every action
// writes the audit log in the same transaction; a decision applies only while the item is still pending, so of
// two moderators deciding at once exactly one wins.

interface Acting {
  actor: AuditActor;
  requestId: string;
}

async function emails(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

export async function moderationCounts(db: Db) {
  const [posts] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(eq(communityPosts.status, 'pending'));
  const [comments] = await db
    .select({ n: count() })
    .from(communityComments)
    .where(eq(communityComments.status, 'pending'));
  return { pendingPosts: posts?.n ?? 0, pendingComments: comments?.n ?? 0 };
}

export async function moderationQueue(
  db: Db,
  query: { kind: 'posts' | 'comments'; status: ReviewStatus; pageIndex: number; pageSize: number },
) {
  // Pending: oldest first (first come, first reviewed); decided: newest first.
  const oldestFirst = query.status === 'pending';
  let items: Array<Omit<ModerationRow, 'authorName' | 'authorEmail'> & { userId: string }>;
  let total: number;
  if (query.kind === 'posts') {
    const where = eq(communityPosts.status, query.status);
    const rows = await db
      .select()
      .from(communityPosts)
      .where(where)
      .orderBy(oldestFirst ? communityPosts.createdAt : desc(communityPosts.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    total = await db.$count(communityPosts, where);
    items = rows.map((row) => ({
      kind: 'posts',
      id: row.id,
      postId: row.id,
      title: row.title,
      body: row.body,
      userId: row.userId,
      status: row.status as ReviewStatus,
      reason: row.reason,
      pinned: row.pinned,
      locked: row.locked,
      hidden: row.hidden,
      announcement: row.announcement,
      createdAt: row.createdAt.toISOString(),
    }));
  } else {
    const where = eq(communityComments.status, query.status);
    const rows = await db
      .select({ comment: communityComments, title: communityPosts.title })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(where)
      .orderBy(oldestFirst ? communityComments.createdAt : desc(communityComments.createdAt))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    total = await db.$count(communityComments, where);
    items = rows.map(({ comment, title }) => ({
      kind: 'comments',
      id: comment.id,
      postId: comment.postId,
      title,
      body: comment.body,
      userId: comment.userId,
      status: comment.status as ReviewStatus,
      reason: comment.reason,
      pinned: false,
      locked: false,
      hidden: comment.hidden,
      announcement: false,
      createdAt: comment.createdAt.toISOString(),
    }));
  }
  const ids = items.map((item) => item.userId);
  const [names, mails] = await Promise.all([authorNames(db, ids), emails(db, ids)]);
  const list: ModerationRow[] = items.map(({ userId, ...item }) => ({
    ...item,
    authorName: names.get(userId) ?? '',
    authorEmail: mails.get(userId) ?? null,
  }));
  return { ...toPage(list, total, query), counts: await moderationCounts(db) };
}

export async function decide(
  db: Db,
  input: { kind: 'posts' | 'comments'; id: string; decision: 'approve' | 'reject'; reason?: string },
  acting: Acting & { notify: CommunityNotifier },
  now = new Date(),
) {
  const status: ReviewStatus = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = status === 'rejected' ? (input.reason ?? null) : null;
  const changes = { status, reason, decidedAt: now, decidedBy: acting.actor.id };
  const table = input.kind === 'posts' ? communityPosts : communityComments;
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, input.id));
  if (!exists) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return db.transaction(async (tx) => {
    const pendingOnly = (t: typeof communityPosts | typeof communityComments) =>
      and(eq(t.id, input.id), eq(t.status, 'pending'));
    const after =
      input.kind === 'posts'
        ? await tx
            .update(communityPosts)
            .set(status === 'approved' ? { ...changes, lastActivityAt: now } : changes)
            .where(pendingOnly(communityPosts))
            .returning()
        : await tx.update(communityComments).set(changes).where(pendingOnly(communityComments)).returning();
    const row = after[0];
    if (!row) throw new ApiFailure(ApiCode.conflict, 'communityDecided');
    await audit(tx, {
      actor: acting.actor,
      corpId: row.corpId,
      action: `community.${input.decision}`,
      object: { type: input.kind === 'posts' ? 'community.post' : 'community.comment', id: input.id },
      before: { status: 'pending' },
      after: { status, reason },
      requestId: acting.requestId,
    });
    const postId = 'postId' in row ? row.postId : row.id;
    if (input.kind === 'comments' && status === 'approved')
      await commentApproved(tx, row as typeof communityComments.$inferSelect, acting.notify, now);
    else {
      const [post] = await tx
        .select({ title: communityPosts.title })
        .from(communityPosts)
        .where(eq(communityPosts.id, postId));
      await acting.notify(tx, {
        userId: row.userId,
        kind: status === 'approved' ? 'community.approved' : 'community.rejected',
        params: { title: post?.title ?? '', ...(reason ? { reason } : {}) },
        href: postHref(postId),
      });
    }
    return { id: input.id, status };
  });
}

/** Pin, lock (no new comments), hide, mark as announcement: any of them, on any post. */
export async function setFlags(
  db: Db,
  input: { id: string; pinned?: boolean; locked?: boolean; hidden?: boolean; announcement?: boolean },
  acting: Acting,
) {
  const { id, ...flags } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(communityPosts).where(eq(communityPosts.id, id));
    if (!before) throw new ApiFailure(ApiCode.notFound, 'notFound');
    const [after] = await tx.update(communityPosts).set(flags).where(eq(communityPosts.id, id)).returning();
    const pick = (row: typeof before) => ({
      pinned: row.pinned,
      locked: row.locked,
      hidden: row.hidden,
      announcement: row.announcement,
    });
    await audit(tx, {
      actor: acting.actor,
      corpId: before.corpId,
      action: 'community.flags',
      object: { type: 'community.post', id },
      before: pick(before),
      after: pick(after!),
      requestId: acting.requestId,
    });
    return { id, ...pick(after!) };
  });
}
