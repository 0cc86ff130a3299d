import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { postHref, type CommunityNotifier } from './ports';
import { visiblePost } from './posts';
import { communityComments, communityLikes, communityPosts } from './tables';

// Likes (one per user: the table's key) and the accepted answer of a question.

export async function setLike(db: Db, viewer: { userId: string }, input: { id: string; liked: boolean }) {
  const post = await visiblePost(db, input.id, viewer);
  if (post.status !== 'approved') throw new ApiFailure(ApiCode.conflict, 'communityPostNotApproved');
  return db.transaction(async (tx) => {
    const changed = input.liked
      ? await tx
          .insert(communityLikes)
          .values({ postId: post.id, userId: viewer.userId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(communityLikes)
          .where(and(eq(communityLikes.postId, post.id), eq(communityLikes.userId, viewer.userId)))
          .returning();
    const step = changed.length === 0 ? 0 : input.liked ? 1 : -1;
    const [updated] = await tx
      .update(communityPosts)
      .set({ likeCount: sql`${communityPosts.likeCount} + ${step}` })
      .where(eq(communityPosts.id, post.id))
      .returning({ likeCount: communityPosts.likeCount });
    return { id: post.id, liked: input.liked, likeCount: updated!.likeCount };
  });
}

/** Only the question's author accepts, only on the Q&A board, only an approved comment of that question. */
export async function acceptAnswer(
  db: Db,
  viewer: { userId: string },
  input: { postId: string; commentId: string },
  notify: CommunityNotifier,
) {
  const post = await visiblePost(db, input.postId, viewer);
  if (post.userId !== viewer.userId) throw new ApiFailure(ApiCode.forbidden, 'communityNotAuthor');
  if (post.board !== 'qa') throw new ApiFailure(ApiCode.conflict, 'communityNotQuestion');
  const [comment] = await db
    .select()
    .from(communityComments)
    .where(
      and(
        eq(communityComments.id, input.commentId),
        eq(communityComments.postId, post.id),
        eq(communityComments.status, 'approved'),
        eq(communityComments.hidden, false),
      ),
    );
  if (!comment) throw new ApiFailure(ApiCode.notFound, 'notFound');
  await db
    .update(communityPosts)
    .set({ acceptedCommentId: comment.id })
    .where(eq(communityPosts.id, post.id));
  if (comment.userId !== viewer.userId)
    await notify(db, {
      userId: comment.userId,
      kind: 'community.accepted',
      params: { title: post.title },
      href: postHref(post.id),
    });
  return { postId: post.id, commentId: comment.id };
}
