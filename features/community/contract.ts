import { z } from 'zod';
import { requiredText, textField } from '@/lib/contract/fields';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';

// The community forum (issue 23 §2, spec §4 review, §6 moderators): what its pages, the back office and the handlers
// share. Validation messages are keys of the `Validation` namespace.

/** The boards, fixed in code (their names are messages `Community.board.<id>`): adding one is a release, not data. */
export const BOARDS = ['announcements', 'qa', 'sdk', 'showcase'] as const;
export type Board = (typeof BOARDS)[number];

/** Only announcements are written by moderators; customers post on the others. */
export const CUSTOMER_BOARDS = ['qa', 'sdk', 'showcase'] as const satisfies readonly Board[];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const SORTS = ['newest', 'active', 'popular'] as const;

export const TITLE_MAX = 120;
export const BODY_MAX = 20_000;
export const TAGS_MAX = 5;

const tagField = textField()
  .max(20, 'tooLong')
  .transform((tag) => tag.toLowerCase())
  .pipe(z.string().min(1, 'required'));

export const createPostRequest = z.object({
  board: z.enum(CUSTOMER_BOARDS, 'invalid'),
  title: requiredText(TITLE_MAX),
  body: requiredText(BODY_MAX, { multiline: true }),
  tags: z.array(tagField).max(TAGS_MAX, 'tooMany').default([]),
});
export type CreatePostRequest = z.infer<typeof createPostRequest>;

export const createCommentRequest = z.object({
  postId: requiredText(100),
  /** A top-level comment's id to reply to it; a reply to a reply attaches to the same top-level comment. */
  parentId: textField().max(100, 'tooLong').optional(),
  body: requiredText(5_000, { multiline: true }),
});

export const postListQuery = z.object({
  board: z.enum(BOARDS, 'invalid').optional(),
  tag: textField().max(20, 'tooLong').optional(),
  q: textField().max(100, 'tooLong').optional(),
  sort: z.enum(SORTS, 'invalid').default('newest'),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(50, 20),
});
export type PostListQuery = z.infer<typeof postListQuery>;

export const idRequest = z.object({ id: requiredText(100) });
export const likeRequest = z.object({ id: requiredText(100), liked: z.boolean('invalid') });
export const acceptRequest = z.object({ postId: requiredText(100), commentId: requiredText(100) });

const review = {
  status: z.enum(REVIEW_STATUSES),
  /** A rejection's reason: shown to the author only. */
  reason: z.string().nullable(),
};

export const postSummary = z.object({
  id: z.string(),
  board: z.enum(BOARDS),
  title: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  ...review,
  pinned: z.boolean(),
  locked: z.boolean(),
  announcement: z.boolean(),
  answered: z.boolean(),
  likeCount: z.number(),
  commentCount: z.number(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummary>;

export const commentView = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  authorName: z.string(),
  mine: z.boolean(),
  /** Sanitised HTML of the Markdown body. */
  html: z.string(),
  ...review,
  accepted: z.boolean(),
  createdAt: z.string(),
});
export type CommentView = z.infer<typeof commentView>;

export const postDetail = postSummary.extend({
  html: z.string(),
  mine: z.boolean(),
  likedByMe: z.boolean(),
  acceptedCommentId: z.string().nullable(),
  comments: z.array(commentView),
});
export type PostDetail = z.infer<typeof postDetail>;

// The back office.

export const QUEUE_KINDS = ['posts', 'comments'] as const;

export const moderationQueueQuery = z.object({
  kind: z.enum(QUEUE_KINDS, 'invalid').default('posts'),
  status: z.enum(REVIEW_STATUSES, 'invalid').default('pending'),
  pageIndex: pageIndexField,
  pageSize: pageSizeField(100, 20),
});

export const moderationRow = z.object({
  kind: z.enum(QUEUE_KINDS),
  id: z.string(),
  postId: z.string(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  ...review,
  pinned: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
  announcement: z.boolean(),
  createdAt: z.string(),
});
export type ModerationRow = z.infer<typeof moderationRow>;

export const moderationCounts = z.object({ pendingPosts: z.number(), pendingComments: z.number() });

export const decideRequest = z
  .object({
    kind: z.enum(QUEUE_KINDS, 'invalid'),
    id: requiredText(100),
    decision: z.enum(['approve', 'reject'], 'invalid'),
    reason: textField({ multiline: true }).max(500, 'tooLong').optional(),
  })
  .refine((input) => input.decision === 'approve' || !!input.reason, {
    path: ['reason'],
    message: 'required',
  });

export const flagsRequest = z.object({
  id: requiredText(100),
  pinned: z.boolean('invalid').optional(),
  locked: z.boolean('invalid').optional(),
  hidden: z.boolean('invalid').optional(),
  announcement: z.boolean('invalid').optional(),
});

export const communityPaths = {
  posts: '/community/posts',
  detail: '/community/posts/detail',
  create: '/community/posts/create',
  like: '/community/posts/like',
  accept: '/community/posts/accept',
  comment: '/community/comments/create',
  queue: '/operator/community',
  decide: '/operator/community/decide',
  flags: '/operator/community/flags',
} as const;
