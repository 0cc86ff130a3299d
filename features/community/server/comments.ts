import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { isTrustedAuthor } from './authors';
import { limitCommenting } from './limits';
import { postHref, type CommunityNotifier } from './ports';
import { visiblePost } from './posts';
import { communityComments, communityPosts } from './tables';

// Comments and replies. Replies are one level deep: replying to a reply attaches to its top-level comment.

/**
 * Counts an approved comment on its post and tells the post's author (and the replied-to comment's author) about
 * it; the commenter is never told about their own comment.
 */
export async function commentApproved(
  db: Db,
  comment: typeof communityComments.$inferSelect,
  notify: CommunityNotifier,
  now: Date,
) {
  const [post] = await db
    .update(communityPosts)
    .set({ commentCount: sql`${communityPosts.commentCount} + 1`, lastActivityAt: now })
    .where(eq(communityPosts.id, comment.postId))
    .returning();
  if (!post) return;
  const told = new Set([comment.userId]);
  const tell = async (userId: string) => {
    if (told.has(userId)) return;
    told.add(userId);
    await notify(db, {
      userId,
      kind: 'community.replied',
      params: { title: post.title },
      href: postHref(post.id),
    });
  };
  await tell(post.userId);
  if (comment.parentId) {
    const [parent] = await db
      .select({ userId: communityComments.userId })
      .from(communityComments)
      .where(eq(communityComments.id, comment.parentId));
    if (parent) await tell(parent.userId);
  }
}

export async function createComment(
  db: Db,
  author: { userId: string; corpId: string },
  input: { postId: string; parentId?: string; body: string },
  context: { ip: string; notify: CommunityNotifier },
  now = new Date(),
) {
  const post = await visiblePost(db, input.postId, author);
  // Comments wait for the post's approval: nobody else could read them before.
  if (post.status !== 'approved') throw new ApiFailure(ApiCode.conflict, 'communityPostNotApproved');
  if (post.locked) throw new ApiFailure(ApiCode.conflict, 'communityPostLocked');
  let parentId: string | null = null;
  if (input.parentId) {
    const [parent] = await db
      .select({ id: communityComments.id, parentId: communityComments.parentId })
      .from(communityComments)
      .where(and(eq(communityComments.id, input.parentId), eq(communityComments.postId, post.id)));
    if (!parent) throw new ApiFailure(ApiCode.notFound, 'notFound');
    parentId = parent.parentId ?? parent.id;
  }
  await limitCommenting(author.userId, context.ip);
  const trusted = await isTrustedAuthor(db, author.userId, now);
  const [row] = await db
    .insert(communityComments)
    .values({
      id: randomUUID(),
      postId: post.id,
      parentId,
      userId: author.userId,
      corpId: author.corpId,
      body: input.body,
      status: trusted ? 'approved' : 'pending',
      decidedAt: trusted ? now : null,
      createdAt: now,
    })
    .returning();
  if (trusted) await commentApproved(db, row!, context.notify, now);
  return { id: row!.id, status: row!.status as 'pending' | 'approved' };
}
