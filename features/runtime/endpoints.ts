import { z } from 'zod';
import { ApiCode } from '@/lib/contract/codes';
import { defineEndpoint } from '@/lib/contract/endpoint';
import { pageOf } from '@/lib/contract/paging';
import {
  conversationRecordDto,
  conversationRecordsRequest,
  exportRecordsRequest,
  feedbackPaths,
  FEEDBACK_RATINGS,
  heartbeatDto,
  heartbeatRequest,
  modelHealthDto,
  modelHealthPath,
  receiveEventRequest,
  recognizeRequest,
  resolveUnansweredRequest,
  runtimePaths,
  saveQuestionAnswerRequest,
  turnFeedbackRequest,
  unansweredGroupDto,
  unansweredRequest,
} from './contract';

// The live digital human's endpoints (spec §7 bot core, chat records) and the owner's views of its conversations:
// the route files, the API client and `npm run openapi` read these.

const tag = 'Runtime';

export const receiveEventEndpoint = defineEndpoint({
  method: 'POST',
  path: runtimePaths.receiveEvent,
  summary: "A conversation's start, turn, host-given words or end, answered as a server-sent event stream",
  description:
    'Each event of the stream is one `RuntimeEvent` (chat, state, text, suggestions, sentence, end, hangup, error). ' +
    'A preview start needs the owner signed in; an application start carries its ticket.',
  tag,
  audience: 'visitor',
  identity: 'optional',
  input: receiveEventRequest,
  output: z.null(),
  answer: 'stream',
  contentType: 'text/event-stream',
  errors: [ApiCode.unauthenticated],
});

export const heartbeatEndpoint = defineEndpoint({
  method: 'POST',
  path: runtimePaths.heartbeat,
  summary: "Keeps an open conversation's slot; says whether the session was saved since it began",
  tag,
  audience: 'visitor',
  input: heartbeatRequest,
  output: heartbeatDto,
  errors: [ApiCode.chatEnded],
});

export const recognizeEndpoint = defineEndpoint({
  method: 'POST',
  path: runtimePaths.recognize,
  summary: "One utterance of a conversation to text, by the operator's speech recognizer",
  tag,
  audience: 'visitor',
  input: recognizeRequest,
  multipart: true,
  output: z.object({ text: z.string() }),
  errors: [ApiCode.notConfigured, ApiCode.chatEnded],
});

export const audioClipEndpoint = defineEndpoint({
  method: 'GET',
  path: `${runtimePaths.audio}/{clip}`,
  summary: "A sentence's audio clip (`<clipId>.wav`), immutable; Range requests answer 206",
  tag,
  audience: 'visitor',
  output: z.null(),
  answer: 'file',
  contentType: 'audio/wav',
});

export const turnFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: feedbackPaths.feedback,
  summary: "The visitor's thumbs up or down on an answer of their own chat (sending again changes it)",
  tag,
  audience: 'visitor',
  input: turnFeedbackRequest,
  output: z.object({ turnId: z.string(), rating: z.enum(FEEDBACK_RATINGS) }),
  errors: [ApiCode.notFound],
});

export const saveQuestionAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: runtimePaths.saveQuestionAnswer,
  summary: "The page's facts of its own turn: when its audio began, whether it was cut short",
  tag,
  audience: 'visitor',
  input: saveQuestionAnswerRequest,
  output: z.null(),
  errors: [ApiCode.notFound],
});

export const conversationRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: runtimePaths.records,
  summary: "A session's conversations with their turns, newest first, by page",
  tag,
  audience: 'customer',
  input: conversationRecordsRequest,
  output: pageOf(conversationRecordDto),
  errors: [ApiCode.notFound],
});

export const exportRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: runtimePaths.exportRecords,
  summary: 'Every conversation of a session as a download: CSV (a row per turn) or JSON',
  description: '`format=json` answers `application/json` instead of the CSV.',
  tag,
  audience: 'customer',
  input: exportRecordsRequest,
  output: z.null(),
  answer: 'file',
  contentType: 'text/csv',
  errors: [ApiCode.notFound],
});

export const modelHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: modelHealthPath,
  summary: "How the large models answered the corporation's visitors lately: failures by option and kind",
  tag,
  audience: 'customer',
  output: modelHealthDto,
});

export const unansweredEndpoint = defineEndpoint({
  method: 'GET',
  path: feedbackPaths.unanswered,
  summary: "The period's unanswered questions, grouped by rewording, most asked first",
  tag,
  audience: 'customer',
  input: unansweredRequest,
  output: pageOf(unansweredGroupDto),
  errors: [ApiCode.notFound],
});

export const resolveUnansweredEndpoint = defineEndpoint({
  method: 'POST',
  path: feedbackPaths.resolveUnanswered,
  summary: 'Resolves a group of unanswered questions: a new FAQ item, a similar question, or dismissed',
  tag,
  audience: 'customer',
  input: resolveUnansweredRequest,
  output: z.object({ faqId: z.string().nullable(), resolved: z.number() }),
  errors: [ApiCode.notFound, ApiCode.conflict, ApiCode.limitReached],
});
