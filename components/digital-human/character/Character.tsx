import { useId } from 'react';
import type { DrawnCharacter } from '../types';
import { PIVOTS, VIEW_BOXES } from './anatomy';
import { Clothes } from './Body';
import { BodyAccessories, HeadAccessories } from './Accessories';
import { Eyes } from './Eyes';
import { Brows, FaceMarks, FacialHairShape, Nose } from './FaceDetails';
import { HairBack, HairFront, HairShadow } from './Hair';
import { HAIR_STYLES } from './hair-styles';
import { Ears, Face, Neck } from './Head';
import { Mouth } from './Mouth';
import type { MouthPose } from './mouth-geometry';
import { tonesOf } from './tones';

export interface HeadPose {
  /** Sideways tilt in degrees, positive clockwise; looks natural within ±6. */
  tilt?: number;
  /** Turn in degrees, positive towards the viewer's right, up to ±20: the features slide, the outline stays. */
  turn?: number;
}

export interface CharacterProps {
  character: DrawnCharacter;
  /** The 540×960 frame (9:16), or a square around head and shoulders for thumbnails. */
  view?: keyof typeof VIEW_BOXES;
  /** Rendered height in CSS pixels (the width follows the view); without it the SVG fills its box. */
  size?: number;
  mouth?: MouthPose;
  /** 0 open .. 1 closed. */
  eyelids?: number;
  head?: HeadPose;
  /** Sway of the whole figure in degrees, from the hips below the frame; looks natural within ±2. */
  sway?: number;
  /** Accessible name; the SVG is decorative (aria-hidden) without one. */
  label?: string;
  className?: string;
  /** Drawn for a frame loop to animate (components/digital-human/live): every mouth path is present. */
  live?: boolean;
}

const rotate = (deg: number, [x, y]: readonly [number, number]) =>
  deg ? `rotate(${deg} ${x} ${y})` : undefined;

/**
 * One illustrated presenter drawn from its parameters. Pure and deterministic, so it renders in server components
 * and static pages; the groups the runtime animates carry `data-part` (body, head-back, head, eyes, eyelid, lash,
 * mouth) and turn on the pivots of `PIVOTS`, named in the transform attribute itself: a CSS transform-origin beside
 * it would apply twice in browsers that treat the attribute as the CSS property (Chromium does).
 */
export function Character(props: CharacterProps) {
  return <CharacterDrawing {...props} idPrefix={useId()} />;
}

/**
 * The character without hooks, its clip ids prefixed by `idPrefix`: the server's session picture
 * (../picture-svg.tsx) walks this tree itself, outside a React renderer.
 */
export function CharacterDrawing({
  character,
  view = 'frame',
  size,
  mouth = 'closed',
  eyelids = 0,
  head,
  sway = 0,
  label,
  className,
  live,
  idPrefix,
}: CharacterProps & { idPrefix: string }) {
  const { look, gender, ageGroup } = character;
  // The code keeps ids apart across separately rendered roots; useId within one.
  const faceClip = `${character.characterCode}${idPrefix}`;
  const tones = tonesOf(look);
  const hair = HAIR_STYLES[look.hair];
  const turn = Math.max(-20, Math.min(20, head?.turn ?? 0));
  const shift = turn * 0.45;
  const tilt = rotate(head?.tilt ?? 0, PIVOTS.head);
  const accessories = look.accessories ?? [];
  const [, , w, h] = VIEW_BOXES[view].split(' ').map(Number);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={VIEW_BOXES[view]}
      width={size ? Math.round((size * w!) / h!) : undefined}
      height={size}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-character={character.characterCode}
    >
      <g data-part="body" transform={rotate(sway, PIVOTS.body)}>
        <g data-part="head-back" transform={tilt}>
          <HairBack style={look.hair} tones={tones} />
        </g>
        <Neck tones={tones} gender={gender} />
        <Clothes outfit={look.outfit} gender={gender} tones={tones} />
        <BodyAccessories
          items={accessories}
          tones={tones}
          gender={gender}
          accent={look.outfit.accent ?? look.outfit.main}
        />
        <g data-part="head" transform={tilt}>
          <Ears tones={tones} shape={look.face} shift={-shift * 0.4} />
          <Face shape={look.face} tones={tones} clipId={faceClip} />
          <FaceMarks tones={tones} age={ageGroup} blush={look.blush} shift={shift} />
          {look.facialHair && (
            <FacialHairShape kind={look.facialHair} tones={tones} shift={shift} clip={faceClip} />
          )}
          <Eyes
            shape={look.eyes}
            iris={look.iris ?? '#3b2620'}
            tones={tones}
            gender={gender}
            closed={eyelids}
            shift={shift}
          />
          <Brows shape={look.brows} tones={tones} shift={shift} />
          <Nose shape={look.nose} tones={tones} shift={shift} />
          <Mouth
            pose={mouth}
            lips={look.lips}
            tones={tones}
            gender={gender}
            shift={shift * 1.1}
            live={live}
          />
          <HairShadow style={look.hair} tones={tones} shift={shift * 0.3} clip={faceClip} />
          <HairFront style={look.hair} tones={tones} shift={shift * 0.3} />
          <HeadAccessories
            items={accessories}
            face={look.face}
            tones={tones}
            shift={shift}
            hairTop={hair.top}
            earsCovered={hair.coversEars ?? false}
          />
        </g>
      </g>
    </svg>
  );
}
