import 'server-only';
import { after } from 'next/server';
import { log } from './log';

const detached = new Set<Promise<void>>();

/**
 * Runs `task` after the response has gone (Next's `after`), so the answer neither waits for it nor reveals, by
 * taking longer, that there was something to do. Nobody hears of a failure but the log, so it is logged there.
 */
export function afterResponse(what: string, task: () => Promise<void>): void {
  const run = () =>
    task().catch((error: unknown) => log.error({ err: error, what }, 'work after the response failed'));
  try {
    after(run);
  } catch {
    // Outside a request (a test calling a handler directly, a script): start it now without waiting for it.
    const running: Promise<void> = run().finally(() => detached.delete(running));
    detached.add(running);
  }
}

/** Tests: waits for the work that `afterResponse` started outside a request. */
export async function settleAfterResponse(): Promise<void> {
  while (detached.size > 0) await Promise.all([...detached]);
}
