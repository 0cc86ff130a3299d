import { withBasePath } from '@/lib/config/base-path';
import 'server-only';
import type { RuntimeEvent } from '@/features/runtime/contract';
import { log } from '@/lib/server/log';
import type { RuntimePorts, SpokenClip, VoiceChoice } from './ports';
import { WAITING_PHRASE_AFTER_MS } from './steps/scripts';

export interface SpokenSentence {
  index: number;
  text: string;
  /** Milliseconds the synthesis took (0 for a cached clip or a device voice). */
  ms: number;
  cached: boolean;
  /** The synthesis failed: the sentence goes out without audio (the page shows it as a subtitle). */
  failed?: boolean;
  waitingPhrase?: boolean;
}

export const audioUrl = (clip: SpokenClip) =>
  clip ? withBasePath(`/api/bot/audio/${clip.clipId}.wav`) : null;

const defaultAfter = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Speaks sentences in order: each is synthesized the moment it is complete (several at once), and goes out as a
 * `sentence` event once its clip and every earlier sentence's are ready. With a waiting phrase, a timer started
 * with the turn says it first when no sentence has gone out by `waitingMs`.
 */
export function createSpeaker(options: {
  ports: Pick<RuntimePorts, 'speak' | 'after'>;
  voice: VoiceChoice;
  signal: AbortSignal;
  push: (event: RuntimeEvent) => void;
  waitingPhrase?: string | null;
  waitingMs?: number;
  /** ms since the question, for the first sentence's time. */
  elapsed: () => number;
}) {
  const spoken: SpokenSentence[] = [];
  let index = 0;
  let tail: Promise<void> = Promise.resolve();
  /** Sentences of the answer wait behind the waiting phrase once it is being said. */
  let barrier: Promise<void> = Promise.resolve();
  let phrase: 'pending' | 'skipped' | 'said' = options.waitingPhrase ? 'pending' : 'skipped';
  let firstSentenceMs: number | null = null;

  async function synthesize(text: string) {
    const started = performance.now();
    try {
      const clip = await options.ports.speak(text, options.voice, options.signal);
      return { clip, ms: clip?.cached ? 0 : Math.round(performance.now() - started), failed: false };
    } catch (error) {
      if (options.signal.aborted) throw error;
      log.warn({ err: error }, 'a sentence could not be synthesized');
      return { clip: null, ms: Math.round(performance.now() - started), failed: true };
    }
  }

  function send(text: string, made: Awaited<ReturnType<typeof synthesize>>, waitingPhrase = false) {
    if (options.signal.aborted) return;
    if (firstSentenceMs === null) options.push({ type: 'state', state: 'speaking' });
    firstSentenceMs ??= Math.round(options.elapsed());
    const sentence: SpokenSentence = {
      index: index++,
      text,
      ms: made.ms,
      cached: made.clip?.cached ?? false,
      ...(made.failed ? { failed: true } : {}),
      ...(waitingPhrase ? { waitingPhrase: true } : {}),
    };
    spoken.push(sentence);
    options.push({ type: 'sentence', index: sentence.index, text, audioUrl: audioUrl(made.clip) });
  }

  if (options.waitingPhrase) {
    const text = options.waitingPhrase;
    void (options.ports.after ?? defaultAfter)(
      options.waitingMs ?? WAITING_PHRASE_AFTER_MS,
      options.signal,
    ).then(() => {
      if (phrase !== 'pending' || options.signal.aborted) return;
      phrase = 'said';
      barrier = synthesize(text).then(
        (made) => send(text, made, true),
        () => undefined,
      );
    });
  }

  return {
    /** A complete sentence of the answer. */
    say(text: string) {
      const clip = synthesize(text);
      // Handled where it is awaited; this only keeps an early failure from being reported as unhandled.
      clip.catch(() => undefined);
      tail = tail.then(async () => {
        const made = await clip;
        if (phrase === 'pending') phrase = 'skipped';
        await barrier;
        send(text, made);
      });
      // A turn cut short rejects the chain; `done()` reports it to the one who waits.
      tail.catch(() => undefined);
    },
    /** Resolves once every sentence said so far has gone out; rejects when the turn was cut short. */
    async done() {
      await tail;
      if (phrase === 'pending') phrase = 'skipped';
      if (phrase === 'said') await barrier;
    },
    spoken,
    get firstSentenceMs() {
      return firstSentenceMs;
    },
  };
}

export type Speaker = ReturnType<typeof createSpeaker>;
