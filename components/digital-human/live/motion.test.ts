import { describe, expect, it } from 'vitest';
import { FRAME_MS, voiced } from './audio-test-kit';
import { IDLE_REACH, idleMotion, idlePhases } from './idle-motion';
import { CharacterMotion, type LivePose } from './motion';
import { LIVE_STATES, STATE_POSES, type LiveState } from './poses';
import { seededRandom } from './random';

function run(motion: CharacterMotion, from: number, ms: number, audio = () => voiced(-70)) {
  const poses: LivePose[] = [];
  for (let t = from; t < from + ms; t += FRAME_MS) poses.push(motion.poseAt(t, audio()));
  return poses;
}
const range = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('idle motion', () => {
  it('stays within the renderer’s natural ranges at the liveliest state', () => {
    const most = Math.max(...LIVE_STATES.map((s) => STATE_POSES[s].drift));
    const maxTilt = Math.max(...LIVE_STATES.map((s) => Math.abs(STATE_POSES[s].tilt)));
    const maxTurn = Math.max(...LIVE_STATES.map((s) => Math.abs(STATE_POSES[s].turn)));
    const maxSway = Math.max(...LIVE_STATES.map((s) => Math.abs(STATE_POSES[s].sway)));
    expect(maxTilt + IDLE_REACH.tilt * most).toBeLessThanOrEqual(6);
    expect(maxTurn + IDLE_REACH.turn * most).toBeLessThanOrEqual(20);
    expect(maxSway + IDLE_REACH.sway * most).toBeLessThanOrEqual(2);
  });

  it('breathes about fourteen times a minute and drifts smoothly, never jumping between frames', () => {
    const phases = idlePhases(seededRandom(4));
    const frames = Array.from({ length: 60 * 60 }, (_, i) => idleMotion(i * FRAME_MS, phases));
    const breaths = frames.filter((f, i) => i > 0 && frames[i - 1]!.breath < 0.5 && f.breath >= 0.5).length;
    expect(breaths).toBeGreaterThanOrEqual(13);
    expect(breaths).toBeLessThanOrEqual(15);
    for (const key of ['tilt', 'turn', 'sway'] as const) {
      expect(range(frames.map((f) => f[key]))).toBeGreaterThan(0.3);
      const steps = frames.slice(1).map((f, i) => Math.abs(f[key] - frames[i]![key]));
      expect(Math.max(...steps)).toBeLessThan(0.05);
    }
  });
});

describe('character motion', () => {
  const motion = (state: LiveState = 'idle', reducedMotion = false) =>
    new CharacterMotion({ random: seededRandom(11), reducedMotion }, state);

  it('blinks while idle', () => {
    const poses = run(motion(), 0, 15_000);
    expect(poses.some((p) => p.eyelids === 1)).toBe(true);
    expect(poses.filter((p) => p.eyelids === 0).length / poses.length).toBeGreaterThan(0.85);
  });

  it.each([
    ['listening', (p: LivePose) => p.head.tilt > 2 && p.sway > 0.2],
    ['thinking', (p: LivePose) => p.head.turn > 4 && p.eyelids > 0.2],
  ] as const)('settles into the %s pose within a second', (state, posed) => {
    const m = motion();
    run(m, 0, 2000);
    expect(posed(run(m, 2000, 16).at(-1)!)).toBe(false);
    m.state = state;
    const after = run(m, 2000, 1200);
    expect(posed(after.at(-1)!)).toBe(true);
    // …moving there without a jump.
    const tilts = after.map((p) => p.head.tilt);
    expect(Math.max(...tilts.slice(1).map((t, i) => Math.abs(t - tilts[i]!)))).toBeLessThan(0.5);
  });

  it('moves the lips with the audio and keeps them closed without it', () => {
    const m = motion('speaking');
    expect(run(m, 0, 300).every((p) => p.mouth.shape === 'closed')).toBe(true);
    expect(run(m, 300, 200, () => voiced(-14)).at(-1)!.mouth.open).toBeGreaterThan(0.8);
  });

  it('holds still under reduced motion but keeps lip sync, blinks and the state pose', () => {
    const m = motion('listening', true);
    const poses = run(m, 0, 20_000, () => voiced(-14));
    const settled = poses.slice(120);
    expect(range(settled.map((p) => p.head.tilt))).toBeLessThan(0.01);
    expect(range(settled.map((p) => p.sway))).toBeLessThan(0.01);
    expect(settled.every((p) => p.breath === 0)).toBe(true);
    expect(settled.at(-1)!.head.tilt).toBeCloseTo(STATE_POSES.listening.tilt, 1);
    expect(poses.some((p) => p.eyelids === 1)).toBe(true);
    expect(settled.every((p) => p.mouth.open > 0.8)).toBe(true);
    const lively = run(motion('listening'), 0, 20_000).slice(120);
    expect(range(lively.map((p) => p.head.tilt))).toBeGreaterThan(0.3);
  });

  it('does not leap after a long gap between frames (a tab that was hidden)', () => {
    const m = motion();
    run(m, 0, 1000);
    m.state = 'thinking';
    m.pause();
    const [first] = run(m, 60_000, 16);
    expect(first!.head.turn).toBeLessThan(STATE_POSES.thinking.turn / 2);
  });
});
