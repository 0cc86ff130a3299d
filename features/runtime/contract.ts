import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@/features/knowledge/contract';
import { pageIndexField, pageSizeField } from '@/lib/contract/paging';
import { requiredText, textField } from '@/lib/contract/fields';

// The live digital human's contract (spec §2 runtime screen, §4 runtime states, §7 bot core receive event and
// chat/saveQuestionAnswer, §8 runtime messages, §9 auto-close countdown): what the runtime page, the embed SDK and
// the debug console send, and the server-sent events a turn answers with.

/**
 * Where a conversation was opened from: the owner's preview, a published session, a share link, or an application
 * (its hosted page /collection/preview/:appId, the embed SDK, or a visitor token of the customer's server).
 */
export const ENTRY_KINDS = ['preview', 'userPreview', 'share', 'app'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
/** Where a stored conversation came from: the entries above, or an offline device's upload (issue 26). */
export const RECORD_ENTRY_KINDS = [...ENTRY_KINDS, 'offline'] as const;
export type RecordEntryKind = (typeof RECORD_ENTRY_KINDS)[number];

/** Idle seconds before a quiet conversation ends (HeyGen allows 30–3600); the countdown shows the last ones. */
export const IDLE_TIMEOUT_DEFAULT_S = 120;
export const IDLE_TIMEOUT_RANGE_S = [30, 3600] as const;
export const IDLE_COUNTDOWN_S = 10;
/** The longest a conversation may last, whatever happens in it. */
export const MAX_CONVERSATION_MINUTES = 30;
/** The page renews its lease this often; a missed heartbeat lets the lease lapse half an interval later. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const LEASE_MS = 15_000;
/** Concurrent conversations of a trial corporation by default: the plans area's (features/plans owns the limits). */
export { TRIAL_CONCURRENCY } from '@/features/plans/contract';
export const UTTERANCE_MAX = 500;
/** The most a host page's `speak(text)` (the embed SDK) has the digital human say in one go. */
export const SAY_MAX = 1000;

const id = textField().min(1, 'required').max(100, 'tooLong');
/**
 * A chat is one visitor's conversation with a session (whose id is the API's `conversationId`); `start` hands out
 * its id and secret, and later events of the chat must carry both.
 */
const chatAuth = { chatId: id, chatSecret: id };

/**
 * `POST /api/bot/receiveEvent` (spec §7 bot core): every event answers a `text/event-stream` of `RuntimeEvent`s.
 * `start` takes a concurrency slot and says the prologue; `text` is a turn (typed, or a recognized utterance);
 * `say` has the human say the host page's text word for word (the embed SDK's `speak`); `end` says the farewell and
 * frees the slot.
 */
export const receiveEventRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    entry: z.enum(ENTRY_KINDS, 'invalid'),
    /** The conversationId of the session (preview, userPreview), the share code (share) or the appId (app). */
    target: id,
    /**
     * app: the platform's ticket for this page — the SDK's (its host page's origin checked), or one the page got for
     * a customer's visitor token.
     */
    ticket: textField().max(4000, 'tooLong').optional(),
  }),
  z.object({
    type: z.literal('text'),
    ...chatAuth,
    text: requiredText(UTTERANCE_MAX, { multiline: true }),
    /** Typed in the text chat, or recognized from the microphone (only these go through the wake-word gate). */
    via: z.enum(['text', 'voice'], 'invalid').default('text'),
  }),
  z.object({
    type: z.literal('say'),
    ...chatAuth,
    text: requiredText(SAY_MAX, { multiline: true }),
  }),
  z.object({
    type: z.literal('end'),
    ...chatAuth,
    reason: z.enum(['user', 'idle', 'restart'], 'invalid').default('user'),
  }),
]);
export type ReceiveEventRequest = z.input<typeof receiveEventRequest>;

