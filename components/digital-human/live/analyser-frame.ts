import type { AudioFrame } from './lip-sync';

/** Reads an analyser into buffers allocated once, so the frame loop allocates nothing per frame. */
export function analyserReader(analyser: AnalyserNode): { analyser: AnalyserNode; read: () => AudioFrame } {
  const samples = new Float32Array(analyser.fftSize);
  const spectrum = new Uint8Array(analyser.frequencyBinCount);
  const frame: AudioFrame = {
    samples,
    spectrum,
    binHz: analyser.context.sampleRate / analyser.fftSize,
    minDb: analyser.minDecibels,
    maxDb: analyser.maxDecibels,
  };
  return {
    analyser,
    read: () => {
      analyser.getFloatTimeDomainData(samples);
      analyser.getByteFrequencyData(spectrum);
      return frame;
    },
  };
}

/** What moves the lips: a SpeechPlayer, or anything else that sounds through an analyser (the device's voice). */
export interface MouthSource {
  readonly speaking: boolean;
  readonly analyser: AnalyserNode | null;
}

/**
 * The frame loop's audio: the source's analyser while it speaks (null otherwise), through one reader per analyser,
 * made again only when the source's analyser changes.
 */
export function mouthAudio(source: MouthSource | null | undefined): () => AudioFrame | null {
  let reader: ReturnType<typeof analyserReader> | null = null;
  return () => {
    const analyser = source?.analyser;
    if (!source?.speaking || !analyser) return null;
    if (reader?.analyser !== analyser) reader = analyserReader(analyser);
    return reader.read();
  };
}
