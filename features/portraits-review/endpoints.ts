import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint, operatorAudience } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  portraitDecision,
  portraitIdRequest,
  portraitQueueQuery,
  portraitQueueRow,
  portraitReviewPaths,
  rejectPortraitRequest,
} from './contract';

// The reviewers' four calls (internal): the queue, a portrait's photo, approve and reject.

const tag = 'Portrait review';
const internal = true;
const review = operatorAudience('portrait.review');

export const portraitQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitReviewPaths.queue,
  summary: "Customers' portraits of one status (in review by default), a page at a time",
  tag,
  audience: review,
  input: portraitQueueQuery,
  output: pageOf(portraitQueueRow),
  internal,
});

export const portraitPhotoEndpoint = defineEndpoint({
  method: 'GET',
  path: portraitReviewPaths.photo,
  summary: "A portrait's accepted photo (its bytes), for the reviewer",
  tag,
  audience: review,
  input: portraitIdRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'image/jpeg or image/png',
  errors: [ApiCode.notFound],
  internal,
});

export const approvePortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitReviewPaths.approve,
  summary:
    'Approves a portrait in review: it becomes ready, a character of its corporation; the maker is told',
  tag,
  audience: review,
  input: portraitIdRequest,
  output: portraitDecision,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});

export const rejectPortraitEndpoint = defineEndpoint({
  method: 'POST',
  path: portraitReviewPaths.reject,
  summary: 'Rejects a portrait in review with a reason its maker reads',
  tag,
  audience: review,
  input: rejectPortraitRequest,
  output: portraitDecision,
  errors: [ApiCode.notFound, ApiCode.conflict],
  internal,
});
