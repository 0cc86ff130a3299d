import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { ScheduledJob } from '@/lib/server/jobs/schedule';
import { endLostChats } from '../chats/leases';
import type { RuntimePorts } from '../engine/ports';
import { noticeEnded } from './notices';

/**
 * How often lost conversations are looked for. A lease runs 15 s past the last heartbeat, so a vanished page's
 * conversation ends, and its `conversation.ended` is queued, within about 30 s of its last heartbeat.
 */
export const LOST_SWEEP_EVERY_MS = 15_000;

/** Ends the conversations whose pages vanished and tells their corporations, batch after batch. */
export async function sweepLostChats(
  db: Db,
  ports: Pick<RuntimePorts, 'notify'>,
): Promise<{ ended: number }> {
  let ended = 0;
  for (;;) {
    const batch = await endLostChats(db);
    for (const chat of batch) await noticeEnded(db, ports, chat);
    ended += batch.length;
    if (batch.length === 0) return { ended };
  }
}

export const lostChatsSweeper = (
  portsOf: (db: Db) => Pick<RuntimePorts, 'notify'>,
  everyMs = LOST_SWEEP_EVERY_MS,
): ScheduledJob => ({
  name: 'runtime.sweepLostChats',
  everyMs,
  run: ({ db }) => sweepLostChats(db, portsOf(db)),
});
