import type { AudioFrame } from './lip-sync';
import type { CharacterMotion, LivePose } from './motion';
import type { LiveState } from './poses';

/** How often the mouth's state is copied onto the root's data attributes for tests and tools, in ms. */
const ATTRIBUTE_EVERY_MS = 100;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface LoopParts {
  motion: CharacterMotion;
  /** Draws each frame's pose: the SVG's PoseWriter, or a talking portrait's renderer. */
  writer: { write(pose: LivePose): void };
  /** The element that carries data-state, data-mouth and data-mouth-open. */
  root: HTMLElement;
  /** The analyser frame of the audio playing now, or null in silence. */
  audio: () => AudioFrame | null;
}

/**
 * Drives a live character with requestAnimationFrame: each frame asks the motion for a pose and writes it to the
 * SVG, no React render involved. It sleeps while the tab is hidden and follows prefers-reduced-motion.
 */
export class FrameLoop {
  private frame: number | null = null;
  private lastAttributes = -Infinity;
  private lastShape = '';
  private readonly media: MediaQueryList | null;
  private running = false;

  constructor(private readonly parts: LoopParts) {
    this.media = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  }

  start() {
    if (this.running) return;
    this.running = true;
    document.addEventListener('visibilitychange', this.onVisibility);
    this.media?.addEventListener('change', this.onMotionPreference);
    this.onMotionPreference();
    this.setState(this.parts.motion.state);
    this.schedule();
  }

  stop() {
    this.running = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.media?.removeEventListener('change', this.onMotionPreference);
    this.cancel();
  }

  setState(state: LiveState) {
    this.parts.motion.state = state;
    this.parts.root.dataset.state = state;
  }

  /** Whether a frame is scheduled: false while the tab is hidden or after stop(). */
  get animating() {
    return this.frame !== null;
  }

  private readonly tick = (now: number) => {
    this.frame = null;
    const { motion, writer, root, audio } = this.parts;
    const pose = motion.poseAt(now, audio());
    writer.write(pose);
    const { shape, open } = pose.mouth;
    if (shape !== this.lastShape || now - this.lastAttributes >= ATTRIBUTE_EVERY_MS) {
      this.lastShape = shape;
      this.lastAttributes = now;
      root.dataset.mouth = shape;
      root.dataset.mouthOpen = open.toFixed(2);
    }
    this.schedule();
  };

  private schedule() {
    if (this.running && this.frame === null && !document.hidden)
      this.frame = requestAnimationFrame(this.tick);
  }

  private cancel() {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.parts.motion.pause();
  }

  private readonly onVisibility = () => {
    if (document.hidden) this.cancel();
    else this.schedule();
  };

  private readonly onMotionPreference = () => {
    this.parts.motion.reducedMotion = this.media?.matches ?? false;
  };
}
