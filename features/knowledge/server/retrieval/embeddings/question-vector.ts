import 'server-only';
import { log } from '@/lib/server/log';
import { EmbeddingsError, requestEmbeddings } from './client';
import type { EmbeddingsConfig } from './config';

// The visitor's question as a vector, within the provider's short timeout; null on any failure (logged), so the
// match goes on lexically. Recent questions are remembered: visitors ask the same things, and a vector is
// the same for the same text.

const RECENT = 1_000;
const recent = new Map<string, Float32Array>();

export async function questionVector(
  config: EmbeddingsConfig,
  question: string,
): Promise<Float32Array | null> {
  const key = `${config.key}\n${question}`;
  const held = recent.get(key);
  if (held) {
    recent.delete(key);
    recent.set(key, held);
    return held;
  }
  const deadline = performance.now() + config.timeoutMs;
  const ask = () =>
    requestEmbeddings(config, [question], { timeoutMs: Math.max(1, deadline - performance.now()) });
  try {
    // A connection the provider had just closed (idle keep-alive) is tried once more, within the same timeout.
    const [vector] = await ask().catch((error: unknown) => {
      if (error instanceof EmbeddingsError && error.kind === 'unreachable' && performance.now() < deadline)
        return ask();
      throw error;
    });
    recent.set(key, vector!);
    if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
    return vector!;
  } catch (error) {
    log.warn({ err: error, model: config.key }, 'question embedding failed: matching lexically');
    return null;
  }
}