/** The largest recording `POST /api/bot/recognize` takes (an utterance is seconds long; 10 MB is minutes of WAV). */
export const RECOGNIZE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST /api/bot/recognize` (multipart): one utterance the browser cut with voice-activity detection, for the
 * operator's speech recognizer; answers `{ text }`. Only a page in a conversation may use it.
 */
export const recognizeRequest = z.object({ ...chatAuth, file: z.file('required') });

/**
 * `POST /api/bot/heartbeat`: renews the lease while the page is open (JSON answer `HeartbeatDto`). `stillHere` is
 * the visitor's "continue" on the idle countdown: the conversation is no longer idle.
 */
export const heartbeatRequest = z.object({ ...chatAuth, stillHere: z.boolean('invalid').default(false) });

export type RuntimeState = 'listening' | 'thinking' | 'speaking' | 'interrupted' | 'ended';

/**
 * Where an answer came from, stored with the turn and shown by the debug console. 'document' is a model's answer from
 * passages or, without a model, the passage's own sentences; 'suggestion' is no answer but FAQ questions offered
 * ("did you mean…", their ids in the trace's `suggestions`).
 */
export const ANSWER_SOURCES = ['scene', 'faq', 'document', 'model', 'suggestion', 'script', 'none'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/**
 * Why a start for an existing session was refused (recorded for the owner's analytics): every slot taken, no
 * resource left for the pool, or the session not published.
 */
export const REFUSAL_REASONS = ['busy', 'noResource', 'unavailable'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const END_REASONS = [
  'user',
  'idle',
  'maxTurns',
  'maxDuration',
  'unanswered',
  'restart',
  'lost',
] as const;
export type EndReason = (typeof END_REASONS)[number];

/** The server-sent events of a turn, in the order they may come. */
export type RuntimeEvent =
  | {
      type: 'chat';
      chatId: string;
      chatSecret: string;
      idleTimeoutS: number;
      heartbeatMs: number;
      maxDurationS: number;
    }
  | { type: 'state'; state: RuntimeState }
  /** Text of the answer as it is produced (for the subtitle). */
  | { type: 'text'; delta: string }
  /**
   * "Did you mean…": FAQ questions close to the visitor's, none certain; the page offers them to tap, and a tap asks
   * the question (which its FAQ item then answers). Comes before the words that introduce them.
   */
  | { type: 'suggestions'; questions: { faqId: string; question: string }[] }
  /** A complete sentence and the URL of its audio (absent when the voice is spoken by the device). */
  | { type: 'sentence'; index: number; text: string; audioUrl: string | null }
  /** The end of the turn: what answered, and the stored turn's id. */
  | {
      type: 'end';
      turnId: string | null;
      source: AnswerSource;
      /** Documents the answer used, named for the visitor. */
      sources: { fileId: string; fileName: string }[];
    }
  /** The conversation is over (farewell said): the page shows its end screen. */
  | { type: 'hangup'; reason: EndReason }
  /** A failure the page shows with a runtime message of spec §8 (a key of the `Runtime` messages). */
  | { type: 'error'; code: RuntimeErrorCode; message: string };

/** Spec §8 runtime messages. */
export const RUNTIME_ERROR_CODES = [
  'networkUnstable',
  'sessionBusy',
  'signatureTimeout',
  'modelError',
  'maxSessionsExceeded',
  'sessionTimedOut',
  'microphoneNotEnabled',
  'resourceNotConfigured',
  'configChanged',
  'sessionUnavailable',
  /** `say` sent to a conversation that takes none (only an application's, i.e. the SDK's, takes the host's words). */
  'sayNotAccepted',
  /** The session's corporation is in arrears beyond its credit limit and its terms stop new conversations. */
  'serviceSuspended',
] as const;
export type RuntimeErrorCode = (typeof RUNTIME_ERROR_CODES)[number];

/**
 * An application's start as the deployment area answers it: the session it serves, or the runtime message that
 * refuses it (unknown or without a session; its resource period over; its ticket or visitor token not valid).
 */
export type AppStart =
  | { ok: true; appId: string; corpId: string; sessionId: string }
  | {
      ok: false;
      code: Extract<RuntimeErrorCode, 'sessionUnavailable' | 'resourceNotConfigured' | 'signatureTimeout'>;
    };

export const heartbeatDto = z.object({
  /** Seconds left before the lease would lapse without another heartbeat. */
  leaseS: z.number(),
  /** The session was saved since the conversation began: the page offers to refresh. */
  configChanged: z.boolean(),
});
export type HeartbeatDto = z.infer<typeof heartbeatDto>;

/** The documents an answer used, named for the visitor. */
const answerSourceFile = z.object({ fileId: z.string(), fileName: z.string() });

/** The owner's records (`chat/saveQuestionAnswer` stores them; the console lists and exports them). */
export const turnDto = z.object({
  turnId: z.string(),
  chatId: z.string(),
  ordinal: z.number(),
  question: z.string(),
  answer: z.string(),
  source: z.enum(ANSWER_SOURCES),
  interrupted: z.boolean(),
  /** Milliseconds from the request to the first event, to the first audio, and the model's first token. */
  timings: z.object({
    firstEventMs: z.number().nullable(),
    firstAudioMs: z.number().nullable(),
    modelFirstTokenMs: z.number().nullable(),
  }),
  /** The documents the answer used. */
  sources: z.array(answerSourceFile),
  /** Each step's verdict (wake word, interrupting word, scene, FAQ match and score, passages, model, scripts). */
  trace: z.record(z.string(), z.unknown()),
  createTime: z.string(),
});
export type TurnDto = z.infer<typeof turnDto>;

/**
 * `POST chat/saveQuestionAnswer`: the page reports what only it knows about a turn the server stored — when its
 * audio began to play and whether the visitor cut it short.
 */
export const saveQuestionAnswerRequest = z.object({
  ...chatAuth,
  turnId: id,
  interrupted: z.boolean('invalid').default(false),
  /** Milliseconds from sending the question to the first sound. */
  firstAudioMs: z.coerce
    .number('invalid')
    .int('invalid')
    .min(0, 'outOfRange')
    .max(600_000, 'outOfRange')
    .optional(),
});
export type SaveQuestionAnswerRequest = z.input<typeof saveQuestionAnswerRequest>;

/** The owner's conversation records of one session, newest first. */
export const conversationRecordsRequest = z.object({
  conversationId: id,
  pageIndex: pageIndexField,
  pageSize: pageSizeField(50, 10),
});
export type ConversationRecordsRequest = z.input<typeof conversationRecordsRequest>;
/** Whether Intl knows the time zone (an IANA name such as `Europe/Berlin`, or `UTC`). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const RECORD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type RecordExportFormat = (typeof RECORD_EXPORT_FORMATS)[number];
export const exportRecordsRequest = z.object({
  conversationId: id,
  format: z.enum(RECORD_EXPORT_FORMATS, 'invalid').default('csv'),
  /** The viewer's IANA time zone: the CSV writes its times there and names it; UTC when absent. */
  timeZone: z.string().max(64, 'tooLong').refine(isTimeZone, 'invalid').optional(),
});

/** One visitor's conversation with the session: when, how it ended, and its turns. */
export const conversationRecordDto = z.object({
  chatId: z.string(),
  entry: z.enum(RECORD_ENTRY_KINDS),
  startTime: z.string(),
  endTime: z.string().nullable(),
  endReason: z.enum(END_REASONS).nullable(),
  turns: z.array(turnDto),
});
export type ConversationRecordDto = z.infer<typeof conversationRecordDto>;

export const runtimePaths = {
  receiveEvent: '/bot/receiveEvent',
  heartbeat: '/bot/heartbeat',
  recognize: '/bot/recognize',
  /** `GET /api/bot/audio/<clipId>.wav`: a sentence's clip (Range requests answer 206). */
  audio: '/bot/audio',
  saveQuestionAnswer: '/management/chat/saveQuestionAnswer',
  records: '/management/chat/records',
  exportRecords: '/management/chat/exportRecords',
} as const;

// ---- Visitor feedback and the owner's unanswered questions (issue 21 §4) ----

/** A visitor's thumbs on an answer. */
export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/**
 * `POST /api/bot/feedback`: the visitor's thumbs up or down on an answer of their own chat (the chat's secret says
 * so). One rating per turn; sending again changes it.
 */
export const turnFeedbackRequest = z.object({
  ...chatAuth,
  turnId: id,
  rating: z.enum(FEEDBACK_RATINGS, 'invalid'),
});
export type TurnFeedbackRequest = z.input<typeof turnFeedbackRequest>;

/**
 * Why a question is on the owner's unanswered list: the unknown-question script (or nothing) answered it, the
 * visitor was offered suggestions instead of an answer, the model answered without an FAQ answer or any knowledge
 * behind it, the model failed, or the visitor gave the answer a thumbs down.
 */
export const UNANSWERED_REASONS = [
  'unknown',
  'suggestion',
  'lowConfidence',
  'modelError',
  'disliked',
] as const;
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];

const instant = z.iso.datetime({ offset: true, error: 'invalid' });
const pageIndex = z.coerce.number('invalid').int('invalid').min(1, 'outOfRange').default(1);

/** `GET management/chat/unanswered`: the period is two instants the viewer's calendar days begin and end at. */
export const unansweredRequest = z
  .object({
    /** One session, or all of the corporation's. */
    conversationId: id.optional(),
    from: instant.optional(),
    to: instant.optional(),
    pageIndex,
    pageSize: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'outOfRange')
      .max(50, 'outOfRange')
      .default(10),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ['to'],
    message: 'invalid',
  });
export type UnansweredRequest = z.input<typeof unansweredRequest>;

/** The same question in other words, asked in one or more turns. */
export const unansweredGroupDto = z.object({
  /** The wording asked most often (the latest on a tie): what the owner adds to the FAQ. */
  question: z.string(),
  /** Other wordings of it, most asked first (a few). */
  wordings: z.array(z.string()),
  count: z.number(),
  lastAsked: z.string(),
  /** The sessions it was asked in. */
  sessionIds: z.array(z.string()),
  reasons: z.array(z.enum(UNANSWERED_REASONS)),
  /** What the digital human said the last time. */
  lastAnswer: z.string(),
  /** Its turns, to resolve them together. */
  turnIds: z.array(z.string()),
  /** The FAQ item nearest to it now, to offer as the one it is a similar question of. */
  closestFaq: z.object({ faqId: z.string(), question: z.string() }).nullable(),
});
export type UnansweredGroupDto = z.infer<typeof unansweredGroupDto>;

const turnIds = z.array(id).min(1, 'required').max(500, 'tooMany');
const faqQuestion = requiredText(FAQ_QUESTION_MAX);

/** One click's "new FAQ item": the question (editable), the answer the owner writes, and its category. */
export const resolveAsFaqRequest = z.object({
  action: z.literal('newFaq'),
  turnIds,
  question: faqQuestion,
  answer: requiredText(FAQ_ANSWER_MAX, { multiline: true }),
  categoryId: textField().min(1, 'categoryRequired').max(100, 'tooLong'),
});
/** One click's "similar question of an item". */
export const resolveAsSimilarRequest = z.object({
  action: z.literal('similar'),
  turnIds,
  question: faqQuestion,
  faqId: textField().min(1, 'faqRequired').max(100, 'tooLong'),
});

/**
 * `POST management/chat/unanswered/resolve`: one click on a group. `newFaq` adds an FAQ item with its question,
 * `similar` adds it as a similar question of an existing item, `dismiss` only takes it off the list. Its turns
 * leave the list; the transcript keeps them.
 */
export const resolveUnansweredRequest = z.discriminatedUnion(
  'action',
  [resolveAsFaqRequest, resolveAsSimilarRequest, z.object({ action: z.literal('dismiss'), turnIds })],
  'invalid',
);
export type ResolveUnansweredRequest = z.input<typeof resolveUnansweredRequest>;

export const feedbackPaths = {
  feedback: '/bot/feedback',
  unanswered: '/management/chat/unanswered',
  resolveUnanswered: '/management/chat/unanswered/resolve',
} as const;
/** Why a large model gave no (complete) answer: the turn's trace and the console's model health name them. */
export const MODEL_FAILURE_KINDS = [
  'timeout',
  'badStatus',
  /** The model answered, but not in a form this client reads (malformed JSON or events, an error object). */
  'badResponse',
  /** The model answered without a word of text. */
  'empty',
  /** The model answered only with tool calls, which a spoken answer cannot use. */
  'toolCalls',
  'unreachable',
  'tooLarge',
  /** The SSRF guard refused the customer's URL. */
  'refused',
] as const;
export type ModelFailureKind = (typeof MODEL_FAILURE_KINDS)[number];

/** The operator's options A and B, and the session's own third-party model. */
export const MODEL_HEALTH_OPTIONS = ['A', 'B', 'third'] as const;
export type ModelHealthOption = (typeof MODEL_HEALTH_OPTIONS)[number];

/** What answered instead when the model failed: an FAQ item, a document, or the spec's "model error" message. */
export type ModelFallback = 'faq' | 'document' | 'modelError';

/**
 * `GET /management/chat/modelHealth`: how the large models answered the corporation's visitors lately — failures in
 * the last 24 hours and 7 days by kind, and the last one. Nothing of the operator's configuration beyond whether an
 * option is configured.
 */
export const modelHealthDto = z.object({
  options: z.array(
    z.object({
      option: z.enum(MODEL_HEALTH_OPTIONS),
      /** A and B: the operator configured it; third: always (the session's own URL). */
      configured: z.boolean(),
      failures24h: z.number(),
      failures7d: z.number(),
      byKind7d: z.partialRecord(z.enum(MODEL_FAILURE_KINDS), z.number()),
      lastFailure: z
        .object({
          at: z.string(),
          kind: z.enum(MODEL_FAILURE_KINDS),
          status: z.number().nullable(),
          sessionId: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type ModelHealthDto = z.infer<typeof modelHealthDto>;
export const modelHealthPath = '/management/chat/modelHealth';
