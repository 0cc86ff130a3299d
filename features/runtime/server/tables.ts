import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '@/lib/server/db/columns';
import { corporations } from '@/lib/server/auth/tables';

// Tables of the live digital human: one row per chat (a visitor's conversation with a session), which is also its
// concurrency lease (active with a lease in the future holds one of the corporation's slots), and one row per turn,
// the owner's transcript.

export const chats = pgTable(
  'chats',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** The session talked to (no foreign key: its transcript outlives a deleted session). */
    sessionId: text('session_id').notNull(),
    /** The session's revision when the conversation began: a later save asks the page to refresh. */
    sessionRevision: integer('session_revision').notNull(),
    /** contract ENTRY_KINDS: 'preview' | 'userPreview' | 'share' | 'app' (an application's hosted page or embed). */
    entry: text('entry').notNull(),
    /** The application it runs under (the deployment area), when there is one. */
    appId: text('app_id'),
    /** sha256 of the secret the page holds; only the page that started it can talk in it. */
    secretHash: text('secret_hash').notNull(),
    /** 'active' | 'ended' */
    status: text('status').notNull().default('active'),
    startedAt: createdAt(),
    heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
    /** The slot is held until then; the page's heartbeats move it on. Database time, the same for every instance. */
    leaseUntil: at('lease_until').notNull(),
    endedAt: at('ended_at'),
    /** contract `EndReason`; 'lost' when the lease lapsed (the browser vanished). */
    endReason: text('end_reason'),
    turnCount: integer('turn_count').notNull().default(0),
    /** Turns in a row without an answer (spec extendContent). */
    unansweredCount: integer('unanswered_count').notNull().default(0),
    /** Wake-word mode: awake until then. */
    awakeUntil: at('awake_until'),
    /** The visitor answered the idle countdown's "continue": idleness counts from then. */
    keptAliveAt: at('kept_alive_at'),
  },
  (t) => [
    index('chats_corp_active_idx').on(t.corpId, t.status, t.leaseUntil),
    index('chats_session_started_idx').on(t.sessionId, t.startedAt),
    // Analytics counts a corporation's conversations per day over a date range.
    index('chats_corp_started_idx').on(t.corpId, t.startedAt),
    index('chats_app_active_idx').on(t.appId, t.status),
    // The lost-conversation sweeper's look, every few seconds, at the few active rows among all transcripts.
    index('chats_active_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const chatTurns = pgTable(
  'chat_turns',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    sessionId: text('session_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    question: text('question').notNull(),
    /** 'text' | 'voice' | 'system' (the prologue and farewell have no question). */
    questionVia: text('question_via').notNull(),
    answer: text('answer').notNull(),
    /** contract `AnswerSource`. */
    source: text('source').notNull(),
    /** The trace of the debug console: each step's verdict, the FAQ match and score, passages, model, scripts. */
    trace: jsonb('trace').notNull().default({}),
    interrupted: boolean('interrupted').notNull().default(false),
    firstEventMs: integer('first_event_ms'),
    firstAudioMs: integer('first_audio_ms'),
    modelFirstTokenMs: integer('model_first_token_ms'),
    totalMs: integer('total_ms'),
    /** The visitor's thumbs on the answer: 'up' | 'down'; one per turn, changeable (contract `FEEDBACK_RATINGS`). */
    feedback: text('feedback'),
    feedbackAt: at('feedback_at'),
    /**
     * The owner handled this unanswered question (added it to the FAQ): it leaves the unanswered list, the turn
     * stays in the transcript. `resolvedFaqId` is the item it went to.
     */
    resolvedAt: at('resolved_at'),
    resolvedFaqId: text('resolved_faq_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_turns_chat_idx').on(t.chatId, t.ordinal),
    index('chat_turns_session_idx').on(t.corpId, t.sessionId, t.createdAt),
    // Analytics counts a corporation's turns per day over a date range, of every session at once.
    index('chat_turns_corp_created_idx').on(t.corpId, t.createdAt),
  ],
);

/**
 * One row per conversation start that was refused although the session exists: no slot was free (`busy`), the
 * pool has no resource left (`noResource`), or the session is not published (`unavailable`). Nothing else records
 * them; the owner's analytics counts them. Kept for RETENTION_REFUSED_STARTS_DAYS.
 */
export const chatRefusals = pgTable(
  'chat_refusals',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    appId: text('app_id'),
    /** contract `RefusalReason`. */
    reason: text('reason').notNull(),
    entry: text('entry').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_refusals_corp_created_idx').on(t.corpId, t.createdAt)],
);

/**
 * One row per failure of a large model answering a visitor (the operator's A or B, or a session's third party): the
 * console's model health counts them, and the retention job deletes them after RETENTION_MODEL_FAILURES_DAYS.
 */
export const modelFailures = pgTable(
  'model_failures',
  {
    id: text('id').primaryKey(),
    corpId: text('corp_id')
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    /** The session whose turn failed (no foreign key: the count outlives a deleted session). */
    sessionId: text('session_id').notNull(),
    chatId: text('chat_id'),
    /** contract MODEL_HEALTH_OPTIONS: 'A' | 'B' | 'third'. */
    option: text('option').notNull(),
    /** contract MODEL_FAILURE_KINDS. */
    kind: text('kind').notNull(),
    /** The HTTP status of a `badStatus`. */
    status: integer('status'),
    /** The receiveEvent request's id, as the log has it. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('model_failures_corp_option_idx').on(t.corpId, t.option, t.createdAt),
    index('model_failures_created_idx').on(t.createdAt),
  ],
);
