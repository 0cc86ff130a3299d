/** One sentence's audio, with whatever the caller wants back in the events (its text, an id). */
export interface SpeechClip {
  url: string;
  text?: string;
  id?: string;
}

export type SpeechEvent =
  | { type: 'sentencestart'; clip: SpeechClip }
  | { type: 'sentenceend'; clip: SpeechClip }
  /** The queue ran out, or stop() emptied it. */
  | { type: 'idle' }
  /** A clip could not be fetched or decoded (the runtime's "audio playback failed"); the queue goes on. */
  | { type: 'error'; clip: SpeechClip; error: unknown };

export interface SpeechPlayerOptions {
  createContext?: () => AudioContext;
  fetch?: typeof fetch;
  /** Clips fetched and decoded ahead of the one playing, so sentences follow without gaps. */
  lookahead?: number;
}

interface Pending {
  clip: SpeechClip;
  controller: AbortController;
  buffer: Promise<AudioBuffer> | null;
}

/** The analyser the lip sync reads: small frames for a quick response, little smoothing (the lip sync smooths). */
const ANALYSER = { fftSize: 1024, smoothingTimeConstant: 0.2, minDecibels: -90, maxDecibels: -10 };

/**
 * Plays a conversation's sentences in order through Web Audio: one AudioContext (resumed by `unlock()` on the first
 * user gesture), each clip fetched and decoded while the one before plays, an analyser before the volume for the lip
 * sync (a muted character still moves its lips). `stop()` is barge-in: the sound ends at once, the queue empties
 * and pending downloads are cancelled.
 */
export class SpeechPlayer {
  private context: AudioContext | null = null;
  private analyserNode: AnalyserNode | null = null;
  private gain: GainNode | null = null;
  private queue: Pending[] = [];
  private current: { clip: SpeechClip; source: AudioBufferSourceNode } | null = null;
  private waiting = false;
  private active = false;
  /** Bumped by stop(): work started before it finds itself stale and drops its result. */
  private generation = 0;
  private isMuted = false;
  private readonly listeners = new Set<(event: SpeechEvent) => void>();
  private readonly createContext: () => AudioContext;
  private readonly fetch: typeof fetch;
  private readonly lookahead: number;

  constructor(options: SpeechPlayerOptions = {}) {
    this.createContext = options.createContext ?? (() => new AudioContext());
    this.fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.lookahead = options.lookahead ?? 1;
  }

  /** Call from a user gesture: browsers start an AudioContext only then. */
  unlock(): Promise<void> {
    const context = this.ensureContext();
    return context.state === 'suspended' ? context.resume() : Promise.resolve();
  }

  enqueue(clip: SpeechClip) {
    this.ensureContext();
    this.queue.push({ clip, controller: new AbortController(), buffer: null });
    this.active = true;
    this.pump();
  }

  /** Silence now: the playing clip stops, queued ones are dropped, their downloads aborted. */
  stop() {
    this.generation++;
    for (const pending of this.queue) pending.controller.abort();
    this.queue = [];
    this.waiting = false;
    const current = this.current;
    this.current = null;
    if (current) {
      current.source.onended = null;
      try {
        current.source.stop();
      } catch {
        // Already stopped: nothing left to silence.
      }
      current.source.disconnect();
    }
    this.finishIfDone();
  }

  get muted() {
    return this.isMuted;
  }

  set muted(muted: boolean) {
    this.isMuted = muted;
    if (this.gain) this.gain.gain.value = muted ? 0 : 1;
  }

  /** `muted` as a call, for a hook's callback (React's rules forbid assigning to what a hook returned). */
  setMuted(muted: boolean) {
    this.muted = muted;
  }

  /** Whether a clip is sounding now. */
  get speaking() {
    return this.current !== null;
  }

  /** Clips are playing, loading or waiting their turn: the player has not gone idle since the last enqueue. */
  get busy() {
    return this.active;
  }

  /** What is playing now, for the lip sync; null before the first clip. */
  get analyser(): AnalyserNode | null {
    return this.analyserNode;
  }

  subscribe(listener: (event: SpeechEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose() {
    this.stop();
    this.listeners.clear();
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private ensureContext(): AudioContext {
    if (this.context) return this.context;
    const context = this.createContext();
    const analyser = context.createAnalyser();
    Object.assign(analyser, ANALYSER);
    const gain = context.createGain();
    gain.gain.value = this.isMuted ? 0 : 1;
    analyser.connect(gain);
    gain.connect(context.destination);
    this.context = context;
    this.analyserNode = analyser;
    this.gain = gain;
    return context;
  }

  private load(pending: Pending) {
    if (pending.buffer) return;
    const context = this.ensureContext();
    pending.buffer = this.fetch(pending.clip.url, { signal: pending.controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${pending.clip.url}`);
        return response.arrayBuffer();
      })
      .then((data) => context.decodeAudioData(data));
    // Handled where it is awaited; this only keeps an aborted download from being reported as unhandled.
    pending.buffer.catch(() => undefined);
  }

  private pump() {
    for (const pending of this.queue.slice(0, this.lookahead + (this.current ? 0 : 1))) this.load(pending);
    if (this.current || this.waiting) return;
    const next = this.queue[0];
    if (!next) return this.finishIfDone();
    this.waiting = true;
    const generation = this.generation;
    next.buffer!.then(
      (buffer) => {
        if (generation !== this.generation) return;
        this.waiting = false;
        this.queue.shift();
        this.play(next.clip, buffer);
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        this.waiting = false;
        this.queue.shift();
        this.emit({ type: 'error', clip: next.clip, error });
        this.pump();
      },
    );
  }

  private play(clip: SpeechClip, buffer: AudioBuffer) {
    const source = this.context!.createBufferSource();
    source.buffer = buffer;
    source.connect(this.analyserNode!);
    source.onended = () => {
      if (this.current?.source !== source) return;
      this.current = null;
      source.disconnect();
      this.emit({ type: 'sentenceend', clip });
      this.pump();
    };
    this.current = { clip, source };
    source.start();
    this.emit({ type: 'sentencestart', clip });
    this.pump();
  }

  private finishIfDone() {
    if (!this.active || this.current || this.waiting || this.queue.length) return;
    this.active = false;
    this.emit({ type: 'idle' });
  }

  private emit(event: SpeechEvent) {
    for (const listener of this.listeners) listener(event);
  }
}
