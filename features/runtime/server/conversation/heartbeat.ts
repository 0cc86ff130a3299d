import 'server-only';
import type { z } from 'zod';
import { LEASE_MS, type HeartbeatDto, type heartbeatRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { endChat, findActiveChat, renewLease } from '../chats/leases';
import { chatClock } from '../chats/memory';
import type { RuntimePorts } from '../engine/ports';
import { idleTimeoutS } from '../chats/idle-timeout';

const timedOut = () =>
  new ApiFailure(ApiCode.chatEnded, 'sessionTimedOut', { data: { code: 'sessionTimedOut' } });

/**
 * `POST /api/bot/heartbeat`: keeps the conversation's slot while its page is open. A conversation that is over,
 * whose lease lapsed, or that was idle past the timeout answers `sessionTimedOut` (and ends, freeing its slot).
 */
export async function heartbeat(
  db: Db,
  ports: Pick<RuntimePorts, 'loadSession'>,
  input: z.output<typeof heartbeatRequest>,
): Promise<HeartbeatDto> {
  const chat = await findActiveChat(db, input.chatId, input.chatSecret);
  if (!chat) throw timedOut();
  if ((await chatClock(db, chat.id)).idleS > idleTimeoutS()) {
    await endChat(db, chat.id, 'idle');
    throw timedOut();
  }
  if (!(await renewLease(db, input.chatId, input.chatSecret))) throw timedOut();
  const session = await ports.loadSession({ id: chat.sessionId });
  return { leaseS: LEASE_MS / 1000, configChanged: session?.revision !== chat.sessionRevision };
}
