import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ApiCode } from '@/lib/contract/codes';
import { toPage } from '@/lib/contract/paging';
import type { Db } from '@/lib/server/db/client';
import { selectPage, windowTotal } from '@/lib/server/db/paging';
import { ApiFailure } from '@/lib/server/http/failure';
import { renderUntrustedMarkdown } from '@/lib/markdown/render';
import type { CreatePostRequest, PostDetail, PostListQuery } from '../contract';
import { authorNames, isTrustedAuthor } from './authors';
import { limitPosting } from './limits';
import { toSummary, type PostRow } from './post-views';
import { communityComments, communityLikes, communityPosts } from './tables';

// Posts as readers see them. The rule of visibility in one place: approved and not hidden for everyone; the
// author also sees their own pending or rejected post (with the reason). Moderators read through the back office.

export interface Viewer {
  userId: string;
}

const visibleTo = (viewer: Viewer | null): SQL => {
  const approved = eq(communityPosts.status, 'approved');
  const seen = viewer ? or(approved, eq(communityPosts.userId, viewer.userId))! : approved;
  return and(eq(communityPosts.hidden, false), seen)!;
};

/** `%` and `_` typed by a reader are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER = {
  newest: [desc(communityPosts.createdAt)],
  active: [desc(communityPosts.lastActivityAt)],
  popular: [
    desc(sql`${communityPosts.likeCount} + ${communityPosts.commentCount}`),
    desc(communityPosts.createdAt),
  ],
} as const;

/**
 * One page of posts. Search is a case-insensitive substring match on title and body (ILIKE): it finds Chinese
 * words without a tokenizer, which tsvector's default parsers lack; a pg_trgm GIN index can back it once the forum
 * is large (both PGlite and PostgreSQL ship the extension).
 */
export async function listPosts(db: Db, query: PostListQuery, viewer: Viewer | null) {
  const conditions: SQL[] = [visibleTo(viewer)];
  if (query.board) conditions.push(eq(communityPosts.board, query.board));
  if (query.tag)
    conditions.push(sql`${communityPosts.tags} @> ${JSON.stringify([query.tag.toLowerCase()])}::jsonb`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(communityPosts.title, pattern), ilike(communityPosts.body, pattern))!);
  }
  const where = and(...conditions);
  const { rows, total } = await selectPage(
    query,
    db
      .select({ row: communityPosts, total: windowTotal() })
      .from(communityPosts)
      .where(where)
      .orderBy(desc(communityPosts.pinned), ...ORDER[query.sort], desc(communityPosts.id))
      .$dynamic(),
    () => db.$count(communityPosts, where),
  );
  const names = await authorNames(
    db,
    rows.map(({ row }) => row.userId),
  );
  return toPage(
    rows.map(({ row }) => toSummary(row, names.get(row.userId) ?? '', viewer?.userId ?? null)),
    total,
    query,
  );
}

/** A post the viewer may see, or 404 (a pending post of someone else's does not exist for them). */
export async function visiblePost(db: Db, id: string, viewer: Viewer | null): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, id), visibleTo(viewer)));
  if (!row) throw new ApiFailure(ApiCode.notFound, 'notFound');
  return row;
}

export async function postDetail(db: Db, id: string, viewer: Viewer | null): Promise<PostDetail> {
  const row = await visiblePost(db, id, viewer);
  const commentSeen = viewer
    ? or(eq(communityComments.status, 'approved'), eq(communityComments.userId, viewer.userId))!
    : eq(communityComments.status, 'approved');
  const comments = await db
    .select()
    .from(communityComments)
    .where(and(eq(communityComments.postId, id), eq(communityComments.hidden, false), commentSeen))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
  const liked = viewer
    ? await db.$count(
        communityLikes,
        and(eq(communityLikes.postId, id), eq(communityLikes.userId, viewer.userId)),
      )
    : 0;
  const names = await authorNames(db, [row.userId, ...comments.map((comment) => comment.userId)]);
  const mine = (userId: string) => viewer?.userId === userId;
  return {
    ...toSummary(row, names.get(row.userId) ?? '', viewer?.userId ?? null),
    html: renderUntrustedMarkdown(row.body),
    mine: mine(row.userId),
    likedByMe: liked > 0,
    acceptedCommentId: row.acceptedCommentId,
    comments: comments.map((comment) => ({
      id: comment.id,
      parentId: comment.parentId,
      authorName: names.get(comment.userId) ?? '',
      mine: mine(comment.userId),
      html: renderUntrustedMarkdown(comment.body),
      status: comment.status as PostDetail['status'],
      reason: mine(comment.userId) ? comment.reason : null,
      accepted: comment.id === row.acceptedCommentId,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}

/** A new post: pending until a moderator approves it, unless its author is trusted (authors.ts). */
export async function createPost(
  db: Db,
  author: { userId: string; corpId: string },
  input: CreatePostRequest,
  ip: string,
  now = new Date(),
) {
  await limitPosting(author.userId, ip);
  const trusted = await isTrustedAuthor(db, author.userId, now);
  const [row] = await db
    .insert(communityPosts)
    .values({
      id: randomUUID(),
      board: input.board,
      userId: author.userId,
      corpId: author.corpId,
      title: input.title,
      body: input.body,
      tags: [...new Set(input.tags)],
      status: trusted ? 'approved' : 'pending',
      decidedAt: trusted ? now : null,
      lastActivityAt: now,
      createdAt: now,
    })
    .returning();
  const names = await authorNames(db, [author.userId]);
  return toSummary(row!, names.get(author.userId) ?? '', author.userId);
}
