/** BCP 47 tags the device's voices are chosen by. */
const SPEECH_LANG = { zh: 'zh-CN', en: 'en-US', ja: 'ja-JP' } as const;

/**
 * The device's own voice (a session whose voice is spoken by the browser: sentences come with no audio URL), read
 * by speechSynthesis. Its sound never passes through Web Audio, so the lips follow a stand-in: a quiet buzz whose
 * loudness pulses at syllable rate while an utterance is spoken, through an analyser like the SpeechPlayer's and
 * never to the speakers.
 */
export class DeviceVoice {
  private context: AudioContext | null = null;
  private analyserNode: AnalyserNode | null = null;
  private envelope: GainNode | null = null;
  private depth: GainNode | null = null;
  private pending = 0;
  private generation = 0;
  private readonly listeners = new Set<(speaking: boolean) => void>();
  private muted = false;

  constructor(private readonly language: keyof typeof SPEECH_LANG) {}

  static available() {
    return typeof window !== 'undefined' && 'speechSynthesis' in window;
  }

  /** Call from a user gesture (the stand-in's AudioContext starts only then). */
  unlock() {
    if (this.context || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const buzz = context.createOscillator();
    buzz.type = 'sawtooth';
    buzz.frequency.value = 160;
    const envelope = context.createGain();
    envelope.gain.value = 0;
    const syllables = context.createOscillator();
    syllables.frequency.value = 4.5;
    const depth = context.createGain();
    depth.gain.value = 0;
    syllables.connect(depth).connect(envelope.gain);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const silent = context.createGain();
    silent.gain.value = 0;
    buzz.connect(envelope).connect(analyser).connect(silent).connect(context.destination);
    buzz.start();
    syllables.start();
    this.context = context;
    this.analyserNode = analyser;
    this.envelope = envelope;
    this.depth = depth;
    void context.resume().catch(() => undefined);
  }

  get speaking() {
    return this.pending > 0;
  }

  get analyser() {
    return this.pending > 0 ? this.analyserNode : null;
  }

  subscribe(listener: (speaking: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  speak(text: string) {
    if (!DeviceVoice.available()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG[this.language];
    if (this.muted) utterance.volume = 0;
    const generation = this.generation;
    utterance.onstart = () => generation === this.generation && this.mouth(0.5);
    const done = () => {
      if (generation !== this.generation) return;
      this.pending = Math.max(0, this.pending - 1);
      if (this.pending === 0) this.setSpeaking(false);
    };
    utterance.onend = done;
    utterance.onerror = done;
    if (this.pending++ === 0) this.setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  }

  /** Silent utterances from the next one on (the lips still move). */
  setMuted(muted: boolean) {
    this.muted = muted;
  }

  /** Barge-in: silent at once. */
  stop() {
    this.generation++;
    const was = this.pending > 0;
    this.pending = 0;
    if (DeviceVoice.available()) window.speechSynthesis.cancel();
    this.mouth(0);
    if (was) this.setSpeaking(false);
  }

  dispose() {
    this.stop();
    this.listeners.clear();
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private mouth(level: number) {
    if (this.envelope) this.envelope.gain.value = level;
    if (this.depth) this.depth.gain.value = level * 0.9;
  }

  private setSpeaking(speaking: boolean) {
    if (!speaking) this.mouth(0);
    for (const listener of this.listeners) listener(speaking);
  }
}
