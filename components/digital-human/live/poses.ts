/** What the digital human is doing, as the runtime tells it. */
export type LiveState = 'idle' | 'listening' | 'thinking' | 'speaking';
export const LIVE_STATES: readonly LiveState[] = ['idle', 'listening', 'thinking', 'speaking'];

/** The held part of a pose, on which the idle motion plays. */
export interface StatePose {
  /** Head tilt and turn, and the sway of the body, in degrees. */
  tilt: number;
  turn: number;
  sway: number;
  /** How far the lids rest lowered, 0 open .. 1 shut; blinks come on top. */
  lids: number;
  /** Scale of the idle drift. */
  drift: number;
}

/**
 * Listening leans in with the head tilted and holds still, attentive; thinking looks up and aside with the lids a
 * little lowered; speaking is upright with livelier motion, as people move more while they talk.
 */
export const STATE_POSES: Record<LiveState, StatePose> = {
  idle: { tilt: 0, turn: 0, sway: 0, lids: 0, drift: 1 },
  listening: { tilt: 3.5, turn: -3, sway: 0.7, lids: 0, drift: 0.5 },
  thinking: { tilt: -2.5, turn: 7, sway: -0.3, lids: 0.28, drift: 0.4 },
  speaking: { tilt: 0, turn: 0, sway: 0, lids: 0.05, drift: 1.5 },
};

/** Time constant of the move from one state's pose to the next, in ms. */
const SETTLE_MS = 320;

/** Moves `current` towards `target` over `dt` ms, frame-rate independent (exponential approach). */
export function approach(current: number, target: number, dt: number, tauMs: number): number {
  return current + (target - current) * (1 - Math.exp(-Math.max(0, dt) / tauMs));
}

/** The held pose part way from `from` towards the state's pose after `dt` ms. */
export function settle(from: StatePose, state: LiveState, dt: number): StatePose {
  const to = STATE_POSES[state];
  return {
    tilt: approach(from.tilt, to.tilt, dt, SETTLE_MS),
    turn: approach(from.turn, to.turn, dt, SETTLE_MS),
    sway: approach(from.sway, to.sway, dt, SETTLE_MS),
    lids: approach(from.lids, to.lids, dt, SETTLE_MS),
    drift: approach(from.drift, to.drift, dt, SETTLE_MS),
  };
}
