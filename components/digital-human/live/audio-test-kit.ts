import type { AudioFrame } from './lip-sync';

// Synthetic analyser frames for the lip-sync tests: a tone at a given level, with the spectrum of a dark, open or
// bright vowel, as an AnalyserNode of fftSize 1024 at 48 kHz would report them.

const FFT = 1024;
const RATE = 48_000;
const MIN_DB = -90;
const MAX_DB = -10;
export const FRAME_MS = 1000 / 60;

export type Timbre = 'dark' | 'open' | 'bright';
/** Levels (dB) of the first-formant band and of the band above 1.2 kHz for each timbre. */
const BANDS: Record<Timbre, [low: number, high: number]> = {
  dark: [-30, -55],
  open: [-30, -42],
  bright: [-36, -30],
};

const byte = (db: number) =>
  Math.round(((Math.max(MIN_DB, Math.min(MAX_DB, db)) - MIN_DB) / (MAX_DB - MIN_DB)) * 255);

export function voiced(levelDb: number, timbre: Timbre = 'open'): AudioFrame {
  const amplitude = 10 ** (levelDb / 20) * Math.SQRT2;
  const samples = Float32Array.from(
    { length: FFT },
    (_, i) => amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE),
  );
  const binHz = RATE / FFT;
  const [low, high] = BANDS[timbre];
  const spectrum = Uint8Array.from({ length: FFT / 2 }, (_, i) => {
    const hz = i * binHz;
    if (hz >= 150 && hz <= 900) return byte(low);
    if (hz >= 1200 && hz <= 4000) return byte(high);
    return byte(-80);
  });
  return { samples, spectrum, binHz, minDb: MIN_DB, maxDb: MAX_DB };
}

/** Room noise far under the gate. */
export const silence = (): AudioFrame => voiced(-70);
