import { Blinker } from './blink';
import { idleMotion, idlePhases } from './idle-motion';
import { LipSync, type AudioFrame, type MouthState } from './lip-sync';
import { settle, STATE_POSES, type LiveState, type StatePose } from './poses';
import type { Random } from './random';

/** Everything the character shows in one frame, in the renderer's terms. */
export interface LivePose {
  head: { tilt: number; turn: number };
  sway: number;
  /** 0 exhaled .. 1 inhaled. */
  breath: number;
  eyelids: number;
  mouth: MouthState;
}

export interface MotionOptions {
  random: Random;
  /** Drop the idle drift and breathing (prefers-reduced-motion); lip sync, blinks and state poses stay. */
  reducedMotion?: boolean;
}

/**
 * The character's motion as a pure function of time, state and the audio heard: the frame loop asks it for a pose
 * every frame and writes the pose to the SVG. Holds no DOM, so tests drive it with synthetic time and audio.
 */
export class CharacterMotion {
  private held: StatePose = { ...STATE_POSES.idle };
  private readonly phases: readonly number[];
  private readonly blinker: Blinker;
  private readonly lips = new LipSync();
  private last: number | null = null;
  reducedMotion: boolean;

  constructor(
    { random, reducedMotion = false }: MotionOptions,
    public state: LiveState = 'idle',
  ) {
    this.phases = idlePhases(random);
    this.blinker = new Blinker(random);
    this.reducedMotion = reducedMotion;
  }

  /** The pose at `now` (ms, as requestAnimationFrame gives it). */
  poseAt(now: number, audio: AudioFrame | null): LivePose {
    // A long gap (a hidden tab, a stalled frame) must not make the pose leap through seconds of easing at once.
    const dt = this.last === null ? 16 : Math.min(100, Math.max(0, now - this.last));
    this.last = now;
    this.held = settle(this.held, this.state, dt);
    const drift = this.reducedMotion
      ? { tilt: 0, turn: 0, sway: 0, breath: 0 }
      : idleMotion(now, this.phases, this.held.drift);
    return {
      head: { tilt: this.held.tilt + drift.tilt, turn: this.held.turn + drift.turn },
      sway: this.held.sway + drift.sway,
      breath: drift.breath,
      eyelids: Math.max(this.held.lids, this.blinker.lidAt(now)),
      mouth: this.lips.next(audio, dt),
    };
  }

  /** Forget the frame time, e.g. when the loop resumes after the tab was hidden. */
  pause() {
    this.last = null;
  }
}
