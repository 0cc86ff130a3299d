import type { MouthShape } from '../character/mouth-geometry';
import { approach } from './poses';

/**
 * One analyser frame of the audio being played: the waveform (getFloatTimeDomainData, -1..1) and the spectrum
 * (getByteFrequencyData: 0..255 spanning minDb..maxDb), `binHz` apart.
 */
export interface AudioFrame {
  samples: Float32Array;
  spectrum: Uint8Array;
  binHz: number;
  minDb: number;
  maxDb: number;
}

export interface MouthState {
  /** 0 closed .. 1 fully open. */
  open: number;
  /** -1 rounded .. 1 wide. */
  spread: number;
  /** The nearest named shape, for tests and the `data-mouth` attribute. */
  shape: MouthShape;
}

export interface LipSyncTuning {
  /** Below this level (dBFS of the frame's RMS) a frame is silence. */
  gateDb: number;
  /** Silent frames in a row after which the mouth closes completely: a pause, not a consonant. */
  pauseFrames: number;
  /** The span of the first formant's level, below its loudest recent value, that the mouth's travel covers. */
  rangeDb: number;
  /** Time constants in ms: opening fast, closing slower, closing in a pause quick. */
  attackMs: number;
  releaseMs: number;
  pauseReleaseMs: number;
  spreadMs: number;
}

export const LIP_SYNC: LipSyncTuning = {
  gateDb: -45,
  pauseFrames: 3,
  rangeDb: 15,
  attackMs: 25,
  releaseMs: 45,
  pauseReleaseMs: 40,
  spreadMs: 60,
};

/** How fast the reference of "loud" forgets a loud passage, in dB per second. */
const PEAK_DECAY_DB_PER_S = 4;
/** The reference never sinks below this (dB per bin of the spectrum), so faint sound does not open the mouth wide. */
const PEAK_FLOOR_DB = -55;
/**
 * The first formant's range: its energy follows the jaw (high in open vowels, low in nasals and closures), so the
 * mouth opens by it rather than by the whole level, which stays high through m, n and l and left the mouth hanging
 * open (measured on eSpeak speech: 2.7 openings a second against 0.5).
 */
const JAW_BAND = [300, 1200] as const;
/** Bands of the first formant (dark vowels) and of the second and third (bright vowels, sibilants). */
const LOW_BAND = [150, 900] as const;
const HIGH_BAND = [1200, 4000] as const;
/** Balance of the high band over the low one (dB) heard as neutral, and the span from there to fully round/wide. */
const NEUTRAL_TILT_DB = -12;
const TILT_SPAN_DB = 9;

export function rmsDb(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return rms > 0 ? 20 * Math.log10(rms) : -Infinity;
}

function bandPower(frame: AudioFrame, [from, to]: readonly [number, number]): number {
  const { spectrum, binHz, minDb, maxDb } = frame;
  const first = Math.max(0, Math.ceil(from / binHz));
  const last = Math.min(spectrum.length - 1, Math.floor(to / binHz));
  let power = 0;
  for (let i = first; i <= last; i++) power += 10 ** ((minDb + (spectrum[i]! / 255) * (maxDb - minDb)) / 10);
  // Per bin, so bands of different widths compare as densities.
  return power / Math.max(1, last - first + 1);
}

/** -1 for a dark spectrum (o, u), 0 for an open vowel (a), 1 for a bright one (i, e) or a sibilant. */
export function spectralSpread(frame: AudioFrame): number {
  const low = bandPower(frame, LOW_BAND);
  const high = bandPower(frame, HIGH_BAND);
  if (low <= 0 && high <= 0) return 0;
  const tiltDb = 10 * Math.log10((high + 1e-12) / (low + 1e-12));
  return Math.max(-1, Math.min(1, (tiltDb - NEUTRAL_TILT_DB) / TILT_SPAN_DB));
}

export function shapeOf(open: number, spread: number): MouthShape {
  if (open < 0.06) return 'closed';
  if (spread <= -0.35) return 'round';
  if (spread >= 0.35) return 'wide';
  return 'open';
}

/**
 * Turns the audio being played into a mouth, frame by frame: above a noise gate on the level, the first formant's
 * energy opens it (relative to its loudest recent value, so a quiet voice and a loud one both articulate), the
 * spectrum's balance rounds or widens it, and both are smoothed — quick to open, slower to close, and closed for good
 * once a pause lasts a few frames.
 */
export class LipSync {
  private open = 0;
  private spread = 0;
  private jawPeakDb = PEAK_FLOOR_DB;
  private silentFrames = Infinity;

  constructor(private readonly tuning: LipSyncTuning = LIP_SYNC) {}

  /** Advances by `dt` ms with the frame heard now, or `null` when nothing plays. */
  next(frame: AudioFrame | null, dt: number): MouthState {
    const t = this.tuning;
    const level = frame ? rmsDb(frame.samples) : -Infinity;
    this.jawPeakDb = Math.max(PEAK_FLOOR_DB, this.jawPeakDb - (PEAK_DECAY_DB_PER_S * dt) / 1000);
    if (level < t.gateDb || !frame) {
      this.silentFrames++;
      const paused = this.silentFrames >= t.pauseFrames;
      this.open = approach(this.open, 0, dt, paused ? t.pauseReleaseMs : t.releaseMs);
      if (paused && this.open < 0.04) this.open = 0;
    } else {
      this.silentFrames = 0;
      const jaw = 10 * Math.log10(bandPower(frame, JAW_BAND) + 1e-12);
      this.jawPeakDb = Math.max(PEAK_FLOOR_DB, jaw, this.jawPeakDb);
      const target = Math.min(1, Math.max(0, (jaw - (this.jawPeakDb - t.rangeDb)) / t.rangeDb));
      this.open = approach(this.open, target, dt, target > this.open ? t.attackMs : t.releaseMs);
      this.spread = approach(this.spread, spectralSpread(frame), dt, t.spreadMs);
    }
    return { open: this.open, spread: this.spread, shape: shapeOf(this.open, this.spread) };
  }

  reset() {
    this.open = 0;
    this.spread = 0;
    this.jawPeakDb = PEAK_FLOOR_DB;
    this.silentFrames = Infinity;
  }
}
