'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { mouthAudio, type MouthSource } from '../live/analyser-frame';
import { FrameLoop } from '../live/frame-loop';
import { CharacterMotion } from '../live/motion';
import type { LiveState } from '../live/poses';
import type { Random } from '../live/random';
import { AiMark } from './AiMark';
import { PortraitRenderer } from './portrait-renderer';
import type { PortraitRig } from './rig';

interface Props {
  rig: PortraitRig;
  /** The session's frame: the portrait fills it at this ratio (the photo's own background, cropped to cover). */
  layout: { videoWidth: number; videoHeight: number };
  state: LiveState;
  /** The player whose audio moves the lips; the mouth stays closed without one. */
  player?: MouthSource | null;
  /** Accessible name of the picture. */
  label?: string;
  /** Accessible name of the "AI" mark, translated ("AI-generated"). */
  aiLabel: string;
  /**
   * False only where the page shows the mark itself on its visible area (the runtime's stage, whose frame a phone
   * crops): a portrait is never shown without it.
   */
  showMark?: boolean;
  className?: string;
  /** The motion's randomness (blinks, drift); tests pass a seeded one. */
  random?: Random;
  /** Draw with canvas 2D even where WebGL exists (the fallback, for tests and benches). */
  forceCanvas?: boolean;
}

const FILL: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  display: 'block',
};

/**
 * A customer's talking portrait alive: their photo warped along its face mesh (WebGL, canvas 2D as fallback) by the
 * same motion as the drawn characters (lip sync from the player's analyser, blinks, breathing and head drift, seeded
 * alike), over the photo's own background cropped to the session's ratio, with a visible "AI" mark. The root
 * carries `data-state`, `data-mouth` and `data-mouth-open` like LiveDigitalHuman's, and `data-renderer`.
 */
export function LivePortrait({
  rig,
  layout,
  state,
  player,
  label,
  aiLabel,
  showMark = true,
  className,
  random,
  forceCanvas,
}: Props) {
  const root = useRef<HTMLDivElement>(null);
  const photo = useRef<HTMLCanvasElement>(null);
  const under = useRef<HTMLCanvasElement>(null);
  const loop = useRef<FrameLoop | null>(null);
  const initialState = useRef(state);

  useEffect(() => {
    const element = root.current;
    const top = photo.current;
    const bottom = under.current;
    if (!element || !top || !bottom) return;
    let cancelled = false;
    let cleanup = () => {};
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (cancelled) return;
      const renderer = new PortraitRenderer(rig, image, top, bottom, forceCanvas);
      element.dataset.renderer = renderer.kind;
      const fit = () =>
        renderer.resize(element.clientWidth, element.clientHeight, window.devicePixelRatio || 1);
      fit();
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
      observer?.observe(element);
      const audio = mouthAudio(player);
      const motion = new CharacterMotion({ random: random ?? Math.random }, initialState.current);
      const frameLoop = new FrameLoop({ motion, writer: renderer, root: element, audio });
      loop.current = frameLoop;
      frameLoop.start();
      cleanup = () => {
        frameLoop.stop();
        observer?.disconnect();
        renderer.dispose();
        loop.current = null;
      };
    };
    image.src = rig.imageUrl;
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [rig, player, random, forceCanvas]);

  useEffect(() => {
    initialState.current = state;
    loop.current?.setState(state);
  }, [state]);

  return (
    <div
      ref={root}
      className={className}
      data-live-character=""
      data-portrait=""
      data-state={state}
      style={{
        position: 'relative',
        overflow: 'hidden',
        aspectRatio: `${layout.videoWidth} / ${layout.videoHeight}`,
        background: '#1d2126',
      }}
    >
      <div role={label ? 'img' : undefined} aria-label={label} style={FILL}>
        <canvas ref={under} style={FILL} />
        <canvas ref={photo} style={FILL} />
      </div>
      {showMark && <AiMark label={aiLabel} />}
    </div>
  );
}
