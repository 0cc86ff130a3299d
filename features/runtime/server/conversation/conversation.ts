import 'server-only';
import type { z } from 'zod';
import {
  HEARTBEAT_INTERVAL_MS,
  MAX_CONVERSATION_MINUTES,
  type EndReason,
  type receiveEventRequest,
  type RuntimeEvent,
} from '@/features/runtime/contract';
import type { Db } from '@/lib/server/db/client';
import type { ApiLang } from '@/lib/server/http/messages';
import {
  acquireChat,
  endChat,
  endLapsedChats,
  findActiveChat,
  renewLease,
  type ActiveChat,
} from '../chats/leases';
import { chatClock, chatMemory, saveMemory } from '../chats/memory';
import type { RuntimePorts } from '../engine/ports';
import { runFarewell, runPrologue, runSay, type ScriptedOutcome } from '../engine/scripted';
import { sessionView, type SessionView } from '../engine/session-view';
import { runTurn } from '../engine/turn';
import { recordTurn } from '../transcripts/turns';
import { mayTalk, targetOf } from './access';
import { noticeEnded, noticeStart, noticeTurn } from './notices';
import { runtimeError } from './runtime-error';
import { idleTimeoutS } from '../chats/idle-timeout';
import { recordRefusal } from '../chats/refusals';

export interface ConversationContext {
  db: Db;
  ports: RuntimePorts;
  /** The caller's corporation when logged in (the owner's preview). */
  corpId: string | null;
  lang: ApiLang;
  /** The request's abort: the visitor barged in with a new turn, or left. */
  signal: AbortSignal;
}

type ReceiveEvent = z.output<typeof receiveEventRequest>;

/** `POST /api/bot/receiveEvent`: the events a conversation's start, turn or end answer with. */
export function receiveEvent(ctx: ConversationContext, event: ReceiveEvent): AsyncGenerator<RuntimeEvent> {
  switch (event.type) {
    case 'start':
      return start(ctx, event);
    case 'text':
      return talk(ctx, event);
    case 'say':
      return say(ctx, event);
    case 'end':
      return finish(ctx, event);
  }
}

type Events = AsyncGenerator<RuntimeEvent, void>;

async function* start(ctx: ConversationContext, event: Extract<ReceiveEvent, { type: 'start' }>): Events {
  let app: { appId: string; corpId: string } | null = null;
  let target = targetOf(event.entry, event.target);
  if (event.entry === 'app') {
    const opened = await ctx.ports.openApp(event.target, { ticket: event.ticket });
    if (!opened.ok) {
      yield runtimeError(opened.code, ctx.lang);
      return;
    }
    app = opened;
    target = { id: opened.sessionId };
  }
  const session = await ctx.ports.loadSession(target);
  // An application serves only its own corporation's sessions.
  if (!mayTalk(session, event.entry, ctx.corpId) || (app && session.corpId !== app.corpId)) {
    // The owner hears of a visitor turned away by an unpublished session; not of strangers' guesses.
    if (session && event.entry !== 'preview' && (!app || session.corpId === app.corpId))
      await recordRefusal(ctx.db, {
        corpId: session.corpId,
        sessionId: session.id,
        appId: app?.appId ?? null,
        entry: event.entry,
        reason: 'unavailable',
      });
    yield runtimeError('sessionUnavailable', ctx.lang);
    return;
  }
  // A corporation whose arrears stop new conversations has, for its visitors, no resource left.
  if (ctx.ports.mayStart && !(await ctx.ports.mayStart(session.corpId))) {
    await recordRefusal(ctx.db, {
      corpId: session.corpId,
      sessionId: session.id,
      appId: app?.appId ?? null,
      entry: event.entry,
      reason: 'noResource',
    });
    yield runtimeError('resourceNotConfigured', ctx.lang);
    return;
  }
  const lapsed = await endLapsedChats(ctx.db, session.corpId);
  const acquired = await acquireChat(
    ctx.db,
    {
      corpId: session.corpId,
      sessionId: session.id,
      sessionRevision: session.revision,
      entry: event.entry,
      appId: app?.appId ?? null,
    },
    ctx.ports.slots,
  );
  if (!acquired.ok) {
    await recordRefusal(ctx.db, {
      corpId: session.corpId,
      sessionId: session.id,
      appId: app?.appId ?? null,
      entry: event.entry,
      reason: acquired.limit === null ? 'noResource' : 'busy',
    });
    // A pool whose every slot is taken — by other visitors, or by applications holding the whole grant — is a busy
    // moment for the visitor, told in the owner's own busy words; only a pool with no resource left is the resource's
    // end.
    yield acquired.limit === null
      ? runtimeError('resourceNotConfigured', ctx.lang)
      : runtimeError('maxSessionsExceeded', ctx.lang, session.values.pageDto.busyText);
    return;
  }
  yield {
    type: 'chat',
    chatId: acquired.chat.chatId,
    chatSecret: acquired.chat.secret,
    idleTimeoutS: idleTimeoutS(),
    heartbeatMs: HEARTBEAT_INTERVAL_MS,
    maxDurationS: MAX_CONVERSATION_MINUTES * 60,
  };
  const said = yield* runPrologue(sessionView(session), ctx.ports, ctx.signal);
  const turnId = await recordScripted(ctx.db, acquired.chat.chatId, said);
  yield { type: 'end', turnId, source: turnId ? 'script' : 'none', sources: [] };
  yield { type: 'state', state: 'listening' };
  await noticeStart(ctx.db, ctx.ports, { chatId: acquired.chat.chatId, corpId: session.corpId }, lapsed);
}

