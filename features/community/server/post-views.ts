import 'server-only';
import type { PostSummary } from '../contract';
import type { communityPosts } from './tables';

export type PostRow = typeof communityPosts.$inferSelect;

export const toSummary = (row: PostRow, authorName: string, viewerId: string | null): PostSummary => ({
  id: row.id,
  board: row.board as PostSummary['board'],
  title: row.title,
  tags: row.tags,
  authorName,
  status: row.status as PostSummary['status'],
  // The reason is the author's to read, nobody else's.
  reason: viewerId === row.userId ? row.reason : null,
  pinned: row.pinned,
  locked: row.locked,
  announcement: row.announcement,
  answered: row.acceptedCommentId !== null,
  likeCount: row.likeCount,
  commentCount: row.commentCount,
  createdAt: row.createdAt.toISOString(),
  lastActivityAt: row.lastActivityAt.toISOString(),
});
