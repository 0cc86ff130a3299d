import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  acceptRequest,
  communityPaths,
  createCommentRequest,
  createPostRequest,
  decideRequest,
  flagsRequest,
  idRequest,
  likeRequest,
  moderationCounts,
  moderationQueueQuery,
  moderationRow,
  postDetail,
  postListQuery,
  postSummary,
  REVIEW_STATUSES,
} from './contract';

// The community forum: reading is public (the author's own pending posts too when signed in), writing needs a
// customer, moderation the operator permission community.moderate.

const tag = 'Community';

export const listPostsEndpoint = defineEndpoint({
  method: 'GET',
  path: communityPaths.posts,
  summary:
    'Forum posts: approved ones (and the caller’s own pending or rejected ones), by board, tag or search',
  tag,
  audience: 'public',
  identity: 'optional',
  input: postListQuery,
  output: pageOf(postSummary),
});

export const postDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: communityPaths.detail,
  summary: 'One post with its comments, bodies as sanitised HTML',
  tag,
  audience: 'public',
  identity: 'optional',
  input: idRequest,
  output: postDetail,
  errors: [ApiCode.notFound],
});

export const createPostEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.create,
  summary:
    'Posts on a board (Markdown body); pending until a moderator approves it unless its author is trusted',
  tag,
  audience: 'customer',
  input: createPostRequest,
  output: postSummary,
  errors: [ApiCode.rateLimited],
});

export const createCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.comment,
  summary: 'Comments on a post or replies to a comment; pending until approved unless its author is trusted',
  tag,
  audience: 'customer',
  input: createCommentRequest,
  output: z.object({ id: z.string(), status: z.enum(['pending', 'approved']) }),
  errors: [ApiCode.notFound, ApiCode.conflict, ApiCode.rateLimited],
});

export const likePostEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.like,
  summary: 'Likes (liked: true) or unlikes a post; one like per user',
  tag,
  audience: 'customer',
  input: likeRequest,
  output: z.object({ id: z.string(), liked: z.boolean(), likeCount: z.number() }),
  errors: [ApiCode.notFound, ApiCode.conflict],
});

export const acceptAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.accept,
  summary: "Marks a comment as the question's accepted answer (the question's author, Q&A board only)",
  tag,
  audience: 'customer',
  input: acceptRequest,
  output: z.object({ postId: z.string(), commentId: z.string() }),
  errors: [ApiCode.notFound, ApiCode.forbidden, ApiCode.conflict],
});

const internal = true;
const moderate = operatorAudience('community.moderate');

export const moderationQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: communityPaths.queue,
  summary: 'Posts or comments of one review status, a page at a time, with the pending counts',
  tag,
  audience: moderate,
  input: moderationQueueQuery,
  output: pageOf(moderationRow).extend({ counts: moderationCounts }),
  internal,
});

export const decideEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.decide,
  summary: 'Approves or rejects (with the reason its author reads) a pending post or comment',
  tag,
  audience: moderate,
  input: decideRequest,
  output: z.object({ id: z.string(), status: z.enum(REVIEW_STATUSES) }),
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const flagsEndpoint = defineEndpoint({
  method: 'POST',
  path: communityPaths.flags,
  summary: 'Pins, locks (no new comments), hides or marks as announcement a post',
  tag,
  audience: moderate,
  input: flagsRequest,
  output: z.object({
    id: z.string(),
    pinned: z.boolean(),
    locked: z.boolean(),
    hidden: z.boolean(),
    announcement: z.boolean(),
  }),
  errors: [ApiCode.notFound],
  internal,
});