/**
 * The chat of a later event, if it may go on: active, its lease held, not idle past the timeout, its session still
 * there (and published, unless it is the owner's preview). Otherwise the chat ends and the page is told why.
 */
async function* openChat(
  ctx: ConversationContext,
  auth: { chatId: string; chatSecret: string },
): AsyncGenerator<RuntimeEvent, { chat: ActiveChat; view: SessionView; ageS: number } | null> {
  const chat = await findActiveChat(ctx.db, auth.chatId, auth.chatSecret);
  if (!chat) {
    yield runtimeError('sessionTimedOut', ctx.lang);
    return null;
  }
  const clock = await chatClock(ctx.db, chat.id);
  if (clock.idleS > idleTimeoutS()) {
    const ended = await endChat(ctx.db, chat.id, 'idle');
    yield runtimeError('sessionTimedOut', ctx.lang);
    yield { type: 'hangup', reason: 'idle' };
    await noticeEnded(ctx.db, ctx.ports, ended);
    return null;
  }
  const session = await ctx.ports.loadSession({ id: chat.sessionId });
  if (!session || (chat.entry !== 'preview' && session.status !== 'published')) {
    const ended = await endChat(ctx.db, chat.id, 'lost');
    yield runtimeError('sessionUnavailable', ctx.lang);
    yield { type: 'hangup', reason: 'lost' };
    await noticeEnded(ctx.db, ctx.ports, ended);
    return null;
  }
  await renewLease(ctx.db, auth.chatId, auth.chatSecret);
  return { chat, view: sessionView(session), ageS: clock.ageS };
}

async function* talk(ctx: ConversationContext, event: Extract<ReceiveEvent, { type: 'text' }>): Events {
  const open = yield* openChat(ctx, event);
  if (!open) return;
  const { chat, view } = open;
  if (open.ageS > MAX_CONVERSATION_MINUTES * 60) return yield* hangUp(ctx, chat.id, view, 'maxDuration');
  const outcome = yield* runTurn({
    view,
    ports: ctx.ports,
    memory: await chatMemory(ctx.db, chat),
    question: event.text,
    via: event.via,
    signal: ctx.signal,
    chatId: chat.id,
  });
  const turnId = await recordTurn(ctx.db, {
    chatId: chat.id,
    question: event.text,
    questionVia: event.via,
    answer: outcome.answer,
    source: outcome.source,
    trace: { ...outcome.trace, sources: outcome.sources },
    interrupted: outcome.interrupted,
    ...outcome.timings,
  });
  // A turn cut short leaves the conversation's state to the turn that cut it (it may have stored its own already).
  if (!outcome.interrupted) await saveMemory(ctx.db, chat.id, outcome.memory);
  yield { type: 'end', turnId, source: outcome.source, sources: outcome.sources };
  await noticeTurn(ctx.db, ctx.ports, { chatId: chat.id, corpId: chat.corpId }, turnId);
  if (outcome.hangUp) {
    const ended = await endChat(ctx.db, chat.id, outcome.hangUp);
    yield { type: 'hangup', reason: outcome.hangUp };
    await noticeEnded(ctx.db, ctx.ports, ended);
  }
}

/**
 * The host page's own words (the embed SDK's `speak`), said as written in the session's voice and kept as a script
 * turn. Only an application's chat takes them: a share link's visitor cannot put words in the brand's mouth.
 */
async function* say(ctx: ConversationContext, event: Extract<ReceiveEvent, { type: 'say' }>): Events {
  const open = yield* openChat(ctx, event);
  if (!open) return;
  if (open.chat.entry !== 'app') {
    yield runtimeError('sayNotAccepted', ctx.lang);
    return;
  }
  if (open.ageS > MAX_CONVERSATION_MINUTES * 60)
    return yield* hangUp(ctx, open.chat.id, open.view, 'maxDuration');
  const said = yield* runSay(open.view, ctx.ports, ctx.signal, event.text);
  const turnId = await recordScripted(ctx.db, open.chat.id, said);
  yield { type: 'end', turnId, source: turnId ? 'script' : 'none', sources: [] };
}

async function* finish(ctx: ConversationContext, event: Extract<ReceiveEvent, { type: 'end' }>): Events {
  const open = yield* openChat(ctx, event);
  if (!open) return;
  if (event.reason === 'restart') {
    const ended = await endChat(ctx.db, open.chat.id, 'restart');
    yield { type: 'hangup', reason: 'restart' };
    await noticeEnded(ctx.db, ctx.ports, ended);
    return;
  }
  yield* hangUp(ctx, open.chat.id, open.view, event.reason);
}

/** The farewell (by the session's end type), the slot freed, and the page told the conversation is over. */
async function* hangUp(
  ctx: ConversationContext,
  chatId: string,
  view: SessionView,
  reason: EndReason,
): Events {
  const said = yield* runFarewell(view, ctx.ports, ctx.signal);
  const turnId = await recordScripted(ctx.db, chatId, said);
  const ended = await endChat(ctx.db, chatId, reason);
  yield { type: 'end', turnId, source: turnId ? 'script' : 'none', sources: [] };
  yield { type: 'state', state: 'ended' };
  yield { type: 'hangup', reason };
  await noticeEnded(ctx.db, ctx.ports, ended);
}

/** The prologue or farewell as a turn of the transcript; nothing when nothing was said. */
async function recordScripted(db: Db, chatId: string, said: ScriptedOutcome): Promise<string | null> {
  if (!said.answer) return null;
  return recordTurn(db, {
    chatId,
    question: '',
    questionVia: 'system',
    answer: said.answer,
    source: 'script',
    trace: said.trace,
    interrupted: said.interrupted,
    ...said.timings,
  });
}
