import 'server-only';
import type { z } from 'zod';
import { LEASE_MS, type HeartbeatDto, type heartbeatRequest } from '@/features/runtime/contract';
import { ApiCode } from '@/lib/contract/codes';
import type { Db } from '@/lib/server/db/client';
import { ApiFailure } from '@/lib/server/http/failure';
import { endChat, findActiveChat } from '../chats/leases';
import { renewUnlessIdle } from '../chats/memory';
import { idleTimeoutS } from '../chats/idle-timeout';
import type { RuntimePorts } from '../engine/ports';
import { noticeEnded } from './notices';

const timedOut = () =>
  new ApiFailure(ApiCode.chatEnded, 'sessionTimedOut', { data: { code: 'sessionTimedOut' } });

/**
 * `POST /api/bot/heartbeat`: keeps the conversation's slot while its page is open. A conversation that is over,
 * whose lease lapsed, or that was idle past the timeout answers `sessionTimedOut` (and ends, freeing its slot).
 */
export async function heartbeat(
  db: Db,
  ports: Pick<RuntimePorts, 'loadSession' | 'notify'>,
  input: z.output<typeof heartbeatRequest>,
): Promise<HeartbeatDto> {
  const held = await renewUnlessIdle(db, input.chatId, input.chatSecret, idleTimeoutS(), input.stillHere);
  if (!held) {
    // Still active with its lease, so it was idle too long: it ends now and frees its slot.
    const idle = await findActiveChat(db, input.chatId, input.chatSecret);
    if (idle) await noticeEnded(db, ports, await endChat(db, idle.id, 'idle'));
    throw timedOut();
  }
  const session = await ports.loadSession({ id: held.sessionId });
  return { leaseS: LEASE_MS / 1000, configChanged: session?.revision !== held.sessionRevision };
}
