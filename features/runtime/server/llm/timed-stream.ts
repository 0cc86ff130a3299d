import 'server-only';
import type { ChatStream, ChatTiming } from './types';

/** Wraps a lazily started answer so that reading it records when the first text and the end came. */
export function timedStream(
  source: () => AsyncIterable<string>,
  now: () => number = () => performance.now(),
): ChatStream {
  const timing: ChatTiming = { firstTokenMs: null, totalMs: null };
  async function* run() {
    const started = now();
    for await (const delta of source()) {
      if (!delta) continue;
      timing.firstTokenMs ??= now() - started;
      yield delta;
    }
    timing.totalMs = now() - started;
  }
  return Object.assign(run(), { timing });
}
