import 'server-only';
import type { z } from 'zod';
import type { receiveEventRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import type { ApiLang } from '@/lib/server/http/messages';
import { rawAnswer, type RawAnswer } from '@/lib/server/http/raw-answer';
import { consumeAll } from '@/lib/server/rate-limit/limiters';
import type { RuntimePorts } from '../engine/ports';
import { receiveEvent } from './conversation';
import { eventStreamResponse } from './event-stream';

/** Conversations one address may start a minute: a page restarting now and then, an office behind one NAT. */
export const STARTS_PER_IP = { keyPrefix: 'bot-start:ip:60s', points: 30, duration: 60 };

/**
 * `POST /api/bot/receiveEvent`: refuses before the stream what the envelope says best (no login for the owner's
 * preview, too many starts), then answers the event's stream. A turn stops its model and synthesis the moment the
 * visitor's request goes away: the page aborts it to barge in.
 */
export async function receiveEventAnswer(
  ctx: {
    db: Db;
    input: z.output<typeof receiveEventRequest>;
    identity: { corpId: string } | null;
    lang: ApiLang;
    ip: string;
    request: Request;
  },
  ports: RuntimePorts,
): Promise<RawAnswer> {
  const { input } = ctx;
  if (input.type === 'start') {
    if (input.entry === 'preview' && !ctx.identity)
      throw new ApiFailure(ApiCode.unauthenticated, 'unauthenticated');
    await consumeAll([[STARTS_PER_IP, ctx.ip]]);
  }
  const abort = new AbortController();
  const leave = () => abort.abort();
  if (ctx.request.signal.aborted) leave();
  else ctx.request.signal.addEventListener('abort', leave, { once: true });
  const events = receiveEvent(
    { db: ctx.db, ports, corpId: ctx.identity?.corpId ?? null, lang: ctx.lang, signal: abort.signal },
    input,
  );
  return rawAnswer(eventStreamResponse(events, abort));
}
