import type { AudioFrame } from './lip-sync';

// Synthetic analyser frames for the lip-sync tests: a tone at a given level, with the spectrum of a dark, open or
// bright vowel, as an AnalyserNode of fftSize 1024 at 48 kHz would report them.

const FFT = 1024;
const RATE = 48_000;
const MIN_DB = -90;
const MAX_DB = -10;
export const FRAME_MS = 1000 / 60;

export type Timbre = 'dark' | 'open' | 'bright' | 'hum';
/**
 * Levels (dB per bin, relative to the frame's level) of the first formant's band (150–1200 Hz) and of the band above
 * for each timbre: a bright vowel keeps the jaw higher, so its first formant is weaker.
 */
const BANDS: Record<Timbre, [low: number, high: number]> = {
  dark: [-16, -41],
  open: [-16, -28],
  bright: [-20, -16],
  // m, n: loud, but the energy sits in the nasal murmur under 300 Hz, the first formant's band is weak.
  hum: [-45, -50],
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
    if (timbre === 'hum' && hz >= 100 && hz < 300) return byte(levelDb - 8);
    if (hz >= 150 && hz < 1200) return byte(levelDb + low);
    if (hz >= 1200 && hz <= 4000) return byte(levelDb + high);
    return byte(-80);
  });
  return { samples, spectrum, binHz, minDb: MIN_DB, maxDb: MAX_DB };
}

/** Room noise far under the gate. */
export const silence = (): AudioFrame => voiced(-70);
