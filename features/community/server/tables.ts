import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { users } from '@/lib/server/auth/tables';

// The forum: posts on fixed boards (contract.ts lists them), comments with one level of replies, one like per user.
// Posts and comments carry their review state: 'pending' until a moderator decides, then 'approved' or
// 'rejected' (with the reason its author reads). Counters live on the post so the list sorts without joins.

export const communityPosts = pgTable(
  'community_posts',
  {
    id: text('id').primaryKey(),
    board: text('board').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    title: text('title').notNull(),
    /** Markdown as written; rendered through lib/markdown on every read, so a sanitiser fix covers old posts. */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    announcement: boolean('announcement').notNull().default(false),
    acceptedCommentId: text('accepted_comment_id'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The last approved reply (or the approval itself): the "active" sort. */
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_list_idx').on(t.status, t.board, t.createdAt),
    index('community_posts_user_idx').on(t.userId, t.createdAt),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** The comment this one replies to: always a top-level comment (one level of replies). */
    parentId: text('parent_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    hidden: boolean('hidden').notNull().default(false),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_comments_post_idx').on(t.postId, t.createdAt),
    index('community_comments_status_idx').on(t.status, t.createdAt),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The key is the rule: one like per user, whatever two parallel clicks do.
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
