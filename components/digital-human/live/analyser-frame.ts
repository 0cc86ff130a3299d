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
