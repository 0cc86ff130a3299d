'use client';

import { memo, useEffect, useRef, type ComponentProps } from 'react';
import { SessionPicture, type PictureBackground, type PictureLayout } from '../SessionPicture';
import type { DrawnCharacter } from '../types';
import { mouthAudio, type MouthSource } from './analyser-frame';
import { FrameLoop } from './frame-loop';
import { CharacterMotion } from './motion';
import type { LiveState } from './poses';
import { PoseWriter } from './pose-writer';
import type { Random } from './random';

interface Props {
  character: DrawnCharacter;
  background: PictureBackground | null;
  layout: PictureLayout;
  state: LiveState;
  /** The player whose audio moves the lips; the mouth stays closed without one. */
  player?: MouthSource | null;
  /** Accessible name of the picture. */
  label?: string;
  className?: string;
  /** The motion's randomness (blinks, drift); tests pass a seeded one. */
  random?: Random;
}

type PictureProps = ComponentProps<typeof SessionPicture>;
const sameLayout = (a: PictureLayout, b: PictureLayout) =>
  a.videoWidth === b.videoWidth &&
  a.videoHeight === b.videoHeight &&
  a.humanX === b.humanX &&
  a.humanY === b.humanY &&
  a.humanWidth === b.humanWidth &&
  a.humanHeight === b.humanHeight;
/** The still picture renders again only when what it shows changes, never per state or per frame. */
const StillPicture = memo(
  SessionPicture,
  (a: PictureProps, b: PictureProps) =>
    a.character === b.character &&
    a.background?.type === b.background?.type &&
    a.background?.backgroundId === b.background?.backgroundId &&
    a.background?.url === b.background?.url &&
    sameLayout(a.layout, b.layout) &&
    a.label === b.label &&
    a.className === b.className,
);

/**
 * The digital human alive: the session's picture with the character breathing, blinking, posing for `state` and
 * moving its lips to the player's audio, animated by a frame loop that writes to the SVG directly. The root carries
 * `data-state`, `data-mouth` (closed|open|round|wide) and `data-mouth-open` (0.00–1.00, updated ~10 times a second)
 * for tests and tools.
 */
export function LiveDigitalHuman({
  character,
  background,
  layout,
  state,
  player,
  label,
  className,
  random,
}: Props) {
  const root = useRef<HTMLDivElement>(null);
  const loop = useRef<FrameLoop | null>(null);
  const initialState = useRef(state);

  useEffect(() => {
    const element = root.current;
    const svg = element?.querySelector('svg[data-character]');
    if (!element || !svg) return;
    const audio = mouthAudio(player);
    const motion = new CharacterMotion({ random: random ?? Math.random }, initialState.current);
    const frameLoop = new FrameLoop({
      motion,
      writer: new PoseWriter(svg, character.look),
      root: element,
      audio,
    });
    loop.current = frameLoop;
    frameLoop.start();
    return () => {
      frameLoop.stop();
      loop.current = null;
    };
  }, [character, player, random]);

  useEffect(() => {
    initialState.current = state;
    loop.current?.setState(state);
  }, [state]);

  return (
    <div ref={root} className={className} data-live-character="" data-state={state}>
      <StillPicture character={character} background={background} layout={layout} label={label} live />
    </div>
  );
}
